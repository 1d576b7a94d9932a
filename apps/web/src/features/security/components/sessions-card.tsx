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
import { useDisplayTimeZone } from '@/lib/ssr/use-display-time-zone';
import { SectionCard } from '@/ui/section-card/section-card';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSessions } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { describeUserAgent } from './describe-user-agent';

export const thisDeviceLabel = 'This device';

/**
 * One row of the list: the current session alone, or every other session of one browser and
 * place together (signing in often from one browser leaves many identical sessions).
 */
export type TSessionGroup = {
  key: string;
  label: string;
  isMobile: boolean;
  place: string | null;
  isCurrent: boolean;
  ids: string[];
  firstSignedInAt: string;
  lastSeenAt: string;
};

/** Groups the sessions (newest activity first, as the API lists them) into rows, in that order. */
export function groupSessions(sessions: readonly TSession[]): TSessionGroup[] {
  const groups = new Map<string, TSessionGroup>();
  for (const session of sessions) {
    const device = describeUserAgent(session.userAgent);
    const key = session.isCurrent ? `current:${session.id}` : `${device.label}|${session.place}`;
    const group = groups.get(key);
    if (group) {
      group.ids.push(session.id);
      if (session.createdAt < group.firstSignedInAt) group.firstSignedInAt = session.createdAt;
      if (session.lastSeenAt > group.lastSeenAt) group.lastSeenAt = session.lastSeenAt;
      continue;
    }
    groups.set(key, {
      key,
      label: device.label,
      isMobile: device.isMobile,
      place: session.place,
      isCurrent: session.isCurrent,
      ids: [session.id],
      firstSignedInAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
    });
  }
  return [...groups.values()];
}

const describeGroup = (group: TSessionGroup) =>
  group.place ? `${group.label} in ${group.place}` : group.label;

function SessionRow({
  group,
  onEnd,
  timeZone,
}: {
  group: TSessionGroup;
  onEnd: (group: TSessionGroup) => void;
  timeZone: string | undefined;
}) {
  const DeviceIcon = group.isMobile ? IconDeviceMobile : IconDeviceDesktop;
  const count = group.ids.length;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={describeGroup(group)}>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <DeviceIcon size={20} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={600}>{group.label}</Text>
              {group.isCurrent ? (
                <Badge color="teal.9" variant="filled">
                  {thisDeviceLabel}
                </Badge>
              ) : null}
              {count > 1 ? (
                <Badge color="gray.8" variant="light">
                  {count} sessions
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {group.place ?? 'Place unknown'} · Last active{' '}
              {formatDate(group.lastSeenAt, 'dateTime', timeZone)}
            </Text>
            <Text size="sm" c="dimmed">
              {count > 1 ? 'First signed in' : 'Signed in'}{' '}
              {formatDate(group.firstSignedInAt, 'dateTime', timeZone)}
            </Text>
          </Stack>
        </Group>
        {group.isCurrent ? null : (
          <Button variant="default" size="xs" onClick={() => onEnd(group)}>
            {count > 1 ? `End ${count} sessions` : 'End session'}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The signed-in browsers: end one, or every one but this device, each after a confirmation. */
export function SessionsCard() {
  const sessions = useSessions();
  const endSessions = useEndSessions();
  const endOthers = useEndOtherSessions();
  const { openConfirmDialog } = useDialogs();
  const timeZone = useDisplayTimeZone();
  const list = sessions.data?.sessions ?? [];
  const groups = groupSessions(list);
  const hasOthers = list.some((session) => !session.isCurrent);

  const onEnd = (group: TSessionGroup) =>
    openConfirmDialog({
      title: group.ids.length > 1 ? `End ${group.ids.length} sessions?` : 'End this session?',
      message:
        group.ids.length > 1
          ? `Every session of ${describeGroup(group)} will be signed out.`
          : `${describeGroup(group)} will be signed out.`,
      confirmLabel: group.ids.length > 1 ? 'End sessions' : 'End session',
      danger: true,
      onConfirm: () => endSessions.mutate(group.ids),
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
          {groups.map((group) => (
            <SessionRow key={group.key} group={group} onEnd={onEnd} timeZone={timeZone} />
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
