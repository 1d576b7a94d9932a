import { subscriptionMessages as m } from '@deckhand/contract';
import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';

/** /my-profile/billing/subscription/thank-you: after buying the plan, what happens next. */
export function SubscriptionThankYouPage() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" maw={640}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" color="green.9" variant="light" aria-hidden>
            <IconCircleCheck size={24} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {m.thankYouHeading}
          </Title>
        </Group>
        <Text>{m.thankYouText}</Text>
        <Stack gap="xs">
          <Title order={2} fz="h4">
            What happens next
          </Title>
          <List spacing="xs">
            {m.thankYouNextSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Stack>
        <Group gap="sm">
          <Button component={AppLink} to={paths.order.now.getHref()}>
            {m.thankYouOrderLink}
          </Button>
          <Button
            component={AppLink}
            to={paths.profile.billing.subscription.getHref()}
            variant="default"
          >
            {m.thankYouPlanLink}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
