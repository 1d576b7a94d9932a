import { subscriptionMessages as m } from '@deckhand/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { AppLink } from '@/lib/links/app-link';
import { useModalManager } from '@/lib/modals/modal-context';
import { paths } from '@/lib/paths';

/**
 * The Pro plan promotion modal of §2.5 (users without a subscription, §6): the plan in a sentence
 * and its Learn More link to the plans page. Opened by whoever decides to show it (the sidebar
 * promotion, the 'pro' modal flag of §3).
 */
export function useProPlanPromo() {
  const { openModal } = useModalManager();
  return useMemo(
    () => ({
      /** `canBuy`: the person may buy the plan (manageCredits): the modal offers Get Pro too. */
      openProPlanPromo: ({ canBuy = false }: { canBuy?: boolean } = {}) =>
        openModal({
          title: m.promoTitle,
          render: (close) => (
            <Stack gap="lg">
              <Text>{m.promoText}</Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close}>
                  Close
                </Button>
                <Button
                  component={AppLink}
                  to={paths.site.plans.getHref()}
                  onClick={close}
                  variant={canBuy ? 'default' : 'filled'}
                >
                  {m.learnMore}
                </Button>
                {canBuy ? (
                  <Button
                    component={AppLink}
                    to={paths.profile.billing.subscriptionPurchase.getHref()}
                    onClick={close}
                  >
                    {m.getPro}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          ),
        }),
    }),
    [openModal],
  );
}
