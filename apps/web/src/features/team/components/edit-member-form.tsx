import '@mantine/core/styles/Radio.layer.css';
import {
  canGrantPermission,
  customerRoleLabels,
  customerRoles,
  findMemberChangeRefusal,
  modalButtons,
  type TTeamMember,
  type TTeamRights,
  teamMessages,
  teamPermissions,
} from '@deckhand/contract';
import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useUpdateMember } from '../api/update-member';
import { permissionLabels, roleDescriptions } from './team-labels';

type TEditMemberFormProps = {
  member: TTeamMember;
  actor: TTeamRights;
  ownerCount: number;
  onDone: () => void;
};

const fieldNames = ['role', 'manageCredits', 'seeCreditBalance'] as const;

/**
 * Role and credit permissions of one member, in a dialog: only the roles the actor may give,
 * and the permissions the actor holds (the others stay as they are).
 */
export function EditMemberForm({ member, actor, ownerCount, onDone }: TEditMemberFormProps) {
  const update = useUpdateMember();
  const target = { ...member, isSelf: member.isCurrentUser };
  const roles = customerRoles.filter(
    (role) => findMemberChangeRefusal(actor, target, { ...member, role }, ownerCount) === null,
  );
  const lacksPermission = teamPermissions.some((key) => !canGrantPermission(actor, key));
  const { control, formRef, formMessages, submitWith, formState } = useContractForm({
    schema: 'ZUpdateMemberRequest',
    fieldNames,
    defaultValues: {
      role: member.role,
      manageCredits: member.manageCredits,
      seeCreditBalance: member.seeCreditBalance,
    },
  });

  const onSave = submitWith(
    async (values) => {
      await update.mutateAsync({ id: member.id, body: values });
      onDone();
    },
    { isOtherErrorShownByApp: true },
  );

  return (
    <form method="post" ref={formRef} onSubmit={onSave} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {member.name} · {member.email}
        </Text>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Radio.Group
              label="Role"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={formState.errors.role?.message}
            >
              <Stack gap="xs" mt="xs">
                {roles.map((role) => (
                  <Radio
                    key={role}
                    value={role}
                    label={customerRoleLabels[role]}
                    description={roleDescriptions[role]}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Credits
          </Text>
          {teamPermissions.map((permission) => (
            <Controller
              key={permission}
              control={control}
              name={permission}
              render={({ field }) => (
                <Checkbox
                  ref={field.ref}
                  name={field.name}
                  label={permissionLabels[permission]}
                  checked={field.value}
                  disabled={!canGrantPermission(actor, permission)}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
          ))}
          {lacksPermission ? (
            <Text size="xs" c="dimmed">
              {teamMessages.permissionNotHeld}
            </Text>
          ) : null}
        </Stack>
        <FormAlert messages={formMessages} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {modalButtons.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {modalButtons.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
