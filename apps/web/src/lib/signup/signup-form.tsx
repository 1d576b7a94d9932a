import {
  accountMessages,
  authScreenTexts,
  type TRegisterResponse,
  ZRegisterRequest,
} from '@deckhand/contract';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { PasswordController } from '@/lib/forms/password-controller';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useRegister } from '../api/register';

const fieldNames = ['fullName', 'email', 'password', 'receiveOffers'] as const;

type TSignupFormProps = {
  onRegistered: (answer: TRegisterResponse) => void;
  onPendingChange?: (isPending: boolean) => void;
};

/**
 * Full name, Email, Password (with the rules), the offers checkbox (unchecked), Continue
 * (§2.5). Checked on blur with the contract's rules; server field errors land on the fields.
 */
export function SignupForm({ onRegistered, onPendingChange }: TSignupFormProps) {
  const registration = useRegister();
  const { control, register, formState, formRef, formMessages, submitWith } = useContractForm({
    schema: ZRegisterRequest,
    fieldNames,
    defaultValues: { fullName: '', email: '', password: '', receiveOffers: false },
  });
  const [fullName, email] = useWatch({ control, name: ['fullName', 'email'] });

  const onSubmit = submitWith(
    async (values) => onRegistered(await registration.mutateAsync(values)),
    { onPendingChange },
  );

  const { errors, isSubmitting } = formState;
  return (
    <form ref={formRef} noValidate aria-label={authScreenTexts.signUp} onSubmit={onSubmit}>
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
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {authScreenTexts.continue}
        </Button>
      </Stack>
    </form>
  );
}
