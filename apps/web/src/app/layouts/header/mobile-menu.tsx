import { Button, Divider, Stack } from '@mantine/core';
import type { Ref } from 'react';
import { AppLink } from '@/lib/links/app-link';
import { HeaderAuthAction } from './header-auth-action';
import classes from './site-header.module.css';
import type { THeaderActions } from './use-header-actions';
import { isNavGroup, visitorNavEntries } from './visitor-nav-items';

type TProps = {
  actions: THeaderActions;
  /** The disclosure's panel props (the burger is its button). */
  panelProps: {
    ref: Ref<HTMLElement>;
    id: string;
    hidden: boolean;
    suppressHydrationWarning: boolean;
  };
};

/**
 * The mobile menu (below 768 px): a panel under the header with the visitor links, Log in / Log
 * out and Order now. It is in the server's HTML, so it opens on a static page without the app.
 */
export function MobileMenu({ actions, panelProps }: TProps) {
  return (
    <nav {...panelProps} aria-label="Mobile" className={classes.mobileMenu}>
      {actions.isLoggedIn ? null : (
        <Stack gap={4}>
          {visitorNavEntries.map((entry) =>
            isNavGroup(entry) ? (
              <Stack key={entry.label} gap={2} className={classes.mobileGroup}>
                <span className={classes.mobileGroupLabel}>{entry.label}</span>
                {entry.items.map((item) => (
                  <AppLink key={item.to} to={item.to} className={classes.mobileLink}>
                    {item.label}
                  </AppLink>
                ))}
              </Stack>
            ) : (
              <AppLink key={entry.to} to={entry.to} className={classes.mobileLink}>
                {entry.label}
              </AppLink>
            ),
          )}
          <Divider my="sm" />
        </Stack>
      )}
      <Stack gap="sm">
        <HeaderAuthAction actions={actions} />
        {actions.primary ? (
          <Button component={AppLink} to={actions.primary.to} fullWidth>
            {actions.primary.label}
          </Button>
        ) : null}
      </Stack>
    </nav>
  );
}
