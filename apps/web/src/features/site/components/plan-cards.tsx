import '@mantine/core/styles/Card.layer.css';
import { formatMinorUnits } from '@deckhand/contract';
import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCreditPackages } from '@/domain/pricing/get-credit-packages';
import { useSubscriptionPlans } from '@/domain/pricing/get-subscription-plans';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { QueryContent } from '@/ui/status-message/query-content';
import classes from './site-content.module.css';

/** `<CreditPacks />` in the site's content: Bronze, Silver and Gold, read live. */
export function CreditPacks() {
  return (
    <QueryContent
      query={useCreditPackages()}
      loadFailedTitle="We could not load the credit packs. Please try again."
      skeletonHeight={260}
    >
      {({ packages }) => (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {packages.map((pack) => (
            <Card key={pack.id} withBorder radius="lg" padding="lg" className={classes.card}>
              <Stack gap="xs">
                <Title order={3} fz="h4">
                  {pack.name}
                </Title>
                <Text fz="xl" fw={700}>
                  {formatMinorUnits(pack.amount, pack.currency)}
                </Text>
                <Text size="sm">
                  {`Buys ${formatMinorUnits(pack.credits, pack.currency)} of credits`}
                </Text>
                {pack.discount.percentage > 0 ? (
                  <Badge variant="light" color="green">
                    {`Save ${pack.discount.percentage}%`}
                  </Badge>
                ) : null}
                <List size="sm" spacing={4}>
                  {pack.pros.map((pro) => (
                    <List.Item key={pro}>{pro}</List.Item>
                  ))}
                </List>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </QueryContent>
  );
}

const intervalText = (months: number) => (months === 1 ? 'a month' : `every ${months} months`);

/** `<ProPlan />` in the site's content: the Pro plan of §1, read live. */
export function ProPlan() {
  return (
    <QueryContent
      query={useSubscriptionPlans()}
      loadFailedTitle="We could not load the Pro plan. Please try again."
      skeletonHeight={240}
    >
      {({ plans }) => (
        <Stack gap="md">
          {plans.map((plan) => (
            <Card key={plan.key} withBorder radius="lg" padding="lg">
              <Stack gap="sm">
                <Title order={3} fz="h4">
                  {`${plan.name} plan`}
                </Title>
                <Text fz="xl" fw={700}>
                  {`${formatMinorUnits(plan.amount, plan.currency)} ${intervalText(plan.intervalMonths)}`}
                </Text>
                <List size="sm" spacing={4}>
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
                <Button
                  component={AppLink}
                  to={paths.profile.billing.subscriptionPurchase.getHref()}
                  w="fit-content"
                >
                  {`Get ${plan.name}`}
                </Button>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </QueryContent>
  );
}
