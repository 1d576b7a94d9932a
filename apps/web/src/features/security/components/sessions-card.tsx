import type { TSession } from '@deckhand/contract';
import { formatDate } from '@deckhand/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { SectionCard } from '@/ui/section-card/section-card';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { describeUserAgent } from './describe-user-agent';

export const thisDeviceLabel = 'This device';

function SessionRow({ session, onEnd }: { session: TSession; onEnd: (s: TSession) => void }) {
  const device = describeUserAgent(session.userAgent);
  const DeviceIcon = device.isMobile ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={device.label}>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <DeviceIcon size={20} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={600}>{device.label}</Text>
              {session.isCurrent ? (
                <Badge color="teal.9" variant="filled">
                  {thisDeviceLabel}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              Signed in {formatDate(session.createdAt, 'dateTime')} · Last active{' '}
              {formatDate(session.lastSeenAt, 'dateTime')}
            </Text>
          </Stack>
        </Group>
        {session.isCurrent ? null : (
          <Button variant="default" size="xs" onClick={() => onEnd(session)}>
            End session
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The signed-in browsers: end one, or every one but this device, each after a confirmation. */
export function SessionsCard() {
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const { openConfirmDialog } = useDialogs();
  const list = sessions.data?.sessions ?? [];
  const hasOthers = list.some((session) => !session.isCurrent);

  const onEnd = (session: TSession) =>
    openConfirmDialog({
      title: 'End this session?',
      message: `${describeUserAgent(session.userAgent).label} will be signed out.`,
      confirmLabel: 'End session',
      danger: true,
      onConfirm: () => endSession.mutate(session.id),
    });
  const onEndOthers = () =>
    openConfirmDialog({
      title: 'End all other sessions?',
      message: 'Every browser and device except this one will be signed out.',
      confirmLabel: 'End other sessions',
      danger: true,
      onConfirm: () => endOthers.mutate(),
    });

  return (
    <SectionCard
      title="Where you are signed in"
      description="Sign out of browsers you no longer use or do not recognise."
      actions={
        hasOthers ? (
          <Button
            variant="outline"
            color="red.9"
            onClick={onEndOthers}
            loading={endOthers.isPending}
          >
            End all other sessions
          </Button>
        ) : null
      }
    >
      {sessions.isPending ? (
        <Stack gap="sm">
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : sessions.isError ? (
        <Alert color="red" variant="light" title="Sessions could not be loaded">
          <Group gap="sm">
            <Text size="sm">Please try again.</Text>
            <Button size="xs" variant="default" onClick={() => sessions.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Sessions"
        >
          {list.map((session) => (
            <SessionRow key={session.id} session={session} onEnd={onEnd} />
          ))}
        </Stack>
      )}
      {!sessions.isPending && !sessions.isError && !hasOthers ? (
        <Text size="sm" c="dimmed">
          You are not signed in anywhere else.
        </Text>
      ) : null}
    </SectionCard>
  );
}
