import {
  accountMessages,
  canSeeBilling,
  showsEnterpriseBanner,
  showsProPromo,
  type TCurrentUser,
} from '@deckhand/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper, IconSparkles } from '@tabler/icons-react';
import { useProPlanPromo } from '@/domain/promos/use-pro-plan-promo';

type TPlanPromosProps = { user: TCurrentUser; onNavigate?: () => void };

/**
 * The Pro plan promotion (no subscription) or the enterprise banner (subscription), §6. Learn More
 * opens the Pro plan promo modal of §2.5.
 */
export function PlanPromos({ user, onNavigate }: TPlanPromosProps) {
  const { openProPlanPromo } = useProPlanPromo();
  if (showsEnterpriseBanner(user)) {
    return (
      <Paper radius="md" p="sm" bg="ink.9" c="white" component="section" aria-label="Enterprise">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconBuildingSkyscraper size={20} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={500}>
            {accountMessages.enterpriseBanner}
          </Text>
        </Group>
      </Paper>
    );
  }
  if (!showsProPromo(user)) return null;
  return (
    <Paper radius="md" p="sm" bg="ink.9" c="white" component="section" aria-label="Pro plan">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconSparkles
            size={20}
            stroke={1.6}
            color="var(--mantine-color-yellow-4)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text size="sm">{accountMessages.proPromo}</Text>
        </Group>
        <Button
          size="xs"
          variant="white"
          color="ink.9"
          w="fit-content"
          // Tapped before the page has hydrated, it opens once it has (app/rendering/held-clicks.ts).
          data-replay-click=""
          onClick={() => {
            onNavigate?.();
            openProPlanPromo({ canBuy: canSeeBilling(user) });
          }}
        >
          {accountMessages.proPromoAction}
        </Button>
      </Stack>
    </Paper>
  );
}
