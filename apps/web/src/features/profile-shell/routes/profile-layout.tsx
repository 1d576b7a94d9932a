import { Box, Burger, Drawer, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { ProfileSidebar } from '../components/profile-sidebar';
import { useSidebarCollapsed } from '../hooks/use-sidebar-collapsed';
import { findNavigationLabel } from '../navigation-entries';
import classes from '../profile-shell.module.css';

/**
 * The /my-profile shell: the account sidebar beside the sub-page. Below 768 px the sidebar
 * moves into a drawer opened from a bar under the header.
 */
export function ProfileLayout() {
  const { user } = useCurrentUser();
  const { isCollapsed, toggle } = useSidebarCollapsed();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname) drawer.close();
  }, [pathname, drawer.close]);

  // RequireCustomer renders this only for a signed-in customer.
  if (!user) return null;
  const pageLabel = findNavigationLabel(pathname) ?? 'My account';

  return (
    <div className={classes.shell}>
      <Box
        component="aside"
        visibleFrom="sm"
        className={classes.sidebar}
        data-collapsed={isCollapsed || undefined}
        aria-label="Account sidebar"
      >
        <div className={classes.sidebarInner}>
          <ProfileSidebar user={user} isCollapsed={isCollapsed} onToggleCollapsed={toggle} />
        </div>
      </Box>
      <div className={classes.column}>
        <Box hiddenFrom="sm" className={classes.mobileBar}>
          <Burger
            opened={isDrawerOpen}
            onClick={drawer.toggle}
            size="sm"
            aria-label="Open account menu"
            aria-expanded={isDrawerOpen}
          />
          <Text fw={600} size="sm" truncate>
            {pageLabel}
          </Text>
        </Box>
        <Drawer
          opened={isDrawerOpen}
          onClose={drawer.close}
          title="My account"
          size={300}
          hiddenFrom="sm"
          closeButtonProps={{ 'aria-label': 'Close account menu' }}
        >
          <ProfileSidebar user={user} onNavigate={drawer.close} />
        </Drawer>
        <div className={classes.content}>
          <div className={classes.contentInner}>
            <Outlet />
          </div>
        </div>
      </div>
    </div>
  );
}
