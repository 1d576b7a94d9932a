import { Badge, Group, Text } from '@mantine/core';
import { listPermissions } from './team-labels';

/** 'Manage credits' and 'See credit balance' as badges, or a dash without either. */
export function PermissionBadges(props: { manageCredits: boolean; seeCreditBalance: boolean }) {
  const names = listPermissions(props);
  if (names.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No credit access
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {names.map((name) => (
        <Badge key={name} variant="light" color="brand" radius="sm" tt="none" fw={600}>
          {name}
        </Badge>
      ))}
    </Group>
  );
}
