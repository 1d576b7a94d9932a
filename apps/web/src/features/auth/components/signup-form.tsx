import {
  accountMessages,
  authScreenTexts,
  type TRegisterResponse,
  ZRegisterRequest,
} from '@deckhand/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { handleFormError } from '@/lib/forms/handle-form-error';
import { scrollToFirstError } from '@/lib/forms/scroll-to-first-error';
import { FormAlert } from '@/ui/form-error/form-alert';
import { PasswordField } from '@/ui/password-input/password-field';
import { useRegister } from '../api/register';

type TSignupInput = z.input<typeof ZRegisterRequest>;
type TSignupValues = z.output<typeof ZRegisterRequest>;

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
  const formRef = useRef<HTMLFormElement>(null);
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const registration = useRegister();
  const { control, register, handleSubmit, setError, formState } = useForm<
    TSignupInput,
    unknown,
    TSignupValues
  >({
    resolver: zodResolver(ZRegisterRequest),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { fullName: '', email: '', password: '', receiveOffers: false },
  });
  const fullName = useWatch({ control, name: 'fullName' });

  const onSubmit = async (values: TSignupValues) => {
    setFormMessages([]);
    onPendingChange?.(true);
    try {
      onRegistered(await registration.mutateAsync(values));
    } catch (error) {
      handleFormError(error, {
        fieldNames,
        setError,
        form: formRef.current,
        onUnplacedMessages: setFormMessages,
      });
    } finally {
      onPendingChange?.(false);
    }
  };

  const { errors, isSubmitting } = formState;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={authScreenTexts.signUp}
      onSubmit={handleSubmit(onSubmit, () => scrollToFirstError(formRef.current))}
    >
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
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordField
              label={authScreenTexts.password}
              placeholder={accountMessages.signupPasswordPlaceholder}
              autoComplete="new-password"
              withAsterisk
              withRules
              forbiddenWords={fullName ? [fullName] : []}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={toFieldErrorProp(errors.password)}
            />
          )}
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
