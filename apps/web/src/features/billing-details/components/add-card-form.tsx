import { billingDetailsMessages, type TCardEntryResult } from '@deckhand/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { CardEntry } from '@/lib/payments/card-entry';
import { useAddPaymentMethod } from '../api/add-payment-method';

type TAddCardFormProps = { onDone: () => void };

/** The body of the "Add card" modal: the gateway's card form, then the card is saved. */
export function AddCardForm({ onDone }: TAddCardFormProps) {
  const mutation = useAddPaymentMethod(billingDetailsMessages.cardAdded);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onCard = async (card: TCardEntryResult) => {
    setRefusal(null);
    try {
      await mutation.mutateAsync({ kind: 'card', token: card.token });
      onDone();
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
