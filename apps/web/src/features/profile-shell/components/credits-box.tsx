import {
  accountMessages,
  formatMoney,
  getCreditsBoxState,
  type TCurrentUser,
} from '@deckhand/contract';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';

import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';

type TCreditsBoxProps = { user: TCurrentUser; onNavigate?: () => void };

const buyCreditsLabel = 'Buy credits';

/**
 * The sidebar credits box of §6: the available balance for users with purchased packages, else
 * the credit-pack offer. Only users who manage credits get the link to buy them.
 */
export function CreditsBox({ user, onNavigate }: TCreditsBoxProps) {
  const { state, canBuy } = getCreditsBoxState(user);
  if (state === 'hidden') return null;
  const buyLink = canBuy ? (
    <Anchor
      component={AppLink}
      to={paths.profile.billing.creditsPurchase.getHref()}
      size="sm"
      fw={600}
      onClick={onNavigate}
    >
      {buyCreditsLabel}
    </Anchor>
  ) : null;

  return (
    <Paper withBorder radius="md" p="sm" bg="brand.0" aria-label="Credits" component="section">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconCoins
          size={20}
          stroke={1.6}
          color="var(--mantine-color-brand-7)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        {state === 'balance' ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              Available balance
            </Text>
            <Text fw={700} size="lg" lh={1.2} data-testid="credits-balance">
              {formatMoney(user.balance, user.currency)}
            </Text>
            {buyLink}
          </Stack>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {accountMessages.creditsOffer}
            </Text>
            {buyLink}
          </Stack>
        )}
      </Group>
    </Paper>
  );
}
