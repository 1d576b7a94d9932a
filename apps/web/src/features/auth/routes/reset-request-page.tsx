import { accountMessages, authScreenTexts } from '@deckhand/contract';
import { Anchor, Button, Text } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { FormCard } from '@/ui/form-card/form-card';
import { StatusMessage } from '@/ui/status-message/status-message';
import { ResetRequestForm } from '../components/reset-request-form';
import { isHomeTarget, toRedirectTarget } from '../lib/follow-redirect';

function BackToLogin() {
  return (
    <Anchor
      component={AppLink}
      to={paths.login.getHref()}
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6, alignSelf: 'center' }}
    >
      <IconArrowLeft size={16} aria-hidden />
      {authScreenTexts.backToLogin}
    </Anchor>
  );
}

/**
 * /reset-password (§2.5): Email, Continue, Back to Log in. Once sent, a confirmation; a
 * returned address other than the home page is followed instead (§2.3, §4).
 */
export function ResetRequestPage() {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSent = ({ email, redirectUrl }: { email: string; redirectUrl?: string }) => {
    if (redirectUrl && !isHomeTarget(redirectUrl)) {
      const target = toRedirectTarget(redirectUrl);
      if (target.type === 'assign') window.location.assign(target.url);
      else void navigate(target.to);
      return;
    }
    setSentTo(email);
  };

  if (sentTo) {
    return (
      <FormCard title="Check your email">
        <StatusMessage
          icon={IconMailCheck}
          message={accountMessages.resetLinkSent}
          messageRole="status"
          description={
            <>
              {'We sent it to '}
              <Text span fw={600} c="var(--mantine-color-text)">
                {sentTo}
              </Text>
              . The link is valid for a limited time.
            </>
          }
        >
          <Button variant="default" fullWidth onClick={() => setSentTo(null)}>
            Use another email
          </Button>
          <BackToLogin />
        </StatusMessage>
      </FormCard>
    );
  }

  return (
    <FormCard
      title={authScreenTexts.forgotPassword}
      subtitle="Enter the email of your account and we will send you a link to set a new password."
    >
      <ResetRequestForm onSent={onSent} />
      <BackToLogin />
    </FormCard>
  );
}
