import '@mantine/core/styles/Radio.layer.css';
import {
  findPricedPaymentMethods,
  formatMoney,
  orderFormLimits,
  type TPaymentResult,
  type TPricedPayment,
  type TPricedPaymentMethod,
} from '@deckhand/contract';
import { Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useConfirmBankCheck } from '@/domain/payments/confirm-bank-check';
import { PayWithCard, pickDefaultCard } from '@/domain/payments/pay-with-card';
import { usePaymentMethods } from '@/domain/payments/payment-methods-api';
import { usePaymentAttempt } from '@/domain/payments/use-payment-attempt';
import { useCurrentUser } from '@/lib/init/use-current-user';

const methodLabels: Record<TPricedPaymentMethod, string> = {
  credits: 'Pay with credits',
  card: 'Pay by card',
  invoice: 'Pay by invoice',
};

export const pricedPaymentMessages = {
  chooseCard: 'Choose a card, or add one.',
  noMethod: 'Ask the owner of your team: your role cannot pay for orders.',
  bankPending: 'Your bank is still confirming the payment. This page updates once it is done.',
} as const;

/**
 * How the customer pays what is priced on its own (an accepted quote, an extra revision round):
 * the methods this person may use, as in the order form (credits to those who see the balance;
 * card and invoice to those who manage credits), the card and the PO number, one idempotency key
 * per attempt, and the bank's check when it asks for one. With `storeAs`, the attempt is kept in
 * the tab's session until it ends (usePaymentAttempt), so a page reloaded during the bank's check
 * can send it again and reopen the check.
 */
export function usePricedPayment(options: { storeAs?: string } = {}) {
  const { user } = useCurrentUser();
  const confirmBankCheck = useConfirmBankCheck();
  const attempt = usePaymentAttempt(options);
  const cards = usePaymentMethods();
  const methods = user ? findPricedPaymentMethods(user) : [];
  const [method, setMethod] = useState<TPricedPaymentMethod | null>(methods[0] ?? null);
  const [cardId, setCardId] = useState<number | null>(null);
  const [poNumber, setPoNumber] = useState('');
  const chosenCard = cardId ?? pickDefaultCard(cards.data);

  return {
    user,
    methods,
    method,
    chooseMethod: (next: string) => {
      setMethod(methods.find((item) => item === next) ?? null);
      attempt.reset();
    },
    chosenCard,
    chooseCard: (id: number | null) => {
      setCardId(id);
      attempt.reset();
    },
    poNumber,
    setPoNumber,
    attempt,
    /** The payment as the API takes it; null when a card is asked for and none is chosen. */
    toPayment: (): TPricedPayment | null => {
      if (method === 'card') {
        return chosenCard === null ? null : { method, paymentMethodId: chosenCard };
      }
      if (method === 'invoice') return { method, poNumber };
      return method ? { method } : null;
    },
    /**
     * After the API answered: runs the bank's check when it asks for one. Resolves with what to
     * tell the customer when the payment is not done (the bank's refusal, or still pending).
     */
    confirmIfAsked: async (payment: TPaymentResult | null): Promise<string | null> => {
      if (payment?.payment.status !== 'requiresAction' || !payment.clientSecret) {
        attempt.reset();
        return null;
      }
      // Until the check ends, a reloaded page finds the attempt (attempt.findBankCheck).
      attempt.waitForBankCheck();
      const refusal = await confirmBankCheck(payment.clientSecret);
      attempt.reset();
      return refusal ?? pricedPaymentMessages.bankPending;
    },
  };
}

export type TPricedPaymentChoice = ReturnType<typeof usePricedPayment>;

/** The method picker, the card list and the PO number of usePricedPayment. */
export function PricedPaymentFields({
  choice,
  label,
}: {
  choice: TPricedPaymentChoice;
  label: string;
}) {
  const { user, methods, method } = choice;
  if (methods.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {pricedPaymentMessages.noMethod}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Radio.Group label={label} value={method} onChange={choice.chooseMethod}>
        <Stack gap="xs" mt="xs">
          {methods.map((item) => (
            <Paper key={item} withBorder radius="md" p="md">
              <Radio
                value={item}
                label={methodLabels[item]}
                description={
                  item === 'credits' && user
                    ? `Your balance: ${formatMoney(user.balance, user.currency)}`
                    : undefined
                }
              />
            </Paper>
          ))}
        </Stack>
      </Radio.Group>
      {method === 'card' ? (
        <PayWithCard value={choice.chosenCard} onChange={choice.chooseCard} />
      ) : null}
      {method === 'invoice' ? (
        <TextInput
          label="PO number"
          description="Optional: the purchase order number your invoice should quote."
          value={choice.poNumber}
          onChange={(event) => choice.setPoNumber(event.currentTarget.value)}
          maxLength={orderFormLimits.poNumberMax}
          maw={320}
        />
      ) : null}
    </Stack>
  );
}
