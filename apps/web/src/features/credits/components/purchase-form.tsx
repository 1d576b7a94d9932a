import { creditMessages, formatMinorUnits, type TCreditPackage } from '@deckhand/contract';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useConfirmBankCheck } from '@/domain/payments/confirm-bank-check';
import { listCards, PayWithCard, pickDefaultCard } from '@/domain/payments/pay-with-card';
import { usePaymentMethods } from '@/domain/payments/payment-methods-api';
import { usePaymentAttempt } from '@/domain/payments/use-payment-attempt';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { isApiError } from '@/lib/http/api-error';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toast/show-toast';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useBuyCreditPack } from '../api/buy-credit-pack';
import { bankCheckMessages } from '../api/confirm-bank-check';

/** The form holds the chosen card as the radio's text; the contract's rule checks it. */
type TPurchaseFormValues = { paymentMethodId: string };
const fieldNames = ['paymentMethodId'] as const;

/**
 * Pays for one pack with a saved card (or one added here). Each attempt has its own idempotency
 * key, kept while the same attempt is retried (no answer, a server error) and replaced once the
 * server has answered it (a refusal) or the card changes: the card is never charged twice. The
 * attempt is kept in the tab's session too: a page reloaded while the bank's check was open pays
 * the same attempt again, which answers the check again, and reopens it.
 */
export function PurchaseForm({ pack }: { pack: TCreditPackage }) {
  const navigate = useNavigate();
  const confirmBankCheck = useConfirmBankCheck();
  const queryClient = useQueryClient();
  const methods = usePaymentMethods();
  const cards = listCards(methods.data);
  const buy = useBuyCreditPack(pack.name);
  const attempt = usePaymentAttempt({ storeAs: 'credit-pack' });

  const { control, formRef, formMessages, setFormMessages, submitWith, setValue, getValues } =
    useContractForm<'ZCreditPurchaseForm', TPurchaseFormValues>({
      schema: 'ZCreditPurchaseForm',
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
        idempotencyKey: attempt.keyForAttempt({ packageId: pack.id, paymentMethodId }),
      });
      if (payment.status === 'requiresAction' && clientSecret) {
        // The bank asks the customer to confirm: its check, then the webhook adds the credits.
        // Until it ends, a reload finds the attempt and opens the check again.
        attempt.waitForBankCheck();
        const refusal = await confirmBankCheck(clientSecret);
        attempt.reset();
        if (refusal) {
          setFormMessages([refusal]);
          return;
        }
        showToast({ kind: 'info', message: bankCheckMessages.pending });
        // The check may have settled the payment already (the sandbox's page does at once).
        await queryClient.invalidateQueries(getInitQueryOptions());
        await navigate(paths.profile.billing.creditHistory.getHref());
        return;
      }
      attempt.reset();
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

  // A reload while the bank's check was open: the same attempt is sent again (same key, same
  // card), the server answers the check's client secret again, and the check reopens.
  const isResumed = useRef(false);
  const isLoaded = !methods.isPending;
  useEffect(() => {
    if (!isLoaded || isResumed.current) return;
    isResumed.current = true;
    const waiting = attempt.findBankCheck();
    if (!waiting || waiting.for.packageId !== pack.id) return;
    setValue('paymentMethodId', String(waiting.for.paymentMethodId));
    formRef.current?.requestSubmit();
  }, [isLoaded, attempt, pack.id, setValue, formRef]);

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
