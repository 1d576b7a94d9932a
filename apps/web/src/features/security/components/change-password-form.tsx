import {
  accountMessages,
  type TChangePasswordRequest,
  type TCurrentUser,
  ZChangePasswordRequest,
} from '@deckhand/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { scrollToFirstError } from '@/lib/forms/scroll-to-first-error';
import { setServerErrors } from '@/lib/forms/set-server-errors';
import { showToast } from '@/lib/toast/show-toast';
import { PasswordField } from '@/ui/password-input/password-field';
import { SectionCard } from '@/ui/section-card/section-card';
import { useChangePassword } from '../api/change-password';

const emptyValues: TChangePasswordRequest = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
};

const fields: readonly Path<TChangePasswordRequest>[] = [
  'currentPassword',
  'password',
  'confirmPassword',
];
const findField = (name: string) => fields.find((field) => field === name) ?? null;

/** Current password, then a new one with the rules of §5.1 and its confirmation. */
export function ChangePasswordForm({ user }: { user: TCurrentUser }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useChangePassword();
  const { control, handleSubmit, setError, reset, formState } = useForm<TChangePasswordRequest>({
    defaultValues: emptyValues,
    resolver: zodResolver(ZChangePasswordRequest),
    mode: 'onTouched',
  });
  const { errors } = formState;
  const forbiddenWords = [user.name, user.company ?? ''].filter(Boolean);

  const onValid = (values: TChangePasswordRequest) => {
    setFormError(null);
    mutation.mutate(values, {
      onSuccess: () => {
        reset(emptyValues);
        showToast({ kind: 'success', message: accountMessages.passwordChanged });
      },
      onError: (error) => {
        const { isHandled, unplaced } = setServerErrors(error, setError, findField);
        if (!isHandled) return;
        if (unplaced.length > 0) setFormError(unplaced.join(' '));
        scrollToFirstError(formRef.current);
      },
    });
  };

  return (
    <SectionCard
      title="Change password"
      description="Changing your password signs you out on every other device."
    >
      <form
        ref={formRef}
        onSubmit={handleSubmit(onValid, () => scrollToFirstError(formRef.current))}
        noValidate
      >
        <Stack gap="md">
          {formError ? (
            <Alert color="red" variant="light" title="Your password was not changed">
              {formError}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="currentPassword"
              render={({ field }) => (
                <PasswordField
                  {...field}
                  label="Current password"
                  autoComplete="current-password"
                  required
                  error={errors.currentPassword?.message}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="password"
              render={({ field }) => (
                <PasswordField
                  {...field}
                  label="New password"
                  autoComplete="new-password"
                  required
                  withRules
                  forbiddenWords={forbiddenWords}
                  error={errors.password?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="confirmPassword"
              render={({ field }) => (
                <PasswordField
                  {...field}
                  label="Confirm new password"
                  autoComplete="new-password"
                  required
                  error={errors.confirmPassword?.message}
                />
              )}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
