import { accountMessages, authScreenTexts, type TRedirectResponse } from '@deckhand/contract';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { AppLink } from '@/lib/links/app-link';
import { useModalManager } from '@/lib/modals/modal-context';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toast/show-toast';
import { FormCard } from '@/ui/form-card/form-card';
import { PageLoader } from '@/ui/page-loader';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { NewPasswordForm } from '../components/new-password-form';
import { toRedirectTarget } from '../lib/follow-redirect';

const loginLabel = 'Login';

function LoginButton({ to }: { to: string }) {
  return (
    <Button component={AppLink} to={to} fullWidth>
      {loginLabel}
    </Button>
  );
}

/** Where the Login link leads: the answer's in-app address, else the login page. */
function getLoginTarget(answer: TRedirectResponse): string {
  const target = toRedirectTarget(answer.redirectUrl);
  return target.type === 'navigate' ? target.to : paths.login.getHref();
}

function InvalidToken() {
  const isShownRef = useRef(false);
  useEffect(() => {
    if (isShownRef.current) return;
    isShownRef.current = true;
    showToast({ kind: 'error', message: accountMessages.invalidResetToken });
  }, []);
  return <Navigate to={paths.root.getHref()} replace />;
}

/**
 * /reset-password/{token} (§2.5, §4): the token is checked first (an error sends the visitor
 * to the root); on success the modal 'Password has been successfully changed' with a Login
 * link. A returned address on another site is followed.
 */
export function NewPasswordPage() {
  const { token = '' } = useParams();
  const verify = useVerifyResetToken(token);
  const { openModal } = useModalManager();
  const [loginTarget, setLoginTarget] = useState<string | null>(null);

  const onChanged = (answer: TRedirectResponse) => {
    const target = toRedirectTarget(answer.redirectUrl);
    if (target.type === 'assign') {
      window.location.assign(target.url);
      return;
    }
    const to = getLoginTarget(answer);
    setLoginTarget(to);
    openModal({
      title: accountMessages.passwordChanged,
      size: 'sm',
      render: () => (
        <Stack gap="md">
          <Text>You can now log in with your new password.</Text>
          <LoginButton to={to} />
        </Stack>
      ),
    });
  };

  if (verify.isPending) return <PageLoader />;
  if (verify.data?.isValid === false) return <InvalidToken />;

  if (loginTarget) {
    return (
      <FormCard title={authScreenTexts.resetPassword}>
        <Text role="status">{accountMessages.passwordChanged}</Text>
        <LoginButton to={loginTarget} />
      </FormCard>
    );
  }

  return (
    <FormCard
      title={authScreenTexts.resetPassword}
      subtitle="Choose a new password for your account."
    >
      <NewPasswordForm token={token} email={verify.data?.email ?? null} onChanged={onChanged} />
    </FormCard>
  );
}
