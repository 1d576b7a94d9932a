import {
  canInviteRole,
  customerRoleLabels,
  formatDate,
  type TInvite,
  type TTeamRights,
} from '@deckhand/contract';
import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconLink, IconMail } from '@tabler/icons-react';
import { useDisplayTimeZone } from '@/lib/ssr/use-display-time-zone';
import { StackedTable } from '@/ui/stacked-table/stacked-table';
import { PermissionBadges } from './permission-badges';

type TInvitesTableProps = {
  invites: readonly TInvite[];
  actor: TTeamRights;
  onRevoke: (invite: TInvite) => void;
};

export const inviteLinkLabel = 'Shareable invite link';

/** Invitations not yet accepted: address (or link), role, permissions, expiry and revoke. */
export function InvitesTable({ invites, actor, onRevoke }: TInvitesTableProps) {
  // The server's HTML is written in UTC: the dates switch to the browser's zone once hydrated.
  const timeZone = useDisplayTimeZone();
  return (
    <StackedTable verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Invitation</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Permissions</Table.Th>
          <Table.Th>Expires</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invites.map((invite) => {
          const label = invite.email ?? inviteLinkLabel;
          const Icon = invite.email ? IconMail : IconLink;
          const canRevoke = canInviteRole(actor.role, invite.role);
          return (
            <Table.Tr key={invite.id}>
              <Table.Td data-primary>
                <Group gap="xs" wrap="nowrap">
                  <Icon size={18} stroke={1.6} color="var(--mantine-color-gray-7)" aria-hidden />
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {label}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td data-label="Role">
                <Text size="sm">{customerRoleLabels[invite.role]}</Text>
              </Table.Td>
              <Table.Td data-label="Permissions">
                <PermissionBadges {...invite} />
              </Table.Td>
              <Table.Td data-label="Expires">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(invite.expiresAt, 'short', timeZone)}
                </Text>
              </Table.Td>
              <Table.Td data-label={canRevoke ? 'Actions' : undefined}>
                {canRevoke ? (
                  <Group justify="flex-end">
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      c="red.9"
                      onClick={() => onRevoke(invite)}
                      aria-label={`Revoke the invitation for ${label}`}
                    >
                      Revoke
                    </Button>
                  </Group>
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
