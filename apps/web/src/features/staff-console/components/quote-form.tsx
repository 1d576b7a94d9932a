import '@mantine/core/styles/NumberInput.layer.css';
import { quoteMessages, quoteRules, toMajorUnits, toMinorUnits } from '@deckhand/contract';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { showToast } from '@/lib/toast/show-toast';
import { FormAlert } from '@/ui/form-error/form-alert';
import { GrowTextarea } from '@/ui/grow-textarea/grow-textarea';
import { usePriceQuote } from '../api/staff-orders-api';

/** The number field holds a number, or text while a decimal is typed ('4500.'). */
type TQuoteFormValues = { amount: number | string; deliveryAt: string; note: string };

/**
 * Staff price a requested quote: the total in the order's currency and the promised delivery
 * (in the staff member's own time zone, sent as UTC), with a note for the customer.
 */
export function QuoteForm({
  orderId,
  currency,
  onDone,
}: {
  orderId: number;
  currency: string;
  onDone: () => void;
}) {
  const priceQuote = usePriceQuote(orderId);
  const { control, register, formRef, formMessages, submitWith, formState } = useContractForm<
    'ZStaffQuoteForm',
    TQuoteFormValues
  >({
    schema: 'ZStaffQuoteForm',
    fieldNames: ['amount', 'deliveryAt', 'note'],
    defaultValues: { amount: '', deliveryAt: '', note: '' },
  });
  const onSubmit = submitWith(
    async (values) => {
      const at = new Date(values.deliveryAt);
      await priceQuote.mutateAsync({
        total: toMinorUnits(values.amount),
        promisedDeliveryAt: Number.isNaN(at.getTime()) ? values.deliveryAt : at.toISOString(),
        ...(values.note ? { note: values.note } : {}),
      });
      showToast({ kind: 'success', message: quoteMessages.priced });
      onDone();
    },
    { isOtherErrorShownByApp: true },
  );
  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <NumberInput
              label={`Price (${currency})`}
              withAsterisk
              decimalScale={2}
              min={toMajorUnits(quoteRules.totalMin)}
              max={toMajorUnits(quoteRules.totalMax)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={toFieldErrorProp(formState.errors.amount)}
              maw={240}
            />
          )}
        />
        <TextInput
          type="datetime-local"
          label="Promised delivery"
          description="In your own time zone; the customer sees it in theirs."
          withAsterisk
          {...register('deliveryAt')}
          error={toFieldErrorProp(formState.errors.deliveryAt)}
          maw={280}
        />
        <GrowTextarea
          label="Note to the customer"
          minRows={2}
          maxLength={quoteRules.noteMax}
          {...register('note')}
          error={toFieldErrorProp(formState.errors.note)}
        />
        <FormAlert messages={formMessages} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Send quote
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
