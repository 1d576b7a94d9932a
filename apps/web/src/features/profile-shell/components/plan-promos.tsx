import {
  accountMessages,
  showsEnterpriseBanner,
  showsProPromo,
  type TCurrentUser,
} from '@deckhand/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper, IconSparkles } from '@tabler/icons-react';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';

type TPlanPromosProps = { user: TCurrentUser; onNavigate?: () => void };

/** The Pro plan promotion (no subscription) or the enterprise banner (subscription), §6. */
export function PlanPromos({ user, onNavigate }: TPlanPromosProps) {
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
          component={AppLink}
          to={paths.site.plans.getHref()}
          size="xs"
          variant="white"
          color="ink.9"
          w="fit-content"
          onClick={onNavigate}
        >
          {accountMessages.proPromoAction}
        </Button>
      </Stack>
    </Paper>
  );
}
