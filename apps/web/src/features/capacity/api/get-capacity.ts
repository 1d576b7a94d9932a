import { apiPrefix, endpoints, type TCapacityReport } from '@deckhand/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

export type TReportMonth = { year: number; month: number };

/** GET /v1/reports/capacity: the team's own overview of a month. */
export const getCapacityQueryOptions = ({ year, month }: TReportMonth) =>
  queryOptions({
    queryKey: ['capacity', 'own', year, month],
    queryFn: ({ signal }): Promise<TCapacityReport> =>
      http.get({
        path: `${apiPrefix}${endpoints.reports.capacity}`,
        schema: 'ZCapacityReport',
        query: { year, month },
        signal,
      }),
    placeholderData: keepPreviousData,
    // The page says why it failed (a role without access, say), and keeps it (§4).
    meta: { isErrorHandled: true },
  });

export const useCapacity = (month: TReportMonth) => useQuery(getCapacityQueryOptions(month));

/** GET /v1/staff/reports/capacity: a customer's overview, by email (staff). */
export const useStaffCapacity = (email: string, { year, month }: TReportMonth) =>
  useQuery({
    queryKey: ['capacity', 'staff', email, year, month],
    queryFn: ({ signal }): Promise<TCapacityReport> =>
      http.get({
        path: `${apiPrefix}${endpoints.staff.capacity}`,
        schema: 'ZCapacityReport',
        query: { email, year, month },
        signal,
      }),
    enabled: email !== '',
    placeholderData: keepPreviousData,
    meta: { isErrorHandled: true },
  });
