import type { TRegisterResponse } from '@deckhand/contract';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getSignupRedirect } from '@/domain/signup/get-signup-redirect';
import { SignupForm } from '@/domain/signup/signup-form';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { saveReferrer } from '@/lib/storage/referrer';
import { useAwaitSignIn } from '../hooks/use-await-sign-in';
import { useOrderFormContext } from './order-form-context';

/**
 * The signup step (§3, §2.3): a visitor creates their account without leaving the order. The
 * confirmation link opens in a new window (order pages keep their state); this tab waits for
 * the session it starts, then goes on to payment with the form as it was. Logging in instead
 * remembers the flow, so the login brings them back here.
 */
export function SignupStep() {
  const { returnTo, flushDraft, errorOf } = useOrderFormContext();
  const message = errorOf('signup');
  const [confirmationUrl, setConfirmationUrl] = useState<string | null>(null);
  useAwaitSignIn(confirmationUrl !== null);

  const keepOrder = () => {
    flushDraft();
    saveReferrer(returnTo);
  };

  const onRegistered = (answer: TRegisterResponse) => {
    keepOrder();
    const redirect = getSignupRedirect(answer, returnTo);
    if (redirect?.type === 'new-window') {
      window.open(redirect.url, '_blank');
      setConfirmationUrl(redirect.url);
    } else if (redirect?.type === 'assign') window.location.assign(redirect.url);
  };

  if (confirmationUrl) {
    return (
      <Alert variant="light" color="blue" title="Confirm your email to continue" role="status">
        <Stack gap="xs">
          <Text size="sm">
            We opened your confirmation link in a new window. Once it has opened, come back here:
            your order is waiting, just as you left it.
          </Text>
          <Text size="sm">
            {'No new window? '}
            <Anchor href={confirmationUrl} target="_blank" rel="opener" underline="always" inherit>
              Open the confirmation link
            </Anchor>
          </Text>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="md" maw={480}>
      {message ? (
        <Text size="sm" c="red.8" role="alert">
          {message}
        </Text>
      ) : null}
      <Text size="sm">
        {'Already have an account? '}
        <Anchor
          component={AppLink}
          to={paths.login.getHref()}
          onClick={keepOrder}
          underline="always"
          inherit
        >
          Log in
        </Anchor>
      </Text>
      <SignupForm onRegistered={onRegistered} submitLabel="Create my account" isEmbedded />
    </Stack>
  );
}
