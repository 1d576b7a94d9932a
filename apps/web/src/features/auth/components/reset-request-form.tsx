import { authScreenTexts } from '@deckhand/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useRequestPasswordReset } from '../api/request-password-reset';

const fieldNames = ['email'] as const;

type TResetRequestFormProps = {
  onSent: (result: { email: string; redirectUrl?: string }) => void;
};

/** The reset request: Email and Continue (§2.5); the email is checked on blur. */
export function ResetRequestForm({ onSent }: TResetRequestFormProps) {
  const resetRequest = useRequestPasswordReset();
  const { register, formState, formRef, formMessages, submitWith } = useContractForm({
    schema: 'ZResetRequestParams',
    fieldNames,
    defaultValues: { email: '' },
  });

  const onSubmit = submitWith(async ({ email }) => {
    const { redirectUrl } = await resetRequest.mutateAsync(email);
    onSent({ email, ...(redirectUrl ? { redirectUrl } : {}) });
  });

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      aria-label={authScreenTexts.forgotPassword}
      onSubmit={onSubmit}
    >
      <Stack gap="md">
        <TextInput
          label={authScreenTexts.email}
          type="email"
          autoComplete="email"
          withAsterisk
          {...register('email')}
          error={toFieldErrorProp(formState.errors.email)}
        />
        <FormAlert messages={formMessages} />
        <Button type="submit" size="md" fullWidth loading={formState.isSubmitting}>
          {authScreenTexts.continue}
        </Button>
      </Stack>
    </form>
  );
}
