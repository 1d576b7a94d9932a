import '@mantine/core/styles/Progress.layer.css';
import {
  describeApprovalRule,
  approvalMessages as m,
  type TOrderApproval,
} from '@deckhand/contract';
import { Progress, Stack, Text } from '@mantine/core';
import { listPendingNames } from './approval-state';
import { ApproverList } from './approver-list';

type TProps = {
  approval: TOrderApproval;
  timezone: string;
  /** The customer's page marks the viewer "you"; staff read who is still pending; a guest reads. */
  viewer: { kind: 'customer'; userId: number | null } | { kind: 'staff' } | { kind: 'guest' };
};

/**
 * The order's named approvers as the order page shows them (the customer's and, read-only,
 * staff's and an approver guest's): the rule in words, the approvals so far against those
 * needed, and each approver's answer to the version under review.
 */
export function ApprovalPanel({ approval, timezone, viewer }: TProps) {
  const progress = m.progress(approval.approvedCount, approval.needed);
  const percent =
    approval.needed === 0
      ? 0
      : Math.min(100, Math.round((approval.approvedCount / approval.needed) * 100));
  const pending = viewer.kind === 'staff' ? listPendingNames(approval) : [];
  return (
    <Stack gap="sm">
      <Text size="sm">{describeApprovalRule(approval)}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {progress}
        </Text>
        <Progress.Root
          size="md"
          radius="xl"
          role="meter"
          aria-label={m.progressLabel}
          aria-valuemin={0}
          aria-valuemax={approval.needed}
          aria-valuenow={Math.min(approval.approvedCount, approval.needed)}
          aria-valuetext={progress}
        >
          <Progress.Section
            value={percent}
            withAria={false}
            color={approval.outcome === 'changes' ? 'grape' : 'teal'}
          />
        </Progress.Root>
      </Stack>
      {pending.length > 0 ? <Text size="sm">{m.pendingStaff(pending.join(', '))}</Text> : null}
      <ApproverList
        approvers={approval.approvers}
        timezone={timezone}
        viewerUserId={viewer.kind === 'customer' ? viewer.userId : null}
      />
    </Stack>
  );
}
