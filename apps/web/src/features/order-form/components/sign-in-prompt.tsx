import { orderFormMessages } from '@deckhand/contract';
import { Alert, Button, Group, Text } from '@mantine/core';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { saveReferrer } from '@/lib/storage/referrer';
import { useOrderFormContext } from './order-form-context';

/**
 * A visitor signs in or up before paying: the draft is kept in local storage and the flow's page
 * remembered as the referrer (§2.3), so sign-in brings them back to the form as they left it.
 */
export function SignInPrompt() {
  const { returnTo, flushDraft } = useOrderFormContext();
  const onLeave = () => {
    flushDraft();
    saveReferrer(returnTo);
  };
  return (
    <Alert variant="light" title="Log in or sign up to place your order">
      <Text size="sm">{orderFormMessages.signInRequired}</Text>
      <Group gap="sm" mt="sm">
        <Button component={AppLink} to={paths.login.getHref()} onClick={onLeave}>
          Log in
        </Button>
        <Button component={AppLink} to={paths.signup.getHref()} variant="default" onClick={onLeave}>
          Sign up
        </Button>
      </Group>
    </Alert>
  );
}
