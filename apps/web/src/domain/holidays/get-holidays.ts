import {
  apiPrefix,
  endpoints,
  flattenHolidays,
  type TCalendarHoliday,
  ZHolidaysResponse,
} from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/holidays, flattened (§3): every holiday on its day, soonest first, with its range. */
export const getHolidaysQueryOptions = () =>
  queryOptions({
    queryKey: ['holidays'],
    queryFn: async ({ signal }): Promise<TCalendarHoliday[]> => {
      const answer = await http.get({
        path: `${apiPrefix}${endpoints.holidays}`,
        schema: ZHolidaysResponse,
        signal,
      });
      return flattenHolidays(answer.days);
    },
    // Staff change holidays rarely: one read a quarter of an hour serves every page.
    staleTime: 15 * 60 * 1000,
    // The calendar shows its own error; the reminder stays quiet when it cannot load.
    meta: { isErrorHandled: true },
  });

export const useHolidays = () => useQuery(getHolidaysQueryOptions());
