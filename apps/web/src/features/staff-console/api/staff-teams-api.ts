import {
  apiPrefix,
  endpoints,
  staffTeamMessages,
  type TCreditAdjustmentRequest,
  type TStaffAuditQuery,
  type TStaffAuditResponse,
  type TStaffTeam,
  type TStaffTeamSettings,
  type TStaffTeamsQuery,
  type TStaffTeamsResponse,
} from '@deckhand/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';

const path = (suffix: string) => `${apiPrefix}${suffix}`;

/** GET /v1/staff/teams. */
export const getStaffTeamsQueryOptions = (query: Partial<TStaffTeamsQuery>) =>
  queryOptions({
    queryKey: ['staff-teams', 'list', query],
    queryFn: ({ signal }): Promise<TStaffTeamsResponse> =>
      http.get({ path: path(endpoints.staff.teams), schema: 'ZStaffTeamsResponse', query, signal }),
    placeholderData: keepPreviousData,
  });
export const useStaffTeams = (query: Partial<TStaffTeamsQuery>) =>
  useQuery(getStaffTeamsQueryOptions(query));

/** GET /v1/staff/teams/{id}. */
export const getStaffTeamQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['staff-teams', 'one', id],
    queryFn: ({ signal }): Promise<TStaffTeam> =>
      http.get({ path: path(endpoints.staff.team(id)), schema: 'ZStaffTeam', signal }),
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
      http.put({ path: path(endpoints.staff.teamSettings(id)), schema: 'ZStaffTeam', body }),
    successMessage: staffTeamMessages.saved,
    invalidates: invalidatesTeam(id),
  });

/** POST /v1/staff/teams/{id}/credit-adjustments. */
export const useAdjustCredits = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: TCreditAdjustmentRequest) =>
      http.post({ path: path(endpoints.staff.creditAdjustments(id)), schema: 'ZStaffTeam', body }),
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
        schema: 'ZStaffAuditResponse',
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
