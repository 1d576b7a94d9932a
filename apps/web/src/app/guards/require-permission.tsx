import { errorMessages, type TPermissionUser } from '@deckhand/contract';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { PageLoader } from '@/ui/page-loader';

export const accessDeniedHeading = 'You cannot open this page';

/**
 * A profile page that needs a §6 permission (billing needs manageCredits, credit packs also no
 * daily capacity, style templates an owner): people without it see why, inside the profile shell. The API refuses them too.
 */
export function RequirePermission({
  allows,
  hint = 'Ask an owner of your team to give you the right to manage credits.',
}: {
  allows: (user: TPermissionUser) => boolean;
  /** What the person can do about it; the billing pages' by default. */
  hint?: string;
}) {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (user && allows(user)) return <Outlet />;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {accessDeniedHeading}
        </Title>
        <Text c="dimmed" maw={440}>
          {errorMessages.accessDenied} {hint}
        </Text>
      </Stack>
    </Paper>
  );
}
