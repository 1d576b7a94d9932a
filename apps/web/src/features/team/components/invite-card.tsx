import {
  customerRoleLabels,
  inviteLifetimeDays,
  type TInviteLinkResponse,
  type TInviteMembersRequest,
  teamInviteLimit,
  teamMessages,
  validationMessages,
} from '@deckhand/contract';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCopy, IconLink, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { copyToClipboard } from '@/lib/clipboard/copy-to-clipboard';
import { formatDate } from '@/lib/format/format-date';
import { setServerErrors } from '@/lib/forms/set-server-errors';
import { ChipInput } from '@/ui/chip-input/chip-input';
import { FormErrors } from '@/ui/form-error/form-errors';
import { SectionCard } from '@/ui/section-card/section-card';
import { useCreateInviteLink } from '../api/create-invite-link';
import { useInviteMembers } from '../api/invite-members';
import {
  emptyInvite,
  findInvitableRoles,
  findInviteField,
  inviteResolver,
  isInviteEmail,
  splitMessages,
  type TInviteFormValues,
  withInviteAddresses,
} from './invite-form-values';
import { permissionLabels } from './team-labels';

export const copyInviteLinkLabel = 'Copy invite link';

/** Invite by email (chips, up to the limit) or by a shareable link, with a role and permissions. */
export function InviteCard({ actorRole }: { actorRole: string | null }) {
  const [link, setLink] = useState<TInviteLinkResponse | null>(null);
  const invite = useInviteMembers();
  const createLink = useCreateInviteLink();
  const { control, register, handleSubmit, getValues, setError, clearErrors, reset, formState } =
    useForm<TInviteFormValues, unknown, TInviteMembersRequest>({
      defaultValues: emptyInvite,
      resolver: inviteResolver,
    });
  const { errors } = formState;
  const roleOptions = findInvitableRoles(actorRole).map((role) => ({
    value: role,
    label: customerRoleLabels[role],
  }));

  const onSend = (values: TInviteMembersRequest) =>
    invite.mutate(values, {
      onSuccess: () => reset({ ...getValues(), emails: [] }),
      onError: (error) => {
        const { unplaced } = setServerErrors(
          withInviteAddresses(error, values.emails),
          setError,
          findInviteField,
        );
        if (unplaced.length > 0) setError('emails', { message: unplaced.join('\n') });
      },
    });

  const onCopyLink = () => {
    const { role, manageCredits, seeCreditBalance } = getValues();
    if (!role) {
      setError('role', { message: teamMessages.roleRequired });
      return;
    }
    clearErrors('role');
    createLink.mutate(
      { role, manageCredits, seeCreditBalance },
      {
        onSuccess: (created) => {
          setLink(created);
          void copyToClipboard(created.url);
        },
        onError: (error) => setServerErrors(error, setError, findInviteField),
      },
    );
  };

  return (
    <SectionCard
      title="Invite people"
      description={`Invite colleagues by email, or share a link. Invitations expire after ${inviteLifetimeDays} days.`}
    >
      <form onSubmit={handleSubmit(onSend)} noValidate>
        <Stack gap="md">
          <Controller
            control={control}
            name="emails"
            render={({ field }) => (
              <ChipInput
                {...field}
                label="Email addresses"
                description="Press Enter, space or comma after each address, or paste a list."
                placeholder="name@company.com"
                validate={isInviteEmail}
                limit={teamInviteLimit}
                invalidChipText={validationMessages.email}
                error={
                  errors.emails ? (
                    <FormErrors errors={splitMessages(errors.emails.message)} />
                  ) : undefined
                }
              />
            )}
          />
          <Group align="flex-end" gap="lg">
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  label="Role"
                  data={roleOptions}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  error={errors.role?.message}
                  w={{ base: '100%', xs: 200 }}
                />
              )}
            />
            <Stack gap="xs" pb={4}>
              <Checkbox label={permissionLabels.manageCredits} {...register('manageCredits')} />
              <Checkbox
                label={permissionLabels.seeCreditBalance}
                {...register('seeCreditBalance')}
              />
            </Stack>
          </Group>
          <Group gap="sm">
            <Button type="submit" loading={invite.isPending} leftSection={<IconSend size={18} />}>
              Send invitations
            </Button>
            <Button
              variant="default"
              onClick={onCopyLink}
              loading={createLink.isPending}
              leftSection={<IconLink size={18} />}
            >
              {copyInviteLinkLabel}
            </Button>
          </Group>
          {link ? (
            <Stack gap={4}>
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  label="Invite link"
                  value={link.url}
                  readOnly
                  flex={1}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Tooltip label="Copy again">
                  <ActionIcon
                    variant="default"
                    size={36}
                    aria-label="Copy the invite link again"
                    onClick={() => void copyToClipboard(link.url)}
                  >
                    <IconCopy size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Text size="xs" c="dimmed">
                Anyone with this link can join your team until {formatDate(link.expiresAt)}.
              </Text>
            </Stack>
          ) : null}
        </Stack>
      </form>
    </SectionCard>
  );
}
