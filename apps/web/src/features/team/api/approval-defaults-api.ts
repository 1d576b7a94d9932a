import { approvalMessages as m, type TApproversRequest } from '@deckhand/contract';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { approvalDefaultsPath, getApprovalDefaultsQueryOptions } from './approval-defaults-query';

/** PUT /v1/team/approval-defaults: the whole set at once (an empty list names nobody). */
export const useSaveApprovalDefaults = () =>
  useSuccessMutation({
    mutationFn: (body: TApproversRequest) =>
      http.put({ path: approvalDefaultsPath, schema: 'ZTeamApprovalDefaults', body }),
    successMessage: m.teamDefaultSaved,
    invalidates: [getApprovalDefaultsQueryOptions()],
  });
