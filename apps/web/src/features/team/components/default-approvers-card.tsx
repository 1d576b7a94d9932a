import { approvalMessages as m } from '@deckhand/contract';
import { Skeleton } from '@mantine/core';
import { toDefaultsRequest } from '@/domain/order/review-approvals/approval-state';
import { ApproversForm } from '@/domain/order/review-approvals/approvers-form';
import { SectionCard } from '@/ui/section-card/section-card';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { useSaveApprovalDefaults } from '../api/approval-defaults-api';
import { useApprovalDefaults } from '../api/approval-defaults-query';

/**
 * The approvers and rule every new order of the team starts with (owners and admins): the same
 * form as an order's approvers; each order can change its own.
 */
export function DefaultApproversCard() {
  const defaults = useApprovalDefaults();
  const save = useSaveApprovalDefaults();
  return (
    <SectionCard title={m.teamDefaultHeading} description={m.teamDefaultIntro}>
      {defaults.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : defaults.isError ? (
        <LoadFailedAlert
          title="The default approvers could not be loaded"
          onRetry={() => void defaults.refetch()}
        />
      ) : (
        <ApproversForm
          initial={toDefaultsRequest(defaults.data)}
          named={defaults.data.approvers}
          onSave={(request) => save.mutateAsync(request)}
        />
      )}
    </SectionCard>
  );
}
