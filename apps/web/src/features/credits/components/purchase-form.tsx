import {
  creditMessages,
  formatMinorUnits,
  paymentMessages,
  type TCardEntryResult,
  type TCreditPackage,
  ZCreditPurchaseRequest,
} from '@deckhand/contract';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { isApiError } from '@/lib/http/api-error';
import { useInit } from '@/lib/init/get-init';
import { paths } from '@/lib/paths';
import { CardEntry } from '@/lib/payments/card-entry';
import { showToast } from '@/lib/toast/show-toast';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useAddCard } from '../api/add-card';
import { useBuyCreditPack } from '../api/buy-credit-pack';
import { bankCheckMessages, confirmBankCheck } from '../api/confirm-bank-check';
import { usePaymentMethods } from '../api/get-payment-methods';
import { CardChoice, listCards, pickDefaultCard } from './card-choice';

/** The form holds the chosen card as the radio's text; the contract's rule checks it. */
const ZPurchaseForm = z.object({
  paymentMethodId: z
    .string()
    .min(1, paymentMessages.paymentMethodRequired)
    .refine(
      (value) => ZCreditPurchaseRequest.shape.paymentMethodId.safeParse(value).success,
      paymentMessages.paymentMethodRequired,
    )
    .transform(Number),
});
type TPurchaseFormValues = { paymentMethodId: string };
const fieldNames = ['paymentMethodId'] as const;

/**
 * Pays for one pack with a saved card (or one added here). Each attempt has its own idempotency
 * key, kept while the same attempt is retried (no answer, a server error) and replaced once the
 * server has answered it (a refusal) or the card changes: the card is never charged twice.
 */
export function PurchaseForm({ pack }: { pack: TCreditPackage }) {
  const navigate = useNavigate();
  const publicKey = useInit().data?.env.paymentPublicKey ?? null;
  const methods = usePaymentMethods();
  const cards = listCards(methods.data);
  const buy = useBuyCreditPack(pack.name);
  const addCard = useAddCard();
  const [isAddingCard, setIsAddingCard] = useState(false);
  const attemptKey = useRef<string | null>(null);

  const { control, formRef, formMessages, setFormMessages, submitWith, setValue, getValues } =
    useContractForm<typeof ZPurchaseForm, TPurchaseFormValues>({
      schema: ZPurchaseForm,
      fieldNames,
      defaultValues: { paymentMethodId: '' },
    });

  // Preselect the default card once the cards are known.
  const defaultCard = pickDefaultCard(cards);
  useEffect(() => {
    if (defaultCard && !getValues('paymentMethodId')) setValue('paymentMethodId', defaultCard);
  }, [defaultCard, getValues, setValue]);

  const onCard = (card: TCardEntryResult) => {
    // A refused card is shown by the app's error handler (toast); the frame stays open.
    addCard.mutate(
      { kind: 'card', token: card.token },
      {
        onSuccess: (method) => {
          setValue('paymentMethodId', String(method.id), { shouldValidate: true });
          attemptKey.current = null;
          setIsAddingCard(false);
        },
      },
    );
  };

  const onSubmit = submitWith(
    async ({ paymentMethodId }) => {
      attemptKey.current ??= crypto.randomUUID();
      const { payment, clientSecret } = await buy.mutateAsync({
        packageId: pack.id,
        paymentMethodId,
        idempotencyKey: attemptKey.current,
      });
      attemptKey.current = null;
      if (payment.status === 'requiresAction' && clientSecret) {
        // The bank asks the customer to confirm: its check, then the webhook adds the credits.
        const refusal = await confirmBankCheck({ publicKey, clientSecret });
        if (refusal) {
          setFormMessages([refusal]);
          return;
        }
        showToast({ kind: 'info', message: bankCheckMessages.pending });
        await navigate(paths.profile.billing.creditHistory.getHref());
        return;
      }
      if (payment.status === 'succeeded') {
        await navigate(paths.profile.billing.creditHistory.getHref());
        return;
      }
      setFormMessages([payment.failureMessage ?? bankCheckMessages.pending]);
    },
    {
      isOtherErrorShownByApp: true,
      onError: (error) => {
        // Answered by the server: this attempt is over; a new one gets a new key.
        if (isApiError(error) && error.status < 500) attemptKey.current = null;
        if (isApiError(error) && error.status === 400) {
          setFormMessages([error.message]);
          return true;
        }
        return false;
      },
    },
  );

  if (methods.isPending) return <Skeleton height={160} radius="md" />;
  if (methods.isError) {
    return (
      <Alert color="red" variant="light" title="Your cards could not be loaded">
        <Button size="xs" variant="default" mt="xs" onClick={() => methods.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Pay for the pack">
      <Stack gap="md">
        {cards.length === 0 ? <Text size="sm">{creditMessages.noCards}</Text> : null}
        {cards.length > 0 ? (
          <Controller
            control={control}
            name="paymentMethodId"
            render={({ field, fieldState }) => (
              <CardChoice
                cards={cards}
                value={field.value}
                onChange={(value) => {
                  attemptKey.current = null;
                  field.onChange(value);
                }}
                error={fieldState.error?.message}
                disabled={buy.isPending}
              />
            )}
          />
        ) : null}
        {isAddingCard ? (
          <Stack gap="xs">
            <CardEntry onCard={onCard} />
            <Button
              variant="subtle"
              onClick={() => setIsAddingCard(false)}
              style={{ alignSelf: 'flex-start' }}
            >
              Cancel
            </Button>
          </Stack>
        ) : (
          <Button
            variant="default"
            onClick={() => setIsAddingCard(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {creditMessages.addCard}
          </Button>
        )}
        <FormAlert messages={formMessages} title="The pack was not bought" />
        <Group justify="flex-end">
          <Button type="submit" loading={buy.isPending} disabled={cards.length === 0}>
            {creditMessages.pay} {formatMinorUnits(pack.amount, pack.currency)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
