import {
  accountMessages,
  type TChangePasswordRequest,
  type TCurrentUser,
} from '@deckhand/contract';
import { Button, Group, Stack } from '@mantine/core';
import { PasswordController } from '@/lib/forms/password-controller';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { showToast } from '@/lib/toast/show-toast';
import { FieldGrid } from '@/ui/field-grid/field-grid';
import { FormAlert } from '@/ui/form-error/form-alert';
import { SectionCard } from '@/ui/section-card/section-card';
import { useChangePassword } from '../api/change-password';

const emptyValues: TChangePasswordRequest = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
};

const fieldNames = ['currentPassword', 'password', 'confirmPassword'] as const;

/** Current password, then a new one with the rules of §5.1 and its confirmation. */
export function ChangePasswordForm({ user }: { user: TCurrentUser }) {
  const mutation = useChangePassword();
  const { control, reset, formRef, formMessages, submitWith } = useContractForm({
    schema: 'ZChangePasswordRequest',
    fieldNames,
    defaultValues: emptyValues,
  });
  const names = {
    fullName: user.name,
    email: user.email,
    companyNames: [user.company, user.organisationName],
  };

  const onSubmit = submitWith(
    async (values) => {
      await mutation.mutateAsync(values);
      reset(emptyValues);
      showToast({ kind: 'success', message: accountMessages.passwordChanged });
    },
    { isOtherErrorShownByApp: true },
  );

  return (
    <SectionCard
      title="Change password"
      description="Changing your password signs you out on every other device."
    >
      <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert messages={formMessages} title="Your password was not changed" />
          <FieldGrid>
            <PasswordController
              control={control}
              name="currentPassword"
              label="Current password"
              autoComplete="current-password"
              required
            />
          </FieldGrid>
          <FieldGrid>
            <PasswordController
              control={control}
              name="password"
              label="New password"
              autoComplete="new-password"
              required
              withRules
              names={names}
            />
            <PasswordController
              control={control}
              name="confirmPassword"
              label="Confirm new password"
              autoComplete="new-password"
              required
            />
          </FieldGrid>
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
