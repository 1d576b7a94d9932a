import { parseRedirectTarget, screenTexts } from '@deckhand/contract';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';

/** /redirect?url=…: 'You are leaving' with the target; no valid url returns to / (§2.2). */
export function RedirectPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const target = parseRedirectTarget(searchParams.get('url'));
  if (!target) return <Navigate to={paths.root.getHref()} replace />;

  const onBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(paths.root.getHref());
  };

  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Stack gap="md">
          <Title order={1}>{screenTexts.leavingHeading}</Title>
          <Text>You are about to leave Deckhand for another website:</Text>
          <Anchor component={AppLink} to={target} fw={600} style={{ wordBreak: 'break-all' }}>
            {target}
          </Anchor>
          <Text size="sm" c="dimmed">
            We do not control that site. Continue only if you trust it.
          </Text>
          <Group gap="sm" mt="sm">
            <Button onClick={() => window.location.assign(target)}>Continue</Button>
            <Button variant="default" onClick={onBack}>
              Go back
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
