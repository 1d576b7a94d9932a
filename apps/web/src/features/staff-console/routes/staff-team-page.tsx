import { staffTeamMessages as m } from '@deckhand/contract';
import { Anchor, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { isApiError } from '@/lib/http/api-error';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { SectionCard } from '@/ui/section-card/section-card';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { useStaffTeam } from '../api/staff-teams-api';
import { CreditAdjustmentForm } from '../components/credit-adjustment-form';
import { TeamSettingsForm } from '../components/team-settings-form';

const readId = (value: string | undefined) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

function BackLink() {
  return (
    <Anchor component={AppLink} to={paths.staff.teams.getHref()} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Teams
      </Group>
    </Anchor>
  );
}

/** /staff/teams/{id}: a team's settings, credits and people. */
export function StaffTeamPage() {
  const id = readId(useParams().id);
  const team = useStaffTeam(id ?? 0);
  if (id === null || (team.isError && isApiError(team.error) && team.error.status === 404)) {
    return (
      <Stack gap="lg">
        <BackLink />
        <Title order={1} fz="h3">
          {m.notFound}
        </Title>
      </Stack>
    );
  }
  if (team.isPending) return <Skeleton height={420} radius="lg" />;
  if (team.isError) {
    return (
      <LoadFailedAlert
        title="We could not load this team. Please try again."
        retryLabel="Try again"
        onRetry={() => void team.refetch()}
      />
    );
  }
  const data = team.data;
  return (
    <Stack gap="lg">
      <BackLink />
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {data.name}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionCard title={m.settingsHeading}>
          <TeamSettingsForm key={JSON.stringify(data)} team={data} />
        </SectionCard>
        <Stack gap="lg">
          <SectionCard title={m.creditsHeading}>
            <CreditAdjustmentForm team={data} />
          </SectionCard>
          <SectionCard
            title={m.membersHeading}
            actions={
              <Anchor component={AppLink} to={paths.staff.auditLog.getHref(data.id)} size="sm">
                Audit log of this team
              </Anchor>
            }
          >
            <List spacing={6} listStyleType="none" p={0}>
              {data.members.map((member) => (
                <List.Item key={member.email}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {member.name} · {member.email} · {member.role}
                  </Text>
                </List.Item>
              ))}
            </List>
          </SectionCard>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
