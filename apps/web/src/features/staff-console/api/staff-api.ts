import {
  apiPrefix,
  endpoints,
  holidayMessages,
  staffAlertMessages,
  staffOrderMessages,
  staffTeamMessages,
  type TCreditAdjustmentRequest,
  type TStaffAlertRequest,
  type TStaffAlertsResponse,
  type TStaffAuditQuery,
  type TStaffAuditResponse,
  type TStaffDeliveryRequest,
  type TStaffHolidayRequest,
  type TStaffHolidaysResponse,
  type TStaffOrderResponse,
  type TStaffOrdersQuery,
  type TStaffOrdersResponse,
  type TStaffQuoteRequest,
  type TStaffTeam,
  type TStaffTeamSettings,
  type TStaffTeamsQuery,
  type TStaffTeamsResponse,
  type TStaffTransitionRequest,
  ZNotification,
  ZOrderCommentResponse,
  ZStaffAlert,
  ZStaffAlertsResponse,
  ZStaffAuditResponse,
  ZStaffHoliday,
  ZStaffHolidaysResponse,
  ZStaffOrderResponse,
  ZStaffOrdersResponse,
  ZStaffTeam,
  ZStaffTeamsResponse,
} from '@deckhand/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';

const path = (suffix: string) => `${apiPrefix}${suffix}`;

/** GET /v1/staff/orders: the queue across teams. */
export const getStaffOrdersQueryOptions = (query: Partial<TStaffOrdersQuery>) =>
  queryOptions({
    queryKey: ['staff-orders', 'list', query],
    queryFn: ({ signal }): Promise<TStaffOrdersResponse> =>
      http.get({ path: path(endpoints.staff.orders), schema: ZStaffOrdersResponse, query, signal }),
    placeholderData: keepPreviousData,
  });

export const useStaffOrders = (query: Partial<TStaffOrdersQuery>) =>
  useQuery(getStaffOrdersQueryOptions(query));

/** GET /v1/staff/orders/{id}: the order with what staff may do now. */
export const getStaffOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['staff-orders', 'one', id],
    queryFn: ({ signal }): Promise<TStaffOrderResponse> =>
      http.get({ path: path(endpoints.staff.order(id)), schema: ZStaffOrderResponse, signal }),
  });

export const useStaffOrder = (id: number) => useQuery(getStaffOrderQueryOptions(id));

const invalidatesOrder = (id: number) => [
  getStaffOrderQueryOptions(id),
  { queryKey: ['staff-orders', 'list'] },
];

/** POST /v1/staff/orders/{id}/transitions: start the work, or cancel. */
export const useMoveStaffOrder = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: TStaffTransitionRequest) =>
      http.post({ path: path(endpoints.staff.transitions(id)), schema: ZStaffOrderResponse, body }),
    invalidates: invalidatesOrder(id),
  });

/** POST /v1/staff/orders/{id}/deliveries. */
export const useDeliverStaffOrder = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: TStaffDeliveryRequest) =>
      http.post({ path: path(endpoints.staff.deliveries(id)), schema: ZStaffOrderResponse, body }),
    successMessage: staffOrderMessages.delivered,
    invalidates: invalidatesOrder(id),
  });

/** POST /v1/staff/orders/{id}/quote: price a requested quote. */
export const usePriceQuote = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: TStaffQuoteRequest) =>
      http.post({ path: path(endpoints.staff.quote(id)), schema: ZStaffOrderResponse, body }),
    invalidates: invalidatesOrder(id),
  });

/** POST /v1/staff/orders/{id}/comments. */
export const useSendStaffComment = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: string) =>
      http.post({
        path: path(endpoints.staff.comments(id)),
        schema: ZOrderCommentResponse,
        body: { body },
      }),
    invalidates: [getStaffOrderQueryOptions(id)],
  });

/** GET /v1/staff/teams. */
export const getStaffTeamsQueryOptions = (query: Partial<TStaffTeamsQuery>) =>
  queryOptions({
    queryKey: ['staff-teams', 'list', query],
    queryFn: ({ signal }): Promise<TStaffTeamsResponse> =>
      http.get({ path: path(endpoints.staff.teams), schema: ZStaffTeamsResponse, query, signal }),
    placeholderData: keepPreviousData,
  });
export const useStaffTeams = (query: Partial<TStaffTeamsQuery>) =>
  useQuery(getStaffTeamsQueryOptions(query));

