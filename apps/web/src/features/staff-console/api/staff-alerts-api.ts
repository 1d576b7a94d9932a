import {
  apiPrefix,
  endpoints,
  staffAlertMessages,
  type TStaffAlertRequest,
  type TStaffAlertsResponse,
} from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';

const path = (suffix: string) => `${apiPrefix}${suffix}`;

/** GET /v1/staff/alerts: the alerts scheduled, showing and recently ended. */
export const getStaffAlertsQueryOptions = () =>
  queryOptions({
    queryKey: ['staff-alerts'],
    queryFn: ({ signal }): Promise<TStaffAlertsResponse> =>
      http.get({ path: path(endpoints.staff.alerts), schema: 'ZStaffAlertsResponse', signal }),
  });
export const useStaffAlerts = () => useQuery(getStaffAlertsQueryOptions());

/** POST /v1/staff/alerts. */
export const usePostAlert = () =>
  useSuccessMutation({
    mutationFn: (body: TStaffAlertRequest) =>
      http.post({ path: path(endpoints.staff.alerts), schema: 'ZStaffAlert', body }),
    successMessage: staffAlertMessages.posted,
    invalidates: [getStaffAlertsQueryOptions(), { queryKey: ['staff-audit'] }],
  });

/** DELETE /v1/staff/alerts/{id}: ends it now. */
export const useEndAlert = () =>
  useSuccessMutation({
    mutationFn: (id: number) =>
      http.delete({ path: path(endpoints.staff.alert(id)), schema: 'ZStaffAlert' }),
    successMessage: staffAlertMessages.ended,
    invalidates: [getStaffAlertsQueryOptions(), { queryKey: ['staff-audit'] }],
  });
