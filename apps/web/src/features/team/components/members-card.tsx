import {
  canLeaveTeam,
  canManageTeam,
  type TTeamMember,
  type TTeamMembersResponse,
  type TTeamRights,
} from '@deckhand/contract';
import { Button, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDoorExit, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useModalManager } from '@/lib/modals/modal-context';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { SectionCard } from '@/ui/section-card/section-card';
import { useLeaveTeam } from '../api/leave-team';
import { useRemoveMember } from '../api/remove-member';
import { useRevokeInvite } from '../api/revoke-invite';
import { InvitesTable } from './invites-table';
import { MembersTable } from './members-table';

/** The role form, with the form library and the radio buttons: loaded when it is opened. */
const EditMemberForm = lazy(() =>
  import('./edit-member-form').then((module) => ({ default: module.EditMemberForm })),
);

export const leaveTeamLabel = 'Leave team';

type TMembersCardProps = { team: TTeamMembersResponse; actor: TTeamRights };

/** Members and pending invitations, with the actions the actor's role allows (§6). */
export function MembersCard({ team, actor }: TMembersCardProps) {
  const { openConfirmDialog } = useDialogs();
  const { openModal } = useModalManager();
  const removeMember = useRemoveMember();
  const revokeInvite = useRevokeInvite();
  const leaveTeam = useLeaveTeam();
  const ownerCount = team.members.filter((member) => member.role === 'owner').length;
  const pendingInvites = team.invites.filter((invite) => invite.status === 'pending');
  const isAlone = team.members.length <= 1;
  const canLeave = !isAlone && canLeaveTeam(actor.role, ownerCount);

  const onEdit = (member: TTeamMember) =>
    openModal({
      title: `Edit ${member.name}`,
      render: (close) => (
        <Suspense fallback={<Skeleton height={320} radius="md" />}>
          <EditMemberForm member={member} actor={actor} ownerCount={ownerCount} onDone={close} />
        </Suspense>
      ),
    });
  const onRemove = (member: TTeamMember) =>
    openConfirmDialog({
      title: 'Remove from team?',
      message: `${member.name} will lose access to the team's orders and credits.`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => removeMember.mutate(member.id),
    });
  const onLeave = () =>
    openConfirmDialog({
      title: 'Leave this team?',
      message: 'You will lose access to the team’s orders and credits until you are invited again.',
      confirmLabel: leaveTeamLabel,
      danger: true,
      onConfirm: () => leaveTeam.mutate(),
    });

  return (
    <Stack gap="lg">
      <SectionCard
        title="Members"
        description={`${team.members.length} ${team.members.length === 1 ? 'person' : 'people'} in your team.`}
        actions={
          canLeave ? (
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              leftSection={<IconDoorExit size={18} aria-hidden />}
              onClick={onLeave}
              loading={leaveTeam.isPending}
            >
              {leaveTeamLabel}
            </Button>
          ) : null
        }
      >
        <MembersTable
          members={team.members}
          actor={actor}
          ownerCount={ownerCount}
          onEdit={onEdit}
          onRemove={onRemove}
        />
        {isAlone ? (
          <Stack align="center" gap="xs" ta="center" py="md">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
              <IconUsers size={24} stroke={1.6} />
            </ThemeIcon>
            <Text fw={600}>It is just you for now</Text>
            <Text size="sm" c="dimmed" maw={420}>
              {canManageTeam(actor.role)
                ? 'Invite colleagues to order presentations and share credits with your team.'
                : 'Your team owner can invite colleagues to join you.'}
            </Text>
          </Stack>
        ) : null}
      </SectionCard>
      {pendingInvites.length > 0 ? (
        <SectionCard title="Pending invitations" description="Invitations not yet accepted.">
          <InvitesTable
            invites={pendingInvites}
            actor={actor}
            onRevoke={(invite) =>
              openConfirmDialog({
                title: 'Revoke this invitation?',
                message: 'The invitation link will stop working.',
                confirmLabel: 'Revoke',
                danger: true,
                onConfirm: () => revokeInvite.mutate(invite.id),
              })
            }
          />
        </SectionCard>
      ) : null}
    </Stack>
  );
}
