import {
  canManageApprovalDefaults,
  canManageTeam,
  getCustomerRole,
  type TTeamRights,
} from '@deckhand/contract';
import { Skeleton, Stack } from '@mantine/core';
import { seedTeamMembersAsVisitor, useTeamMembers } from '@/domain/team/get-team-members';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { lazyPart } from '@/lib/ssr/lazy-part';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { PageHeader } from '@/ui/page-header/page-header';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { seedApprovalDefaultsAsVisitor } from '../api/approval-defaults-query';
import { MembersCard } from '../components/members-card';

/**
 * The two forms (the invitation's chip input and the approvers' multi-select, with the form
 * library) are parts loaded apart: in the server's HTML, live once their code has come after the
 * page's first scripts (issue 33: the page's first wave within 200 KB).
 */
const InviteCard = lazyPart(
  () => import('../components/invite-card').then((module) => module.InviteCard),
  {
    fallback: <Skeleton height={300} radius="lg" />,
    module: 'src/features/team/components/invite-card.tsx',
  },
);
const DefaultApproversCard = lazyPart(
  () =>
    import('../components/default-approvers-card').then((module) => module.DefaultApproversCard),
  {
    fallback: <Skeleton height={240} radius="lg" />,
    module: 'src/features/team/components/default-approvers-card.tsx',
  },
);

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
