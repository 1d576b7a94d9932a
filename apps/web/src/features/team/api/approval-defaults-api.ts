import {
  apiPrefix,
  endpoints,
  approvalMessages as m,
  type TApproversRequest,
  type TTeamApprovalDefaults,
} from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

const path = `${apiPrefix}${endpoints.team.approvalDefaults}`;

/** GET /v1/team/approval-defaults: the approvers and rule new orders start with. */
export const getApprovalDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: ['team', 'approval-defaults'],
    queryFn: ({ signal }): Promise<TTeamApprovalDefaults> =>
      http.get({ path, schema: 'ZTeamApprovalDefaults', signal }),
  });

export const useApprovalDefaults = () => useQuery(getApprovalDefaultsQueryOptions());

/** On the server (the team page's loadVisitorData): this visitor's answer, when they may see it. */
export const seedApprovalDefaultsAsVisitor = (route: TVisitorRoute) =>
  seedAsVisitor(route, {
    path,
    queryKey: getApprovalDefaultsQueryOptions().queryKey,
    schema: 'ZTeamApprovalDefaults',
  });

/** PUT /v1/team/approval-defaults: the whole set at once (an empty list names nobody). */
export const useSaveApprovalDefaults = () =>
  useSuccessMutation({
    mutationFn: (body: TApproversRequest) =>
      http.put({ path, schema: 'ZTeamApprovalDefaults', body }),
    successMessage: m.teamDefaultSaved,
    invalidates: [getApprovalDefaultsQueryOptions()],
  });
