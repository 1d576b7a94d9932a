import { Stack } from '@mantine/core';
import { useCurrentUser } from '@/lib/init/use-current-user';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { PageHeader } from '@/ui/page-header/page-header';
import { seedSessionsAsVisitor } from '../api/get-sessions';
import { ChangePasswordForm } from '../components/change-password-form';
import { SessionsCard } from '../components/sessions-card';

/**
 * On the server, before rendering: the signed-in sessions (the sessions card's two placeholders
 * otherwise), this device among them, as the visitor's own request answers them.
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  await seedSessionsAsVisitor(route);
  return true;
};

/** /my-profile/security: the password and the signed-in sessions. */
export function SecurityPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap={0}>
      <PageHeader title="Security" description="Your password and where you are signed in." />
      <Stack gap="lg">
        <ChangePasswordForm user={user} />
        <SessionsCard />
      </Stack>
    </Stack>
  );
}
