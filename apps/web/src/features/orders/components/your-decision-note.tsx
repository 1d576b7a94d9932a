import { approvalMessages as m, type TApprovalDecision } from '@deckhand/contract';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useWithdrawDecision } from '../api/approval-actions';

/**
 * A named approver's own decision on the version under review, while the order waits for the
 * others: what they said, and the way to take it back.
 */
export function YourDecisionNote({
  orderId,
  decision,
}: {
  orderId: number;
  decision: TApprovalDecision;
}) {
  const withdraw = useWithdrawDecision(orderId);
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm" fw={500}>
        {m.yourDecision[decision]}
      </Text>
      <Button
        variant="default"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        onClick={() => withdraw.mutate()}
        loading={withdraw.isPending}
      >
        {m.withdraw}
      </Button>
    </Group>
  );
}
