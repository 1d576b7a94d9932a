import { subscriptionMessages as m, type TContractPlan } from '@deckhand/contract';
import { Badge, Button, Group, Text } from '@mantine/core';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { SectionCard } from '@/ui/section-card/section-card';

/**
 * My plan of a team whose plan was agreed outside the checkout (an enterprise contract): its
 * daily capacity and whom to ask; nothing to buy, no card.
 */
export function ContractPlanCard({ plan }: { plan: TContractPlan }) {
  return (
    <SectionCard
      title={m.contractPlanTitle}
      actions={
        <Badge color="green" variant="light" size="lg">
          {m.statusLabels.active}
        </Badge>
      }
    >
      <Text fw={500}>{m.contractPlanCapacity(plan.dailyCapacity)}</Text>
      <Text size="sm" c="dimmed">
        {m.contractPlanNote}
      </Text>
      <Group gap="sm">
        <Button component={AppLink} to={paths.capacityOverview.getHref()}>
          {m.contractPlanInsights}
        </Button>
        <Button component={AppLink} to={paths.site.contactUs.getHref()} variant="default">
          Contact us
        </Button>
      </Group>
    </SectionCard>
  );
}
