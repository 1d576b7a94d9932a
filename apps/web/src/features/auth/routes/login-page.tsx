import { authScreenTexts } from '@deckhand/contract';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { FormCard } from '@/ui/form-card/form-card';
import { LoginForm } from '../components/login-form';
import { SocialLogin } from '../components/social-login';
import { useExternalSignIn } from '../hooks/use-external-sign-in';

/** The provider buttons are part of the server-rendered page (docs/rendering.md). */
export { prefetchOAuthProviders as prefetchQueries } from '../api/get-oauth-providers';

/** /login (§2.5): a button per external provider, 'or', then the email and password form. */
export function LoginPage() {
  const [isLoggingIn, setIsLoggingIn] = useState(false);
  const external = useExternalSignIn();
  return (
    <FormCard
      title={authScreenTexts.loginHeading}
      subtitle={
        <>
          {'New to Deckhand? '}
          <Anchor component={AppLink} to={paths.signup.getHref()} fw={600} inherit>
            {authScreenTexts.signUp}
          </Anchor>
        </>
      }
    >
      <SocialLogin
        dividerPosition="after"
        isDisabled={isLoggingIn || external.isPending}
        pendingProvider={external.pendingKey}
        onSelect={external.signInWith}
      />
      <LoginForm onExternalSignIn={external.continueSignIn} onPendingChange={setIsLoggingIn} />
    </FormCard>
  );
}
