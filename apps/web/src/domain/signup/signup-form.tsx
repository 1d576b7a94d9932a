import { accountMessages, authScreenTexts, type TRegisterResponse } from '@deckhand/contract';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import type { RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { PasswordController } from '@/lib/forms/password-controller';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useRegister } from './register';

const fieldNames = ['fullName', 'email', 'password', 'receiveOffers'] as const;

type TSignupFormProps = {
  onRegistered: (answer: TRegisterResponse) => void;
  onPendingChange?: (isPending: boolean) => void;
  /** The button's words: Continue (§2.5) on the sign-up page. */
  submitLabel?: string;
  /**
   * Inside another form (the order flow's signup step): drawn as a group, since forms do not
   * nest; Enter in a field and the button submit this sign-up, not the outer form.
   */
  isEmbedded?: boolean;
};

/**
 * Full name, Email, Password (with the rules), the offers checkbox (unchecked), Continue
 * (§2.5). Checked on blur with the contract's rules; server field errors land on the fields.
 */
export function SignupForm({
  onRegistered,
  onPendingChange,
  submitLabel = authScreenTexts.continue,
  isEmbedded = false,
}: TSignupFormProps) {
  const registration = useRegister();
  const { control, register, formState, formRef, formMessages, submitWith } = useContractForm({
    schema: 'ZRegisterRequest',
    fieldNames,
    // On /signup, sent without JavaScript, the form posts there and the server answers (pageForms).
    postedAs: isEmbedded ? undefined : 'signup',
    defaultValues: { fullName: '', email: '', password: '', receiveOffers: false },
  });
  const [fullName, email] = useWatch({ control, name: ['fullName', 'email'] });

  const onSubmit = submitWith(
    async (values) => onRegistered(await registration.mutateAsync(values)),
    { onPendingChange },
  );

  const { errors, isSubmitting } = formState;
  const fields = (
    <Stack gap="md">
      <TextInput
        label={authScreenTexts.fullName}
        autoComplete="name"
        withAsterisk
        {...register('fullName')}
        error={toFieldErrorProp(errors.fullName)}
      />
      <TextInput
        label={authScreenTexts.email}
        type="email"
        autoComplete="email"
        withAsterisk
        {...register('email')}
        error={toFieldErrorProp(errors.email)}
      />
      <PasswordController
        control={control}
        name="password"
        label={authScreenTexts.password}
        placeholder={accountMessages.signupPasswordPlaceholder}
        autoComplete="new-password"
        withAsterisk
        withRules
        names={{ fullName, email }}
      />
      <Checkbox label={authScreenTexts.receiveOffers} {...register('receiveOffers')} />
      <FormAlert messages={formMessages} />
      <Button
        type={isEmbedded ? 'button' : 'submit'}
        size="md"
        fullWidth
        loading={isSubmitting}
        onClick={isEmbedded ? () => void onSubmit() : undefined}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
  if (isEmbedded) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: forms do not nest; this one sits in the order form.
      <div
        ref={formRef as unknown as RefObject<HTMLDivElement>}
        role="form"
        aria-label={authScreenTexts.signUp}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
          event.preventDefault();
          event.stopPropagation();
          void onSubmit();
        }}
      >
        {fields}
      </div>
    );
  }
  return (
    <form
      method="post"
      data-page-form="signup"
      ref={formRef}
      noValidate
      aria-label={authScreenTexts.signUp}
      onSubmit={onSubmit}
    >
      {fields}
    </form>
  );
}
