import { orderReviewMessages as m } from '@deckhand/contract';
import { Button, Group, Stack } from '@mantine/core';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';
import { GrowTextarea } from '@/ui/grow-textarea/grow-textarea';
import { PricedPaymentFields, type usePricedPayment } from './priced-payment';
import { RevisionPinList } from './revision-pin-list';

type TRevisionPins = Parameters<typeof RevisionPinList>[0]['pins'];

type TRevisionFormProps = {
  pinsToSend: TRevisionPins;
  isPaidRound: boolean;
  choice: ReturnType<typeof usePricedPayment>;
  /** The extra round's price, formatted. */
  price: string;
  paymentNote: string | null;
  send: (notes: string) => Promise<void>;
  /** Shows a payment's refusal by the payment; false for any other error (the app shows it). */
  onPaymentError: (error: unknown) => boolean;
  onCancel: () => void;
};

/**
 * The revision request: its notes (optional with open comments to send, which it lists), how a
 * paid round pays, Cancel and Send. Mounted only while the customer writes one: react-hook-form
 * renders the component that holds a form a second time as it mounts, synchronously inside the
 * commit, and held by the card it did so to the whole card on every load of the order page.
 */
export function RevisionForm({
  pinsToSend,
  isPaidRound,
  choice,
  price,
  paymentNote,
  send,
  onPaymentError,
  onCancel,
}: TRevisionFormProps) {
  const hasPinsToSend = pinsToSend.length > 0;
  const { register, formRef, formMessages, submitWith, formState } = useContractForm({
    // With open comments on the slides the request says what to change; the notes only add.
    schema: hasPinsToSend ? 'ZRevisionWithPinsForm' : 'ZRevisionRequestForm',
    fieldNames: ['notes'],
    defaultValues: { notes: '' },
  });
  const onRevise = submitWith(({ notes }) => send(notes), {
    isOtherErrorShownByApp: true,
    onError: onPaymentError,
  });
  return (
    <form method="post" ref={formRef} onSubmit={onRevise} noValidate>
      <Stack gap="sm">
        {hasPinsToSend ? <RevisionPinList pins={pinsToSend} /> : null}
        <GrowTextarea
          label={m.notesLabel}
          withAsterisk={!hasPinsToSend}
          minRows={3}
          maxRows={10}
          {...register('notes')}
          error={toFieldErrorProp(formState.errors.notes)}
        />
        {isPaidRound ? <PricedPaymentFields choice={choice} label={m.payWith} /> : null}
        <FormAlert messages={paymentNote ? [...formMessages, paymentNote] : formMessages} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={formState.isSubmitting}
            disabled={isPaidRound && choice.methods.length === 0}
          >
            {isPaidRound ? m.payExtraRound(price) : m.sendRevision}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
