import { billingDetailsMessages, type TBillingProfile, type TCountry } from '@deckhand/contract';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { AddressFields, type TAddressFieldNames } from '@/lib/forms/address-fields';
import { PhoneController } from '@/lib/forms/phone-controller';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { showToast } from '@/lib/toast/show-toast';
import { FieldGrid } from '@/ui/field-grid/field-grid';
import { FormAlert } from '@/ui/form-error/form-alert';
import { SectionCard } from '@/ui/section-card/section-card';
import { useSaveBillingProfile } from '../api/save-billing-profile';
import {
  billingAddressFields,
  getDefaultValues,
  pickPhoneCountry,
  type TBillingAddressFormValues,
} from './billing-address-form-values';

const addressNames: TAddressFieldNames<TBillingAddressFormValues> = {
  street: 'street',
  city: 'city',
  state: 'state',
  postcode: 'postcode',
  country: 'country',
};

type TBillingAddressFormProps = {
  profile: TBillingProfile;
  countries: readonly TCountry[];
  isLoadingCountries: boolean;
};

/** The billing address of §3 with the phone's country, and the details printed on receipts. */
export function BillingAddressForm({
  profile,
  countries,
  isLoadingCountries,
}: TBillingAddressFormProps) {
  const mutation = useSaveBillingProfile();
  const {
    register,
    control,
    watch,
    setValue,
    reset,
    formState,
    formRef,
    formMessages,
    submitWith,
  } = useContractForm<'ZUpdateBillingProfileRequest', TBillingAddressFormValues>({
    schema: 'ZUpdateBillingProfileRequest',
    fieldNames: billingAddressFields,
    defaultValues: getDefaultValues(profile),
  });
  const { errors, isSubmitted } = formState;

  const phoneCountryId = watch('phoneCountryId');
  const phoneDialCode =
    countries.find((country) => String(country.id) === phoneCountryId)?.dialCode ?? null;

  const onSubmit = submitWith(
    async (values) => {
      const saved = await mutation.mutateAsync(values);
      reset(getDefaultValues(saved));
      showToast({ kind: 'success', message: billingDetailsMessages.profileSaved });
    },
    { isOtherErrorShownByApp: true },
  );

  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
      <SectionCard
        title="Billing address"
        description="Printed on your receipts and invoices, with your company and VAT number."
      >
        <Stack gap="lg">
          <FormAlert messages={formMessages} title="Your billing details were not saved" />
          <FieldGrid>
            <TextInput
              label="Company name"
              autoComplete="organization"
              error={errors.companyName?.message}
              {...register('companyName')}
            />
            <TextInput
              label="VAT number"
              description="EU companies: invoices without VAT need it."
              error={errors.vatNumber?.message}
              {...register('vatNumber')}
            />
            <TextInput
              label="Billing email"
              type="email"
              autoComplete="email"
              error={errors.billingEmail?.message}
              {...register('billingEmail')}
            />
            <AddressFields
              control={control}
              register={register}
              names={addressNames}
              countries={countries}
              isLoadingCountries={isLoadingCountries}
              isStreetRequired
              onCountryChange={(value) => {
                if (watch('phoneCountryId') === null) {
                  setValue('phoneCountryId', value, { shouldDirty: true });
                }
              }}
            />
            <PhoneController
              control={control}
              name="phoneNumber"
              countries={countries}
              dialCode={phoneDialCode}
              onDialCodeChange={(dialCode) => {
                if (dialCode !== phoneDialCode) {
                  const picked = pickPhoneCountry(countries, dialCode, [
                    watch('phoneCountryId'),
                    watch('country'),
                  ]);
                  setValue('phoneCountryId', picked, {
                    shouldDirty: true,
                    shouldValidate: isSubmitted,
                  });
                }
              }}
              dialCodeError={errors.phoneCountryId?.message}
              disabled={isLoadingCountries}
            />
          </FieldGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              Save billing address
            </Button>
          </Group>
        </Stack>
      </SectionCard>
    </form>
  );
}
