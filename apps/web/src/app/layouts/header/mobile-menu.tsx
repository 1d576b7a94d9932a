import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { AppLink } from '@/lib/links/app-link';
import { HeaderAuthAction } from './header-auth-action';
import classes from './site-header.module.css';
import type { THeaderActions } from './use-header-actions';
import { isNavGroup, visitorNavEntries } from './visitor-nav-items';

type TProps = { isOpen: boolean; onClose: () => void; actions: THeaderActions };

/** The mobile menu (below 768 px): visitor links, Log in / Log out and Order now. */
export function MobileMenu({ isOpen, onClose, actions }: TProps) {
  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Mobile">
        <Stack gap={4}>
          {actions.isLoggedIn
            ? null
            : visitorNavEntries.map((entry) =>
                isNavGroup(entry) ? (
                  <Stack key={entry.label} gap={2} className={classes.drawerGroup}>
                    <span className={classes.drawerGroupLabel}>{entry.label}</span>
                    {entry.items.map((item) => (
                      <AppLink key={item.to} to={item.to} className={classes.drawerLink}>
                        {item.label}
                      </AppLink>
                    ))}
                  </Stack>
                ) : (
                  <AppLink key={entry.to} to={entry.to} className={classes.drawerLink}>
                    {entry.label}
                  </AppLink>
                ),
              )}
        </Stack>
      </nav>
      <Divider my="md" />
      <Stack gap="sm">
        <HeaderAuthAction actions={actions} />
        <Button component={AppLink} to={actions.primary.to} fullWidth>
          {actions.primary.label}
        </Button>
      </Stack>
    </Drawer>
  );
}
