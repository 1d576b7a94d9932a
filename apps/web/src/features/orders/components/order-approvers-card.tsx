import {
  canManageOrderApprovers,
  getCustomerRole,
  isOrderClosed,
  approvalMessages as m,
  type TOrderConfirmation,
  type TOrderDetails,
} from '@deckhand/contract';
import { Button, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ApprovalPanel } from '@/domain/order/review-approvals/approval-panel';
import {
  listNamedPeople,
  toApproversRequest,
} from '@/domain/order/review-approvals/approval-state';
import { ApproversForm } from '@/domain/order/review-approvals/approvers-form';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { SectionCard } from '@/ui/section-card/section-card';
import { useSaveOrderApprovers } from '../api/approval-actions';
import { findApprovableGuests, useReviewGuests } from '../api/get-review-guests';

/**
 * The order's named approvers on the customer's page: the rule, the approvals so far and each
 * approver's answer; the team's owners and admins and whoever placed the order change them in
 * place (the team's members and the order's guests invited by e-mail to choose from, the rule,
 * how many).
 */
export function OrderApproversCard({
  order,
  details,
}: {
  order: TOrderConfirmation;
  details: TOrderDetails;
}) {
  const { user } = useCurrentUser();
  const [isEditing, setIsEditing] = useState(false);
  const save = useSaveOrderApprovers(order.id);
  // The order's guests invited by e-mail may be named too: asked for once the form opens.
  const guests = useReviewGuests(order.id, { isEnabled: isEditing });
  const approval = details.review?.approval ?? null;
  const userId = user?.id ?? null;
  const canManage =
    !isOrderClosed(order.status) &&
    canManageOrderApprovers(
      getCustomerRole(user?.customerRole),
      userId !== null && details.placedByUserId === userId,
    );
  return (
    <SectionCard
      title={m.heading}
      description={canManage ? m.intro : undefined}
      actions={
        canManage && !isEditing ? (
          <Button
            variant="default"
            leftSection={<IconUserCheck size={16} aria-hidden />}
            onClick={() => setIsEditing(true)}
          >
            {m.edit}
          </Button>
        ) : null
      }
    >
      {canManage && isEditing ? (
        <ApproversForm
          initial={toApproversRequest(approval)}
          named={listNamedPeople(approval)}
          guests={findApprovableGuests(guests.data?.guests ?? [])}
          onSave={async (request) => {
            await save.mutateAsync(request);
            setIsEditing(false);
          }}
          onCancel={() => setIsEditing(false)}
        />
      ) : approval ? (
        <ApprovalPanel
          approval={approval}
          timezone={order.timezone}
          viewer={{ kind: 'customer', userId }}
        />
      ) : (
        <Text size="sm">{m.noneNamed}</Text>
      )}
    </SectionCard>
  );
}
