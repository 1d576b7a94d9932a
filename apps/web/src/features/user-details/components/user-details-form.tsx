import { accountMessages, type TCountry, type TCurrentUser } from '@deckhand/contract';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { AddressFields, type TAddressFieldNames } from '@/lib/forms/address-fields';
import { PhoneController } from '@/lib/forms/phone-controller';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { showToast } from '@/lib/toast/show-toast';
import { FieldGrid } from '@/ui/field-grid/field-grid';
import { FormAlert } from '@/ui/form-error/form-alert';
import { SectionCard } from '@/ui/section-card/section-card';
import { useUpdateUserDetails } from '../api/update-user-details';
import {
  getDefaultValues,
  type TUserDetailsFormValues,
  toRequest,
  userDetailsFields,
} from './user-details-form-values';

const addressNames: TAddressFieldNames<TUserDetailsFormValues> = {
  street: 'address',
  city: 'city',
  state: 'state',
  postcode: 'zip',
  country: 'countryId',
};

type TUserDetailsFormProps = {
  user: TCurrentUser;
  countries: readonly TCountry[];
  isLoadingCountries: boolean;
};

/** Name, company, address, country (zip where it has one) and phone with its dial code. */
export function UserDetailsForm({ user, countries, isLoadingCountries }: TUserDetailsFormProps) {
  const mutation = useUpdateUserDetails();
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
  } = useContractForm<'ZUpdateUserDetailsRequest', TUserDetailsFormValues>({
    schema: 'ZUpdateUserDetailsRequest',
    fieldNames: userDetailsFields,
    defaultValues: getDefaultValues(user),
  });
  const { errors, isSubmitted } = formState;

  const countryId = watch('countryId');
  const country = countries.find((item) => String(item.id) === countryId);
  const hasZip = country?.hasZip ?? false;

  const onSubmit = submitWith(
    async (values) => {
      const { user: saved } = await mutation.mutateAsync(toRequest(values, hasZip));
      reset(getDefaultValues(saved));
      showToast({ kind: 'success', message: accountMessages.userDetailsSaved });
    },
    { isOtherErrorShownByApp: true },
  );

  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormAlert messages={formMessages} title="Your details were not saved" />
        <SectionCard
          title="Personal details"
          description="How we address you on orders and invoices."
        >
          <FieldGrid>
            <TextInput
              label="Full name"
              required
              autoComplete="name"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextInput
              label="Email"
              value={user.email}
              readOnly
              variant="filled"
              autoComplete="email"
            />
            <TextInput
              label="Company"
              autoComplete="organization"
              error={errors.company?.message}
              {...register('company')}
            />
            <PhoneController
              control={control}
              name="phone"
              countries={countries}
              dialCode={watch('dialCode')}
              onDialCodeChange={(dialCode) =>
                setValue('dialCode', dialCode, {
                  shouldDirty: true,
                  shouldValidate: isSubmitted,
                })
              }
              dialCodeError={errors.dialCode?.message}
              disabled={isLoadingCountries}
            />
          </FieldGrid>
        </SectionCard>
        <SectionCard title="Address" description="Used for invoices and delivery time zones.">
          <FieldGrid>
            <AddressFields
              control={control}
              register={register}
              names={addressNames}
              countries={countries}
              isLoadingCountries={isLoadingCountries}
              streetLabel="Address"
              postcodeLabel="Zip code"
              postcodePlacement={hasZip ? 'afterCountry' : 'hidden'}
              onCountryChange={(value) => {
                const picked = countries.find((item) => String(item.id) === value);
                if (picked && watch('dialCode') === null) {
                  setValue('dialCode', picked.dialCode, { shouldDirty: true });
                }
              }}
            />
          </FieldGrid>
        </SectionCard>
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} size="md">
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
