import {
  accountMessages,
  type TChangePasswordRequest,
  type TCurrentUser,
  ZChangePasswordRequest,
} from '@deckhand/contract';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { PasswordController } from '@/lib/forms/password-controller';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { isApiError } from '@/lib/http/api-error';
import { showToast } from '@/lib/toast/show-toast';
import { SectionCard } from '@/ui/section-card/section-card';
import { useChangePassword } from '../api/change-password';

const emptyValues: TChangePasswordRequest = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
};

const fieldNames = ['currentPassword', 'password', 'confirmPassword'] as const;

/** Anything but a 422 was already shown by the app's error handler (the mutation's default). */
const isShownGlobally = (error: unknown) => !isApiError(error) || error.status !== 422;

/** Current password, then a new one with the rules of §5.1 and its confirmation. */
export function ChangePasswordForm({ user }: { user: TCurrentUser }) {
  const mutation = useChangePassword();
  const { control, reset, formRef, formMessages, submitWith } = useContractForm({
    schema: ZChangePasswordRequest,
    fieldNames,
    defaultValues: emptyValues,
  });
  const forbiddenWords = [user.name, user.company ?? ''].filter(Boolean);

  const onSubmit = submitWith(
    async (values) => {
      await mutation.mutateAsync(values);
      reset(emptyValues);
      showToast({ kind: 'success', message: accountMessages.passwordChanged });
    },
    { onError: isShownGlobally },
  );

  return (
    <SectionCard
      title="Change password"
      description="Changing your password signs you out on every other device."
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formMessages.length > 0 ? (
            <Alert color="red" variant="light" title="Your password was not changed">
              {formMessages.join(' ')}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordController
              control={control}
              name="currentPassword"
              label="Current password"
              autoComplete="current-password"
              required
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordController
              control={control}
              name="password"
              label="New password"
              autoComplete="new-password"
              required
              withRules
              forbiddenWords={forbiddenWords}
            />
            <PasswordController
              control={control}
              name="confirmPassword"
              label="Confirm new password"
              autoComplete="new-password"
              required
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
