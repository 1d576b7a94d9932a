import {
  apiPrefix,
  endpoints,
  flattenHolidays,
  type TCalendarHoliday,
  type THolidaysResponse,
} from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

const holidaysPath = `${apiPrefix}${endpoints.holidays}`;

/** The answer as the app keeps it: every holiday on its day, soonest first, with its range. */
const toCalendarHolidays = (answer: THolidaysResponse): TCalendarHoliday[] =>
  flattenHolidays(answer.days);

/** GET /v1/holidays, flattened (§3): every holiday on its day, soonest first, with its range. */
export const getHolidaysQueryOptions = () =>
  queryOptions({
    queryKey: ['holidays'],
    queryFn: ({ signal }): Promise<TCalendarHoliday[]> =>
      http
        .get({ path: holidaysPath, schema: 'ZHolidaysResponse', signal })
        .then(toCalendarHolidays),
    // Staff change holidays rarely: one read a quarter of an hour serves every page.
    staleTime: 15 * 60 * 1000,
    // The calendar shows its own error; the reminder stays quiet when it cannot load.
    meta: { isErrorHandled: true },
  });

export const useHolidays = () => useQuery(getHolidaysQueryOptions());

/** On the server, before a profile page renders: the holidays as its visitor may see them. */
export const seedHolidaysAsVisitor = (route: TVisitorRoute) =>
  seedAsVisitor(route, {
    path: holidaysPath,
    queryKey: getHolidaysQueryOptions().queryKey,
    schema: 'ZHolidaysResponse',
    select: toCalendarHolidays,
  });
