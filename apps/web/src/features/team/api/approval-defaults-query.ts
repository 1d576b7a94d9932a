import { apiPrefix, endpoints, type TTeamApprovalDefaults } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

// The query apart from the form's save (approval-defaults-api.ts): the team page's module seeds
// it on the server, and the save's messages would bring the review's contract into the page's
// first scripts.

export const approvalDefaultsPath = `${apiPrefix}${endpoints.team.approvalDefaults}`;

/** GET /v1/team/approval-defaults: the approvers and rule new orders start with. */
export const getApprovalDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: ['team', 'approval-defaults'],
    queryFn: ({ signal }): Promise<TTeamApprovalDefaults> =>
      http.get({ path: approvalDefaultsPath, schema: 'ZTeamApprovalDefaults', signal }),
  });

export const useApprovalDefaults = () => useQuery(getApprovalDefaultsQueryOptions());

/** On the server (the team page's loadVisitorData): this visitor's answer, when they may see it. */
export const seedApprovalDefaultsAsVisitor = (route: TVisitorRoute) =>
  seedAsVisitor(route, {
    path: approvalDefaultsPath,
    queryKey: getApprovalDefaultsQueryOptions().queryKey,
    schema: 'ZTeamApprovalDefaults',
  });
