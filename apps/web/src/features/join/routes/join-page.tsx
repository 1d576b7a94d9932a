import { authScreenTexts, customerRoleLabels, teamMessages } from '@deckhand/contract';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { FormCard } from '@/ui/form-card/form-card';
import { PageLoader } from '@/ui/page-loader';
import { StatusMessage } from '@/ui/status-message/status-message';
import { useInvite } from '../api/get-invite';
import { JoinForm } from '../components/join-form';

function InvalidInvite() {
  return (
    <FormCard title="Invitation not available">
      <StatusMessage
        icon={IconAlertCircle}
        color="red"
        message={teamMessages.inviteInvalid}
        messageRole="alert"
        description="Ask the person who invited you for a new link, or use your own account."
      >
        <Group grow w="100%">
          <Button component={AppLink} to={paths.login.getHref()}>
            {authScreenTexts.loginHeading}
          </Button>
          <Button component={AppLink} to={paths.signup.getHref()} variant="default">
            {authScreenTexts.signUp}
          </Button>
        </Group>
      </StatusMessage>
    </FormCard>
  );
}

/** /join/{token}: who invited the visitor to which team, then the form to join (§2.2). */
export function JoinPage() {
  const { token = '' } = useParams();
  const invite = useInvite(token);
  if (invite.isPending) return <PageLoader />;
  if (!invite.data) return <InvalidInvite />;
  const { inviterName, teamName, role } = invite.data;
  return (
    <FormCard
      title={`${inviterName} invited you to join ${teamName}`}
      subtitle="Create your account to join the team. Already have one? Enter its email and password."
    >
      <Group gap="xs">
        <Text size="sm">Your role:</Text>
        <Badge variant="light" size="lg" radius="sm">
          {customerRoleLabels[role]}
        </Badge>
      </Group>
      <JoinForm token={token} invite={invite.data} />
    </FormCard>
  );
}
