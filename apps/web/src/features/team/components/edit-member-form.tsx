import {
  canChangeMemberRole,
  customerRoleLabels,
  customerRoles,
  modalButtons,
  type TTeamMember,
  type TUpdateMemberRequest,
} from '@deckhand/contract';
import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { FormErrors } from '@/ui/form-error/form-errors';
import { useUpdateMember } from '../api/update-member';
import { permissionLabels, roleDescriptions } from './team-labels';

type TEditMemberFormProps = {
  member: TTeamMember;
  actorRole: string | null;
  ownerCount: number;
  onDone: () => void;
};

/** Role and credit permissions of one member, in a dialog; only roles the actor may give. */
export function EditMemberForm({ member, actorRole, ownerCount, onDone }: TEditMemberFormProps) {
  const [values, setValues] = useState<TUpdateMemberRequest>({
    role: member.role,
    manageCredits: member.manageCredits,
    seeCreditBalance: member.seeCreditBalance,
  });
  const [errors, setErrors] = useState<string[]>([]);
  const update = useUpdateMember();
  const roles = customerRoles.filter((role) =>
    canChangeMemberRole(actorRole, member.role, { nextRole: role, ownerCount }),
  );

  const onSave = () => {
    setErrors([]);
    update.mutate(
      { id: member.id, body: values },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error) && error.status === 422 && error.errors) {
            setErrors(Object.values(error.errors).flat());
          }
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {member.name} · {member.email}
      </Text>
      <Radio.Group
        label="Role"
        value={values.role}
        onChange={(role) =>
          setValues((current) => ({ ...current, role: role as typeof current.role }))
        }
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
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Credits
        </Text>
        <Checkbox
          label={permissionLabels.manageCredits}
          checked={values.manageCredits}
          onChange={(event) => {
            const { checked } = event.currentTarget;
            setValues((current) => ({ ...current, manageCredits: checked }));
          }}
        />
        <Checkbox
          label={permissionLabels.seeCreditBalance}
          checked={values.seeCreditBalance}
          onChange={(event) => {
            const { checked } = event.currentTarget;
            setValues((current) => ({ ...current, seeCreditBalance: checked }));
          }}
        />
      </Stack>
      <FormErrors errors={errors} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {modalButtons.cancel}
        </Button>
        <Button onClick={onSave} loading={update.isPending}>
          {modalButtons.save}
        </Button>
      </Group>
    </Stack>
  );
}
