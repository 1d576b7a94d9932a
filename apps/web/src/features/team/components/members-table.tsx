import {
  canRemoveMember,
  customerRoleLabels,
  findMemberChangeRefusal,
  formatDate,
  type TTeamMember,
  type TTeamRights,
} from '@deckhand/contract';
import { ActionIcon, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconUserMinus } from '@tabler/icons-react';
import { useDisplayTimeZone } from '@/lib/ssr/use-display-time-zone';
import { UserAvatar } from '@/ui/avatar/user-avatar';
import { StackedTable } from '@/ui/stacked-table/stacked-table';
import { Tooltip } from '@/ui/tooltip/tooltip';
import { PermissionBadges } from './permission-badges';

type TMembersTableProps = {
  members: readonly TTeamMember[];
  actor: TTeamRights;
  ownerCount: number;
  onEdit: (member: TTeamMember) => void;
  onRemove: (member: TTeamMember) => void;
};

/** Whether the actor may edit this member at all (never their own membership). */
export function canEditMember(actor: TTeamRights, member: TTeamMember, ownerCount: number) {
  const target = { ...member, isSelf: member.isCurrentUser };
  return findMemberChangeRefusal(actor, target, member, ownerCount) === null;
}

/** Members with avatar, role, credit permissions and join date; rows stack on mobile. */
export function MembersTable({ members, actor, ownerCount, onEdit, onRemove }: TMembersTableProps) {
  // The server's HTML is written in UTC: the dates switch to the browser's zone once hydrated.
  const timeZone = useDisplayTimeZone();
  return (
    <StackedTable verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Member</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Permissions</Table.Th>
          <Table.Th>Joined</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((member) => {
          const canEdit = canEditMember(actor, member, ownerCount);
          const canRemove =
            !member.isCurrentUser && canRemoveMember(actor.role, member.role, ownerCount);
          return (
            <Table.Tr key={member.id}>
              <Table.Td data-primary>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar name={member.name} isDecorative />
                  <Stack gap={0} miw={0}>
                    <Group gap={6}>
                      <Text fw={600} size="sm">
                        {member.name}
                      </Text>
                      {member.isCurrentUser ? (
                        <Badge size="xs" variant="outline" color="gray.7">
                          You
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {member.email}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td data-label="Role">
                <Text size="sm">{customerRoleLabels[member.role]}</Text>
              </Table.Td>
              <Table.Td data-label="Permissions">
                <PermissionBadges {...member} />
              </Table.Td>
              <Table.Td data-label="Joined">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(member.joinedAt, 'short', timeZone)}
                </Text>
              </Table.Td>
              <Table.Td data-label={canEdit || canRemove ? 'Actions' : undefined}>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {canEdit ? (
                    <Tooltip label="Change role and permissions">
                      <ActionIcon
                        variant="subtle"
                        color="gray.7"
                        aria-label={`Change role and permissions of ${member.name}`}
                        onClick={() => onEdit(member)}
                      >
                        <IconPencil size={18} stroke={1.6} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  {canRemove ? (
                    <Tooltip label="Remove from team">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        c="red.9"
                        aria-label={`Remove ${member.name}`}
                        onClick={() => onRemove(member)}
                      >
                        <IconUserMinus size={18} stroke={1.6} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
