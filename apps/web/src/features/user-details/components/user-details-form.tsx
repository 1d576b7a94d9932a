import {
  accountMessages,
  screenTexts,
  type TCountry,
  type TCurrentUser,
  type TUpdateUserDetailsRequest,
  ZUpdateUserDetailsRequest,
} from '@deckhand/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { scrollToFirstError } from '@/lib/forms/scroll-to-first-error';
import { setServerErrors } from '@/lib/forms/set-server-errors';
import { showToast } from '@/lib/toast/show-toast';
import { PhoneField } from '@/ui/phone-input/phone-field';
import { SectionCard } from '@/ui/section-card/section-card';
import { useUpdateUserDetails } from '../api/update-user-details';
import {
  findFormField,
  getDefaultValues,
  type TUserDetailsFormValues,
  toRequest,
} from './user-details-form-values';

type TUserDetailsFormProps = {
  user: TCurrentUser;
  countries: readonly TCountry[];
  isLoadingCountries: boolean;
};

const resolver = zodResolver(ZUpdateUserDetailsRequest) as unknown as Resolver<
  TUserDetailsFormValues,
  unknown,
  TUpdateUserDetailsRequest
>;

/** Name, company, address, country (zip where it has one) and phone with its dial code. */
export function UserDetailsForm({ user, countries, isLoadingCountries }: TUserDetailsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useUpdateUserDetails();
  const { register, control, handleSubmit, watch, setValue, setError, reset, formState } = useForm<
    TUserDetailsFormValues,
    unknown,
    TUpdateUserDetailsRequest
  >({
    defaultValues: getDefaultValues(user),
    resolver,
    mode: 'onTouched',
  });
  const { errors, isSubmitted } = formState;

  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: String(country.id), label: country.name })),
    [countries],
  );
  const countryId = watch('countryId');
  const country = countries.find((item) => String(item.id) === countryId);
  const hasZip = country?.hasZip ?? false;

  const onInvalid = () => scrollToFirstError(formRef.current);
  const onValid = (values: TUpdateUserDetailsRequest) => {
    setFormError(null);
    mutation.mutate(toRequest(values, hasZip), {
      onSuccess: ({ user: saved }) => {
        reset(getDefaultValues(saved));
        showToast({ kind: 'success', message: accountMessages.userDetailsSaved });
      },
      onError: (error) => {
        const { isHandled, unplaced } = setServerErrors(error, setError, findFormField);
        if (!isHandled) return;
        if (unplaced.length > 0) setFormError(unplaced.join(' '));
        scrollToFirstError(formRef.current);
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
      <Stack gap="lg">
        {formError ? (
          <Alert color="red" variant="light" title="Your details were not saved">
            {formError}
          </Alert>
        ) : null}
        <SectionCard
          title="Personal details"
          description="How we address you on orders and invoices."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <PhoneField
                  ref={field.ref}
                  name={field.name}
                  countries={countries}
                  value={{ dialCode: watch('dialCode'), phone: field.value }}
                  onChange={(next) => {
                    field.onChange(next.phone);
                    setValue('dialCode', next.dialCode, {
                      shouldDirty: true,
                      shouldValidate: isSubmitted,
                    });
                  }}
                  onBlur={field.onBlur}
                  error={errors.phone?.message}
                  dialCodeError={errors.dialCode?.message}
                  disabled={isLoadingCountries}
                />
              )}
            />
          </SimpleGrid>
        </SectionCard>
        <SectionCard title="Address" description="Used for invoices and delivery time zones.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Address"
              autoComplete="street-address"
              error={errors.address?.message}
              {...register('address')}
            />
            <TextInput
              label="City"
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
            <Controller
              control={control}
              name="countryId"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  label="Country"
                  required
                  data={countryOptions}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    const picked = countries.find((item) => String(item.id) === value);
                    if (picked && watch('dialCode') === null) {
                      setValue('dialCode', picked.dialCode, { shouldDirty: true });
                    }
                  }}
                  onBlur={field.onBlur}
                  searchable
                  nothingFoundMessage={screenTexts.nothingFound}
                  placeholder={isLoadingCountries ? 'Loading countries…' : 'Choose a country'}
                  disabled={isLoadingCountries}
                  error={errors.countryId?.message}
                  aria-invalid={errors.countryId ? true : undefined}
                  autoComplete="off"
                />
              )}
            />
            {hasZip ? (
              <TextInput
                label="Zip code"
                autoComplete="postal-code"
                error={errors.zip?.message}
                {...register('zip')}
              />
            ) : null}
          </SimpleGrid>
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
