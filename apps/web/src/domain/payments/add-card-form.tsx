import type { TCardEntryResult, TPaymentMethod } from '@deckhand/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { CardEntry } from './card-entry';
import { useAddPaymentMethod } from './payment-methods-api';

type TAddCardFormProps = {
  /** Called with the saved card. */
  onAdded: (method: TPaymentMethod) => void;
  /** A success toast once the card is saved; none when left out. */
  successMessage?: string;
};

/**
 * Adding a card: the gateway's card form (CardEntry), then the card is saved. The gateway's
 * refusal (a 422) is shown here; other errors go to the app's handler.
 */
export function AddCardForm({ onAdded, successMessage }: TAddCardFormProps) {
  const mutation = useAddPaymentMethod({ successMessage });
  const [refusal, setRefusal] = useState<string | null>(null);

  const onCard = async (card: TCardEntryResult) => {
    setRefusal(null);
    try {
      onAdded(await mutation.mutateAsync({ kind: 'card', token: card.token }));
    } catch (error) {
      // A 422 is the gateway refusing the card: its words go here. Others: the app's toast.
      if (isApiError(error) && error.status === 422) {
        const messages = Object.values(error.errors ?? {}).flat();
        setRefusal(messages[0] ?? error.message);
      }
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Your card details go straight to our payment provider; we keep only the brand, the last four
        digits and the expiry date.
      </Text>
      {refusal ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="The card was not added"
          icon={<IconAlertCircle size={18} aria-hidden />}
        >
          {refusal}
        </Alert>
      ) : null}
      {mutation.isPending ? (
        <Text size="sm" role="status">
          Saving the card…
        </Text>
      ) : null}
      <CardEntry onCard={onCard} />
    </Stack>
  );
}
