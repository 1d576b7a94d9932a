import {
  canGrantPermission,
  customerRoleLabels,
  inviteLifetimeDays,
  type TInviteFailure,
  type TInviteLinkResponse,
  type TTeamGrant,
  type TTeamRights,
  teamInviteLimit,
  teamMessages,
  teamPermissions,
  validationMessages,
} from '@deckhand/contract';
import { Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconLink, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { copyToClipboard } from '@/lib/clipboard/copy-to-clipboard';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { ChipInput } from '@/ui/chip-input/chip-input';
import { FormAlert } from '@/ui/form-error/form-alert';
import { FormErrors } from '@/ui/form-error/form-errors';
import { SectionCard } from '@/ui/section-card/section-card';
import { useCreateInviteLink } from '../api/create-invite-link';
import { useInviteMembers } from '../api/invite-members';
import {
  emptyInvite,
  findInvitableRoles,
  inviteFieldNames,
  isInviteEmail,
  keepUnsentChips,
  readInviteFailures,
} from './invite-form-values';
import { InviteLinkBox } from './invite-link-box';
import { permissionLabels } from './team-labels';

export const copyInviteLinkLabel = 'Copy invite link';

/**
 * Invite by email (chips, up to the limit) or by a shareable link, with a role and the credit
 * permissions the actor may give. Sending invites every valid address; what stays in the field
 * is what was not invited, each chip with its reason.
 */
export function InviteCard({ actor }: { actor: TTeamRights }) {
  const [link, setLink] = useState<{ link: TInviteLinkResponse; grant: TTeamGrant } | null>(null);
  const [failures, setFailures] = useState<TInviteFailure[]>([]);
  const invite = useInviteMembers();
  const createLink = useCreateInviteLink();
  const { control, register, getValues, reset, trigger, formState, ...form } = useContractForm({
    schema: 'ZInviteMembersForm',
    fieldNames: inviteFieldNames,
    defaultValues: emptyInvite,
  });
  const { errors } = formState;
  const chips = useWatch({ control, name: 'emails' });
  const lacksPermission = teamPermissions.some((key) => !canGrantPermission(actor, key));
  const roleOptions = findInvitableRoles(actor).map((role) => ({
    value: role,
    label: customerRoleLabels[role],
  }));

  const failureOf = (value: string) =>
    failures.find((failure) => failure.email === value.toLowerCase());
  const isChipAccepted = (value: string) => isInviteEmail(value) && !failureOf(value);
  const describeChip = (value: string) => failureOf(value)?.message ?? validationMessages.email;
  const chipProblems = chips
    .filter((chip) => !isChipAccepted(chip.value))
    .map((chip) => teamMessages.inviteFailed(chip.value, describeChip(chip.value)));
  // With chips explained, "at least one email" says nothing more.
  const fieldMessages = (errors.emails?.message?.split('\n') ?? []).filter(
    (message) => chipProblems.length === 0 || message !== teamMessages.emailsRequired,
  );
  const emailMessages = [...chipProblems, ...fieldMessages];

  const onSend = form.submitWith(
    async (values) => {
      const entered = getValues('emails');
      try {
        const result = await invite.mutateAsync(values);
        setFailures(result.failed);
        const invited = result.invites.flatMap((item) => (item.email ? [item.email] : []));
        // A fresh form (no error shown for an empty field) holding what was not invited.
        reset({ ...getValues(), emails: keepUnsentChips(entered, invited) });
      } catch (error) {
        const refused = readInviteFailures(error, values.emails);
        if (!refused) throw error;
        setFailures(refused);
      }
    },
    { isOtherErrorShownByApp: true },
  );

  const onCopyLink = async () => {
    if (!(await trigger('role'))) return;
    const { role, manageCredits, seeCreditBalance } = getValues();
    const grant = { role, manageCredits, seeCreditBalance };
    createLink.mutate(grant, {
      onSuccess: (created) => {
        setLink({ link: created, grant });
        void copyToClipboard(created.url);
      },
    });
  };

  return (
    <SectionCard
      title="Invite people"
      description={`Invite colleagues by email, or share a link. Invitations expire after ${inviteLifetimeDays} days.`}
    >
      <form method="post" ref={form.formRef} onSubmit={onSend} noValidate>
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
                validate={isChipAccepted}
                limit={teamInviteLimit}
                invalidChipText={describeChip}
                error={emailMessages.length > 0 ? <FormErrors errors={emailMessages} /> : undefined}
              />
            )}
          />
          <Stack gap={6}>
            <Group align="flex-end" gap="lg">
              <Controller
                control={control}
                name="role"
                render={({ field }) => (
                  // The browser's own select: a few roles, the phone's picker, no combobox code.
                  <NativeSelect
                    ref={field.ref}
                    name={field.name}
                    label="Role"
                    data={roleOptions}
                    value={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.value)}
                    onBlur={field.onBlur}
                    error={errors.role?.message}
                    w={{ base: '100%', xs: 200 }}
                  />
                )}
              />
              <Stack gap="xs" pb={4}>
                {teamPermissions.map((permission) => (
                  <Checkbox
                    key={permission}
                    label={permissionLabels[permission]}
                    disabled={!canGrantPermission(actor, permission)}
                    {...register(permission)}
                  />
                ))}
              </Stack>
            </Group>
            {lacksPermission ? (
              <Text size="xs" c="dimmed">
                {teamMessages.permissionNotHeld}
              </Text>
            ) : null}
          </Stack>
          <FormAlert messages={form.formMessages} />
          <Group gap="sm">
            <Button type="submit" loading={invite.isPending} leftSection={<IconSend size={18} />}>
              Send invitations
            </Button>
            <Button
              variant="default"
              onClick={() => void onCopyLink()}
              loading={createLink.isPending}
              leftSection={<IconLink size={18} />}
            >
              {copyInviteLinkLabel}
            </Button>
          </Group>
          {link ? <InviteLinkBox link={link.link} grant={link.grant} /> : null}
        </Stack>
      </form>
    </SectionCard>
  );
}
