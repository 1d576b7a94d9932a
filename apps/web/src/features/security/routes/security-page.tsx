import { Stack } from '@mantine/core';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { PageHeader } from '@/ui/page-header/page-header';
import { ChangePasswordForm } from '../components/change-password-form';
import { SessionsCard } from '../components/sessions-card';

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
