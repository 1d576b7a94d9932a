import {
  findCouldSaveOffer,
  formatMinorUnits,
  creditMessages as m,
  type TOrderConfirmation,
} from '@deckhand/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getCreditPackagesQueryOptions } from '@/domain/pricing/get-credit-packages';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { Modal } from '@/ui/dialogs/dialogs';
import { useRememberModal } from './remember-modal';

type TProps = { order: Pick<TOrderConfirmation, 'status' | 'paymentMethod' | 'price'> };

/**
 * §3 modal flag couldSavePopup: on the confirmation of an order paid by card, what the best credit
 * pack would have saved on it (findCouldSaveOffer), to people who may buy packs (manageCredits).
 * Shown once per person: answering it, or closing it, sets the flag in their customer settings.
 */
export function CouldSavePopup({ order }: TProps) {
  const { user } = useCurrentUser();
  const rememberModal = useRememberModal();
  const isCandidate =
    !!user &&
    user.manageCredits &&
    user.settings.modals?.couldSavePopup !== true &&
    order.paymentMethod === 'card' &&
    order.status === 'received' &&
    !!order.price;
  const packages = useQuery({ ...getCreditPackagesQueryOptions(), enabled: isCandidate });
  const offer =
    isCandidate && order.price && packages.data
      ? findCouldSaveOffer({
          total: order.price.total,
          currency: order.price.currency,
          packages: packages.data.packages,
        })
      : null;
  // Held once known, so answering (which sets the flag, and so clears `offer`) closes it gently.
  const [shown, setShown] = useState<typeof offer>(null);
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    if (!offer || shown) return;
    setShown(offer);
    setIsOpen(true);
  }, [offer, shown]);
  if (!shown || !order.price) return null;

  const answer = () => {
    setIsOpen(false);
    void rememberModal('couldSavePopup');
  };
  const saving = formatMinorUnits(shown.saving, order.price.currency);

  return (
    <Modal opened={isOpen} onClose={answer} title={m.couldSaveTitle} centered>
      <Stack gap="lg">
        <Text>{m.couldSaveText({ saving, pack: shown.pack, percentage: shown.percentage })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={answer}>
            {m.couldSaveDismiss}
          </Button>
          <Button component={AppLink} to={paths.profile.billing.credits.getHref()} onClick={answer}>
            {m.couldSaveAction}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
