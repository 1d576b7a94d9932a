import {
  formatDateTime,
  formatLongDate,
  reviewGuestMessages as m,
  type TReviewGuest,
  type TReviewGuestStatus,
} from '@deckhand/contract';
import { Badge, Button, Group, type MantineColor, Stack, Text } from '@mantine/core';

/** White on shades of 5:1 or more; the word says it, the colour only repeats it. */
const statusColours: Record<TReviewGuestStatus, MantineColor> = {
  active: 'teal.9',
  expired: 'gray.7',
  revoked: 'red.9',
};

type TProps = {
  guests: readonly TReviewGuest[];
  timezone: string;
  /** Revoke an active guest's access (managers only; the caller confirms first). */
  onRevoke?: ((guest: TReviewGuest) => void) | undefined;
};

/**
 * The people outside the team an order is shared with: who (or what the link is for), how, until
 * when, whether and as whom they opened it; a manager revokes an active one.
 */
export function ReviewGuestList({ guests, timezone, onRevoke }: TProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={m.heading}>
      {guests.map((guest) => {
        const labelId = `review-guest-${guest.id}`;
        const seen = guest.lastSeenAt
          ? m.lastSeen(formatDateTime(guest.lastSeenAt, timezone))
          : m.neverOpened;
        const seenAs = guest.seenAs.length > 0 ? ` · ${m.seenAs(guest.seenAs.join(', '))}` : '';
        return (
          <li key={guest.id}>
            <Group gap="sm" justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0}>
                <Group gap="xs" wrap="wrap">
                  <Text id={labelId} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {guest.label}
                  </Text>
                  <Badge variant="filled" size="sm" color={statusColours[guest.status]}>
                    {m.status[guest.status]}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {guest.email ?? m.linkKind} ·{' '}
                  {m.expires(formatLongDate(guest.expiresAt, timezone))}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {seen}
                  {seenAs}
                </Text>
              </Stack>
              {onRevoke && guest.status === 'active' ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  c="red.9"
                  aria-describedby={labelId}
                  onClick={() => onRevoke(guest)}
                >
                  {m.revoke}
                </Button>
              ) : null}
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
