import {
  canManageApprovalDefaults,
  canManageTeam,
  getCustomerRole,
  type TTeamRights,
} from '@deckhand/contract';
import { Skeleton, Stack } from '@mantine/core';
import { seedTeamMembersAsVisitor, useTeamMembers } from '@/domain/team/get-team-members';
import { useCurrentUser } from '@/lib/init/use-current-user';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { PageHeader } from '@/ui/page-header/page-header';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { seedApprovalDefaultsAsVisitor } from '../api/approval-defaults-api';
import { DefaultApproversCard } from '../components/default-approvers-card';
import { InviteCard } from '../components/invite-card';
import { MembersCard } from '../components/members-card';

/**
 * On the server, before rendering: the members and, for those who set them, the default
 * approvers, so the page's HTML shows the team instead of placeholders until the app has run.
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  await Promise.all([seedTeamMembersAsVisitor(route), seedApprovalDefaultsAsVisitor(route)]);
  return true;
};

/** /my-profile/team: who is in the team, invitations, and what the current user may change. */
export function TeamPage() {
  const { user } = useCurrentUser();
  const team = useTeamMembers();
  const actor: TTeamRights = {
    role: user?.customerRole ?? null,
    manageCredits: user?.manageCredits ?? false,
    seeCreditBalance: user?.seeCreditBalance ?? false,
  };
  return (
    <Stack gap={0}>
      <PageHeader
        title="My team"
        description="People who order and manage presentations with you."
      />
      <Stack gap="lg">
        {canManageTeam(actor.role) ? <InviteCard actor={actor} /> : null}
        {team.isPending ? (
          <Skeleton height={240} radius="lg" />
        ) : team.isError ? (
          <LoadFailedAlert
            title="The team could not be loaded"
            onRetry={() => void team.refetch()}
          />
        ) : (
          <MembersCard team={team.data} actor={actor} />
        )}
        {canManageApprovalDefaults(getCustomerRole(actor.role)) ? <DefaultApproversCard /> : null}
      </Stack>
    </Stack>
  );
}
