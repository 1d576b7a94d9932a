import { authScreenTexts, ZResetRequestParams } from '@deckhand/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { handleFormError } from '@/lib/forms/handle-form-error';
import { scrollToFirstError } from '@/lib/forms/scroll-to-first-error';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useRequestPasswordReset } from '../api/request-password-reset';

type TResetRequestValues = z.output<typeof ZResetRequestParams>;

const fieldNames = ['email'] as const;

type TResetRequestFormProps = {
  onSent: (result: { email: string; redirectUrl?: string }) => void;
};

/** The reset request: Email and Continue (§2.5); the email is checked on blur. */
export function ResetRequestForm({ onSent }: TResetRequestFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const resetRequest = useRequestPasswordReset();
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof ZResetRequestParams>,
    unknown,
    TResetRequestValues
  >({
    resolver: zodResolver(ZResetRequestParams),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: TResetRequestValues) => {
    setFormMessages([]);
    try {
      const { redirectUrl } = await resetRequest.mutateAsync(email);
      onSent({ email, ...(redirectUrl ? { redirectUrl } : {}) });
    } catch (error) {
      handleFormError(error, {
        fieldNames,
        setError,
        form: formRef.current,
        onUnplacedMessages: setFormMessages,
      });
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={authScreenTexts.forgotPassword}
      onSubmit={handleSubmit(onSubmit, () => scrollToFirstError(formRef.current))}
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
