import { subscriptionMessages as m, type TSubscriptionPlan } from '@deckhand/contract';
import { Button, List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { SectionCard } from '@/ui/section-card/section-card';
import { PlanPrice } from './plan-price';

type TPlanCardProps = {
  plan: TSubscriptionPlan;
  /** Without it, the card offers 'Get Pro' (the purchase page). */
  action?: ReactNode;
};

/** A plan with its price and features (the Pro plan of §1). */
export function PlanCard({ plan, action }: TPlanCardProps) {
  return (
    <SectionCard
      title={`The ${plan.name} plan`}
      description={m.promoText}
      actions={
        action === undefined ? (
          <Button component={AppLink} to={paths.profile.billing.subscriptionPurchase.getHref()}>
            {m.getPro}
          </Button>
        ) : (
          action
        )
      }
    >
      <PlanPrice
        amount={plan.amount}
        currency={plan.currency}
        intervalMonths={plan.intervalMonths}
      />
      <List
        spacing="xs"
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {plan.features.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
    </SectionCard>
  );
}
