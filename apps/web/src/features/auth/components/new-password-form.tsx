import {
  authScreenTexts,
  type TRedirectResponse,
  ZPasswordWithConfirmation,
} from '@deckhand/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { handleFormError } from '@/lib/forms/handle-form-error';
import { scrollToFirstError } from '@/lib/forms/scroll-to-first-error';
import { FormAlert } from '@/ui/form-error/form-alert';
import { PasswordField } from '@/ui/password-input/password-field';
import { useResetPassword } from '../api/reset-password';

type TNewPasswordValues = z.output<typeof ZPasswordWithConfirmation>;

const fieldNames = ['password', 'confirmPassword'] as const;

type TNewPasswordFormProps = {
  token: string;
  /** The account's address, for password managers (a hidden username field). */
  email: string | null;
  onChanged: (answer: TRedirectResponse) => void;
};

/** Password (with the rules), Confirm Password, Reset password (§2.5, §5.1). */
export function NewPasswordForm({ token, email, onChanged }: TNewPasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const reset = useResetPassword();
  const { control, handleSubmit, setError, formState } = useForm<
    z.input<typeof ZPasswordWithConfirmation>,
    unknown,
    TNewPasswordValues
  >({
    resolver: zodResolver(ZPasswordWithConfirmation),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: TNewPasswordValues) => {
    setFormMessages([]);
    try {
      onChanged(await reset.mutateAsync({ token, ...values }));
    } catch (error) {
      handleFormError(error, {
        fieldNames,
        setError,
        form: formRef.current,
        onUnplacedMessages: setFormMessages,
      });
    }
  };

  const { errors, isSubmitting } = formState;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={authScreenTexts.resetPassword}
      onSubmit={handleSubmit(onSubmit, () => scrollToFirstError(formRef.current))}
    >
      {email ? (
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      ) : null}
      <Stack gap="md">
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordField
              label={authScreenTexts.password}
              autoComplete="new-password"
              withAsterisk
              withRules
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={toFieldErrorProp(errors.password)}
            />
          )}
        />
        <Controller
          control={control}
          name="confirmPassword"
          render={({ field }) => (
            <PasswordField
              label={authScreenTexts.confirmPassword}
              autoComplete="new-password"
              withAsterisk
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={toFieldErrorProp(errors.confirmPassword)}
            />
          )}
        />
        <FormAlert messages={formMessages} />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {authScreenTexts.resetPassword}
        </Button>
      </Stack>
    </form>
  );
}
