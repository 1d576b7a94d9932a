import {
  billingDetailsMessages,
  screenTexts,
  type TCountry,
  ZAddInvoiceRequest,
} from '@deckhand/contract';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAddPaymentMethod } from '@/lib/payments/payment-methods-api';
import { FieldGrid } from '@/ui/field-grid/field-grid';
import { FormAlert } from '@/ui/form-error/form-alert';
import { emptyInvoiceValues, invoiceFields, type TInvoiceFormValues } from './invoice-form-values';

type TInvoiceFormProps = { countries: readonly TCountry[]; onDone: () => void };

/** The body of the "Add invoice details" modal: where invoices go and the PO they quote. */
export function InvoiceForm({ countries, onDone }: TInvoiceFormProps) {
  const mutation = useAddPaymentMethod({ successMessage: billingDetailsMessages.invoiceAdded });
  const { register, control, formState, formRef, formMessages, submitWith } = useContractForm<
    typeof ZAddInvoiceRequest,
    TInvoiceFormValues
  >({
    schema: ZAddInvoiceRequest,
    fieldNames: invoiceFields,
    defaultValues: emptyInvoiceValues,
  });
  const { errors } = formState;
  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: String(country.id), label: country.name })),
    [countries],
  );

  const onSubmit = submitWith(
    async (values) => {
      await mutation.mutateAsync(values);
      onDone();
    },
    { isOtherErrorShownByApp: true },
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert messages={formMessages} title="The invoice details were not saved" />
        <FieldGrid>
          <TextInput
            label="Street"
            required
            autoComplete="street-address"
            error={errors.street?.message}
            {...register('street')}
          />
          <TextInput
            label="City"
            required
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextInput
            label="State"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state')}
          />
          <TextInput
            label="Zip code"
            autoComplete="postal-code"
            error={errors.zip?.message}
            {...register('zip')}
          />
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label="Country"
                required
                data={countryOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchable
                nothingFoundMessage={screenTexts.nothingFound}
                placeholder="Choose a country"
                error={errors.country?.message}
                aria-invalid={errors.country ? true : undefined}
                autoComplete="off"
                comboboxProps={{ withinPortal: true }}
              />
            )}
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
