import {
  apiPrefix,
  endpoints,
  holidayMessages,
  type TStaffHolidayRequest,
  type TStaffHolidaysResponse,
} from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';

const path = (suffix: string) => `${apiPrefix}${suffix}`;

/** GET /v1/staff/holidays: the holidays ahead. */
export const getStaffHolidaysQueryOptions = () =>
  queryOptions({
    queryKey: ['staff-holidays'],
    queryFn: ({ signal }): Promise<TStaffHolidaysResponse> =>
      http.get({ path: path(endpoints.staff.holidays), schema: 'ZStaffHolidaysResponse', signal }),
  });
export const useStaffHolidays = () => useQuery(getStaffHolidaysQueryOptions());

/** POST /v1/staff/holidays. */
export const useAddHoliday = () =>
  useSuccessMutation({
    mutationFn: (body: TStaffHolidayRequest) =>
      http.post({ path: path(endpoints.staff.holidays), schema: 'ZStaffHoliday', body }),
    successMessage: holidayMessages.added,
    invalidates: [getStaffHolidaysQueryOptions(), { queryKey: ['staff-audit'] }],
  });

/** DELETE /v1/staff/holidays/{id}. */
export const useRemoveHoliday = () =>
  useSuccessMutation({
    mutationFn: (id: number) =>
      http.delete({ path: path(endpoints.staff.holiday(id)), schema: 'ZNotification' }),
    successMessage: holidayMessages.removed,
    invalidates: [getStaffHolidaysQueryOptions(), { queryKey: ['staff-audit'] }],
  });
