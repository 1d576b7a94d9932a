import { authScreenTexts, type TRedirectResponse } from '@deckhand/contract';
import { Button, Stack } from '@mantine/core';
import { PasswordController } from '@/lib/forms/password-controller';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useResetPassword } from '../api/reset-password';

const fieldNames = ['password', 'confirmPassword'] as const;

type TNewPasswordFormProps = {
  token: string;
  /**
   * The account's address, for password managers (a hidden username field) and the password's
   * name rule.
   */
  email: string | null;
  onChanged: (answer: TRedirectResponse) => void;
};

/** Password (with the rules), Confirm Password, Reset password (§2.5, §5.1). */
export function NewPasswordForm({ token, email, onChanged }: TNewPasswordFormProps) {
  const reset = useResetPassword();
  const { control, formState, formRef, formMessages, submitWith } = useContractForm({
    schema: 'ZPasswordWithConfirmation',
    fieldNames,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = submitWith(async (values) =>
    onChanged(await reset.mutateAsync({ token, ...values })),
  );

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      aria-label={authScreenTexts.resetPassword}
      onSubmit={onSubmit}
    >
      {email ? (
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      ) : null}
      <Stack gap="md">
        <PasswordController
          control={control}
          name="password"
          label={authScreenTexts.password}
          autoComplete="new-password"
          withAsterisk
          withRules
          names={{ email }}
        />
        <PasswordController
          control={control}
          name="confirmPassword"
          label={authScreenTexts.confirmPassword}
          autoComplete="new-password"
          withAsterisk
        />
        <FormAlert messages={formMessages} />
        <Button type="submit" size="md" fullWidth loading={formState.isSubmitting}>
          {authScreenTexts.resetPassword}
        </Button>
      </Stack>
    </form>
  );
}
