import {
  formatDateTime,
  approvalMessages as m,
  reviewGuestMessages,
  type TApprovalDecision,
  type TOrderApprover,
} from '@deckhand/contract';
import { Badge, Group, List, type MantineColor, Stack, Text } from '@mantine/core';

type TStatus = TApprovalDecision | 'pending';

/** White on shades of 5:1 or more; the word says it, the colour only repeats it. */
const statusColours: Record<TStatus, MantineColor> = {
  pending: 'gray.7',
  approve: 'teal.9',
  revise: 'grape.9',
};

type TProps = {
  approvers: readonly TOrderApprover[];
  timezone: string;
  /** The signed-in person (marked "you"); null for staff. */
  viewerUserId: number | null;
};

/**
 * Each approver with where they stand on the version under review: when, and what to change. A
 * guest reviewer named as an approver carries a Guest badge.
 */
export function ApproverList({ approvers, timezone, viewerUserId }: TProps) {
  return (
    <List listStyleType="none" spacing="sm" aria-label={m.listLabel} p={0}>
      {approvers.map((approver) => {
        const status: TStatus = approver.decision?.decision ?? 'pending';
        const isViewer = viewerUserId !== null && approver.userId === viewerUserId;
        return (
          <List.Item key={approver.id}>
            <Stack gap={2}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {isViewer ? `${approver.name} (${m.you})` : approver.name}
                </Text>
                {approver.kind === 'guest' ? (
                  <Badge variant="outline" size="sm" color="gray.8">
                    {reviewGuestMessages.guestBadge}
                  </Badge>
                ) : null}
                <Badge variant="filled" size="sm" color={statusColours[status]}>
                  {m.status[status]}
                </Badge>
                {approver.decision ? (
                  <Text size="xs" c="dimmed">
                    {formatDateTime(approver.decision.at, timezone)}
                  </Text>
                ) : null}
              </Group>
              {approver.decision?.decision === 'revise' && approver.decision.notes ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {approver.decision.notes}
                </Text>
              ) : null}
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}
