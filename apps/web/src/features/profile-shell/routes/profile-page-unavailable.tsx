import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';

export const pageUnavailableHeading = 'This page is not available yet';

/** Profile sub-pages still to come: a not-found state inside the shell, so the sidebar stays. */
export function ProfilePageUnavailable() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconHourglassEmpty size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {pageUnavailableHeading}
        </Title>
        <Text c="dimmed" maw={440}>
          We are still building this part of your account. Meanwhile, your details, security
          settings and team are ready for you.
        </Text>
        <Button component={AppLink} to={paths.profile.userDetails.getHref()} variant="light">
          Go to user details
        </Button>
      </Stack>
    </Paper>
  );
}
