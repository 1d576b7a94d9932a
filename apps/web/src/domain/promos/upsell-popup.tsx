import {
  formatMoney,
  creditMessages as m,
  type TInitPopup,
  type TUpsellPopup,
} from '@deckhand/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useInit } from '@/lib/init/get-init';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { useBrowserState } from '@/lib/ssr/use-browser-state';
import { readCheckedJson, writeJson } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';
import { isStringList } from '@/lib/storage/stored-shapes';
import { Modal } from '@/ui/dialogs/dialogs';

type TUpsellOffer = TUpsellPopup;

const isUpsellOffer = (popup: TInitPopup): popup is TUpsellOffer => popup.key === 'upsell';

const readAnswered = () => readCheckedJson('local', storageKeys.dismissedPopups, isStringList, []);

/** An offer is remembered by what it offers: a new offer shows again. */
const offerKey = (offer: TUpsellOffer) =>
  `${offer.key}:${offer.amount}:${offer.slides}:${offer.discount}:${offer.percentage}`;

/** The upsell offer of init not answered yet on this device (read from local storage). */
export function findPendingUpsellOffer(popups: readonly TInitPopup[]): TUpsellOffer | null {
  const offer = popups.find(isUpsellOffer);
  return offer && !readAnswered().includes(offerKey(offer)) ? offer : null;
}

/**
 * Where the offer is made: the pages about orders and money, not in the middle of another task
 * (a form, a purchase) and not on the credit pages, which make the offer themselves.
 */
const offerPages = [
  paths.profile.orders.getHref(),
  paths.profile.billing.overview.getHref(),
  paths.profile.billing.paymentsHistory.getHref(),
];

/**
 * The upsell popup of init (§3 popups): the server offers a credit pack to people who manage
 * credits and never bought one. Shown once, on the pages of offerPages; answering it either way
 * is remembered in local storage.
 */
export function UpsellPopup() {
  const { data: init } = useInit();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const [answered, setAnswered] = useBrowserState<string[]>(readAnswered, []);
  const offer = init?.popups.find(isUpsellOffer);
  const answer = useCallback(() => {
    if (!offer) return;
    const next = [...new Set([...readAnswered(), offerKey(offer)])];
    writeJson('local', storageKeys.dismissedPopups, next);
    setAnswered(next);
  }, [offer, setAnswered]);

  const isOfferPage = offerPages.includes(pathname);
  const isOpen = !!offer && !!user && isOfferPage && !answered.includes(offerKey(offer));
  if (!offer || !user) return null;
  const money = (amount: number) => formatMoney(amount, user.currency);

  return (
    <Modal opened={isOpen} onClose={answer} title={m.upsellTitle(offer.percentage)} centered>
      <Stack gap="lg">
        <Text>
          {m.upsellText({
            amount: money(offer.amount),
            slides: offer.slides,
            discount: money(offer.discount),
          })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={answer}>
            {m.upsellDismiss}
          </Button>
          <Button component={AppLink} to={paths.profile.billing.credits.getHref()} onClick={answer}>
            {m.upsellAction}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
