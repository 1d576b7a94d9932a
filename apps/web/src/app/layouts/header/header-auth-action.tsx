import { Button, UnstyledButton } from '@mantine/core';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import type { THeaderActions } from './use-header-actions';

type TProps = {
  actions: THeaderActions;
  /** In the header bar the action takes the bar's own look; elsewhere it is a Mantine button. */
  barClassName?: string;
};

/**
 * Log in (a link) for visitors, Log out (a button, `data-log-out`: a static page binds it without
 * React) for users; hidden on login and signup.
 */
export function HeaderAuthAction({ actions, barClassName }: TProps) {
  if (!actions.hasAuthAction) return null;
  const loginHref = paths.login.getHref();
  if (barClassName) {
    return actions.isLoggedIn ? (
      <UnstyledButton className={barClassName} onClick={actions.onLogOut} data-log-out="">
        Log out
      </UnstyledButton>
    ) : (
      <AppLink to={loginHref} className={barClassName}>
        Log in
      </AppLink>
    );
  }
  return actions.isLoggedIn ? (
    <Button variant="default" fullWidth onClick={actions.onLogOut} data-log-out="">
      Log out
    </Button>
  ) : (
    <Button variant="default" fullWidth component={AppLink} to={loginHref}>
      Log in
    </Button>
  );
}
