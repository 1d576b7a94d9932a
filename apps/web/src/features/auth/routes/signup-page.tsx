import { authScreenTexts, type TRegisterResponse } from '@deckhand/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getSignupRedirect } from '@/domain/signup/get-signup-redirect';
import { SignupForm } from '@/domain/signup/signup-form';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { FormCard } from '@/ui/form-card/form-card';
import { LegalLinks } from '../components/legal-links';
import { SocialLogin } from '../components/social-login';
import { useExternalSignIn } from '../hooks/use-external-sign-in';

/** The provider buttons are part of the server-rendered page (docs/rendering.md). */
export { prefetchOAuthProviders as prefetchQueries } from '../api/get-oauth-providers';

/**
 * /signup (§2.5). After sign-up the browser follows the verification link the server returns
 * (§2.3, §4): it signs the new user in and lands in the profile.
 */
export function SignupPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [isSigningUp, setIsSigningUp] = useState(false);
  const [isLinkOpened, setIsLinkOpened] = useState(false);
  const external = useExternalSignIn();

  const onRegistered = (answer: TRegisterResponse) => {
    const redirect = getSignupRedirect(answer, pathname);
    if (redirect?.type === 'new-window') {
      window.open(redirect.url, '_blank');
      setIsLinkOpened(true);
    } else if (redirect?.type === 'assign') window.location.assign(redirect.url);
    else if (redirect?.type === 'navigate') void navigate(redirect.to);
  };

  return (
    <FormCard
      title={authScreenTexts.signUp}
      subtitle={
        <>
          {'Already have an account? '}
          <Anchor component={AppLink} to={paths.login.getHref()} fw={600} inherit>
            {authScreenTexts.loginHeading}
          </Anchor>
        </>
      }
    >
      {isLinkOpened ? (
        <Text role="status">
          We have opened the confirmation link in a new window. Continue there to finish.
        </Text>
      ) : (
        <Stack gap="lg">
          <SignupForm onRegistered={onRegistered} onPendingChange={setIsSigningUp} />
          <SocialLogin
            dividerPosition="before"
            isDisabled={isSigningUp || external.isPending}
            pendingProvider={external.pendingKey}
            onSelect={external.signInWith}
          />
          <LegalLinks />
        </Stack>
      )}
    </FormCard>
  );
}