/** GET /v1/staff/teams/{id}. */
export const getStaffTeamQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['staff-teams', 'one', id],
    queryFn: ({ signal }): Promise<TStaffTeam> =>
      http.get({ path: path(endpoints.staff.team(id)), schema: ZStaffTeam, signal }),
  });
export const useStaffTeam = (id: number) =>
  useQuery({ ...getStaffTeamQueryOptions(id), enabled: id > 0 });

const invalidatesTeam = (id: number) => [
  getStaffTeamQueryOptions(id),
  { queryKey: ['staff-teams', 'list'] },
  { queryKey: ['staff-audit'] },
];

/** PUT /v1/staff/teams/{id}/settings. */
export const useSaveTeamSettings = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: TStaffTeamSettings) =>
      http.put({ path: path(endpoints.staff.teamSettings(id)), schema: ZStaffTeam, body }),
    successMessage: staffTeamMessages.saved,
    invalidates: invalidatesTeam(id),
  });

/** POST /v1/staff/teams/{id}/credit-adjustments. */
export const useAdjustCredits = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: TCreditAdjustmentRequest) =>
      http.post({ path: path(endpoints.staff.creditAdjustments(id)), schema: ZStaffTeam, body }),
    successMessage: staffTeamMessages.adjusted,
    invalidates: invalidatesTeam(id),
  });

/** GET /v1/staff/audit-log. */
export const useStaffAudit = (query: Partial<TStaffAuditQuery>) =>
  useQuery({
    queryKey: ['staff-audit', query],
    queryFn: ({ signal }): Promise<TStaffAuditResponse> =>
      http.get({
        path: path(endpoints.staff.auditLog),
        schema: ZStaffAuditResponse,
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/staff/holidays: the holidays ahead. */
export const getStaffHolidaysQueryOptions = () =>
  queryOptions({
    queryKey: ['staff-holidays'],
    queryFn: ({ signal }): Promise<TStaffHolidaysResponse> =>
      http.get({ path: path(endpoints.staff.holidays), schema: ZStaffHolidaysResponse, signal }),
  });
export const useStaffHolidays = () => useQuery(getStaffHolidaysQueryOptions());

/** POST /v1/staff/holidays. */
export const useAddHoliday = () =>
  useSuccessMutation({
    mutationFn: (body: TStaffHolidayRequest) =>
      http.post({ path: path(endpoints.staff.holidays), schema: ZStaffHoliday, body }),
    successMessage: holidayMessages.added,
    invalidates: [getStaffHolidaysQueryOptions(), { queryKey: ['staff-audit'] }],
  });

/** DELETE /v1/staff/holidays/{id}. */
export const useRemoveHoliday = () =>
  useSuccessMutation({
    mutationFn: (id: number) =>
      http.delete({ path: path(endpoints.staff.holiday(id)), schema: ZNotification }),
    successMessage: holidayMessages.removed,
    invalidates: [getStaffHolidaysQueryOptions(), { queryKey: ['staff-audit'] }],
  });

/** GET /v1/staff/alerts: the alerts scheduled, showing and recently ended. */
export const getStaffAlertsQueryOptions = () =>
  queryOptions({
    queryKey: ['staff-alerts'],
    queryFn: ({ signal }): Promise<TStaffAlertsResponse> =>
      http.get({ path: path(endpoints.staff.alerts), schema: ZStaffAlertsResponse, signal }),
  });
export const useStaffAlerts = () => useQuery(getStaffAlertsQueryOptions());

/** POST /v1/staff/alerts. */
export const usePostAlert = () =>
  useSuccessMutation({
    mutationFn: (body: TStaffAlertRequest) =>
      http.post({ path: path(endpoints.staff.alerts), schema: ZStaffAlert, body }),
    successMessage: staffAlertMessages.posted,
    invalidates: [getStaffAlertsQueryOptions(), { queryKey: ['staff-audit'] }],
  });

/** DELETE /v1/staff/alerts/{id}: ends it now. */
export const useEndAlert = () =>
  useSuccessMutation({
    mutationFn: (id: number) =>
      http.delete({ path: path(endpoints.staff.alert(id)), schema: ZStaffAlert }),
    successMessage: staffAlertMessages.ended,
    invalidates: [getStaffAlertsQueryOptions(), { queryKey: ['staff-audit'] }],
  });
