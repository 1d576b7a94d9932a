import { billingDetailsMessages, type TCountry } from '@deckhand/contract';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useAddPaymentMethod } from '@/domain/payments/payment-methods-api';
import { AddressFields, type TAddressFieldNames } from '@/lib/forms/address-fields';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FieldGrid } from '@/ui/field-grid/field-grid';
import { FormAlert } from '@/ui/form-error/form-alert';
import { emptyInvoiceValues, invoiceFields, type TInvoiceFormValues } from './invoice-form-values';

const addressNames: TAddressFieldNames<TInvoiceFormValues> = {
  street: 'street',
  city: 'city',
  state: 'state',
  postcode: 'zip',
  country: 'country',
};

type TInvoiceFormProps = { countries: readonly TCountry[]; onDone: () => void };

/** The body of the "Add invoice details" modal: where invoices go and the PO they quote. */
export function InvoiceForm({ countries, onDone }: TInvoiceFormProps) {
  const mutation = useAddPaymentMethod({ successMessage: billingDetailsMessages.invoiceAdded });
  const { register, control, formState, formRef, formMessages, submitWith } = useContractForm<
    'ZAddInvoiceRequest',
    TInvoiceFormValues
  >({
    schema: 'ZAddInvoiceRequest',
    fieldNames: invoiceFields,
    defaultValues: emptyInvoiceValues,
  });
  const { errors } = formState;

  const onSubmit = submitWith(
    async (values) => {
      await mutation.mutateAsync(values);
      onDone();
    },
    { isOtherErrorShownByApp: true },
  );

  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert messages={formMessages} title="The invoice details were not saved" />
        <FieldGrid>
          <AddressFields
            control={control}
            register={register}
            names={addressNames}
            countries={countries}
            postcodeLabel="Zip code"
            isStreetRequired
          />
          <TextInput label="VAT number" error={errors.vat?.message} {...register('vat')} />
          <TextInput label="PO number" error={errors.poNumber?.message} {...register('poNumber')} />
          <TextInput
            label="PO expires on"
            type="date"
            error={errors.poExpiresAt?.message}
            {...register('poExpiresAt')}
          />
        </FieldGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Save invoice details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
