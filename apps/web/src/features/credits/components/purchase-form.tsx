import {
  creditMessages,
  formatMinorUnits,
  paymentMessages,
  type TCreditPackage,
  ZCreditPurchaseRequest,
} from '@deckhand/contract';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { confirmBankCheck } from '@/domain/payments/confirm-bank-check';
import { listCards, PayWithCard, pickDefaultCard } from '@/domain/payments/pay-with-card';
import { usePaymentMethods } from '@/domain/payments/payment-methods-api';
import { usePaymentAttempt } from '@/domain/payments/use-payment-attempt';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { isApiError } from '@/lib/http/api-error';
import { useInit } from '@/lib/init/get-init';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toast/show-toast';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useBuyCreditPack } from '../api/buy-credit-pack';
import { bankCheckMessages } from '../api/confirm-bank-check';

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
  const attempt = usePaymentAttempt();

  const { control, formRef, formMessages, setFormMessages, submitWith, setValue, getValues } =
    useContractForm<typeof ZPurchaseForm, TPurchaseFormValues>({
      schema: ZPurchaseForm,
      fieldNames,
      defaultValues: { paymentMethodId: '' },
    });

  // Preselect the default card once the cards are known.
  const defaultCard = pickDefaultCard(methods.data);
  useEffect(() => {
    if (defaultCard !== null && !getValues('paymentMethodId')) {
      setValue('paymentMethodId', String(defaultCard));
    }
  }, [defaultCard, getValues, setValue]);

  const onSubmit = submitWith(
    async ({ paymentMethodId }) => {
      const { payment, clientSecret } = await buy.mutateAsync({
        packageId: pack.id,
        paymentMethodId,
        idempotencyKey: attempt.keyForAttempt(),
      });
      attempt.reset();
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
        attempt.onError(error);
        if (isApiError(error) && error.status === 400) {
          setFormMessages([error.message]);
          return true;
        }
        return false;
      },
    },
  );

  if (methods.isPending) return <Skeleton height={160} radius="md" />;

  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate aria-label="Pay for the pack">
      <Stack gap="md">
        <Controller
          control={control}
          name="paymentMethodId"
          render={({ field, fieldState }) => (
            <PayWithCard
              value={field.value ? Number(field.value) : null}
              onChange={(id) => {
                attempt.reset();
                field.onChange(String(id));
              }}
              error={fieldState.error?.message}
              disabled={buy.isPending}
              emptyText={creditMessages.noCards}
            />
          )}
        />
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
