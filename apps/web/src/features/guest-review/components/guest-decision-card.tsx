import { approvalMessages, reviewGuestMessages as m, type TGuestReview } from '@deckhand/contract';
import { Text } from '@mantine/core';
import { ApprovalPanel } from '@/domain/order/review-approvals/approval-panel';
import { SectionCard } from '@/ui/section-card/section-card';
import { GuestDecisionForm } from './guest-decision-form';

/**
 * An approver guest's part while a version waits for a decision: where the approvals stand, and
 * their own decision, made with a code mailed to them, or shown once made.
 */
export function GuestDecisionCard({ review }: { review: TGuestReview }) {
  const { guest, approval, order } = review;
  return (
    <SectionCard title={approvalMessages.heading} description={m.approverNote}>
      {approval ? (
        <ApprovalPanel approval={approval} timezone={order.timezone} viewer={{ kind: 'guest' }} />
      ) : null}
      {guest.decision ? (
        <Text size="sm" fw={500} role="status">
          {m.yourDecision[guest.decision.decision]}
        </Text>
      ) : (
        <GuestDecisionForm />
      )}
    </SectionCard>
  );
}
