import { subscriptionMessages as m, type TOnlineSubscriptionsPopup } from '@deckhand/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useInit } from '@/lib/init/get-init';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { useBrowserState } from '@/lib/ssr/use-browser-state';
import { Modal } from '@/ui/dialogs/dialogs';
import { useRememberModal } from './remember-modal';
import { findPendingUpsellOffer } from './upsell-popup';

const isSubscriptionOffer = (popup: { key: string }): popup is TOnlineSubscriptionsPopup =>
  popup.key === 'onlineSubscriptions';

/**
 * §3 modal flag onlineSubscriptionsPopup: the Pro plan, bought online with a card, offered once on
 * the orders list. The server decides who (init's 'onlineSubscriptions' popup: may buy it, has no
 * subscription, orders often, has not answered it); answering sets the flag in the customer
 * settings. One offer per visit: while the upsell pack is still to be answered on this device,
 * this one waits for a later visit.
 */
export function SubscriptionOfferPopup() {
  const { data: init } = useInit();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const rememberModal = useRememberModal();
  const popups = init?.popups ?? [];
  // Read once per visit after hydration; until then an upsell counts as pending.
  const [isUpsellPending] = useBrowserState(() => !!findPendingUpsellOffer(popups), true);
  const [isAnswered, setIsAnswered] = useState(false);
  const offer = popups.find(isSubscriptionOffer);
  if (!offer || !user?.manageCredits || user.subscription) return null;

  const isOpen =
    !isAnswered &&
    !isUpsellPending &&
    pathname === paths.profile.orders.getHref() &&
    user.settings.modals?.onlineSubscriptionsPopup !== true;
  const answer = () => {
    setIsAnswered(true);
    void rememberModal('onlineSubscriptionsPopup');
  };

  return (
    <Modal opened={isOpen} onClose={answer} title={m.offerTitle} centered>
      <Stack gap="lg">
        <Text>{m.offerText(offer.orders, offer.days)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={answer}>
            {m.offerDismiss}
          </Button>
          <Button
            component={AppLink}
            to={paths.profile.billing.subscriptionPurchase.getHref()}
            onClick={answer}
          >
            {m.offerAction}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
