import '@mantine/core/styles/Drawer.layer.css';
import { Box, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLayoutList } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { seedHolidaysAsVisitor } from '@/domain/holidays/get-holidays';
import { HolidayReminderWhenLive } from '@/domain/holidays/holiday-reminder-when-live';
import { SubscriptionOfferPopup } from '@/domain/promos/subscription-offer-popup';
import { UpsellPopup } from '@/domain/promos/upsell-popup';
import { useCurrentUser } from '@/lib/init/use-current-user';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { Drawer } from '@/ui/dialogs/dialogs';
import { ProfileSidebar } from '../components/profile-sidebar';
import { useFitInView } from '../hooks/use-fit-in-view';
import { useSidebarCollapsed } from '../hooks/use-sidebar-collapsed';
import { findNavigationLabel } from '../navigation-entries';
import classes from '../profile-shell.module.css';

/**
 * The holidays come with every profile page, asked as the visitor (docs/rendering.md): the
 * reminder does not ask for them again once the page is live.
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  await seedHolidaysAsVisitor(route);
  return true;
};

/** The account navigation on phones; the site header's own menu is 'Menu'. */
export const accountSectionsLabel = 'Account sections';

/**
 * The /my-profile shell: the account sidebar beside the sub-page. Below 768 px the sidebar
 * moves into a drawer opened from a bar under the header: a labelled button naming the open
 * page, with its own icon, so it is not mistaken for the site menu's burger.
 */
export function ProfileLayout() {
  const { user } = useCurrentUser();
  const { isCollapsed, toggle } = useSidebarCollapsed();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const sidebarRef = useRef<HTMLDivElement>(null);
  useFitInView(sidebarRef);

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
        <div ref={sidebarRef} className={classes.sidebarInner}>
          <ProfileSidebar user={user} isCollapsed={isCollapsed} onToggleCollapsed={toggle} />
        </div>
      </Box>
      <div className={classes.column}>
        <Box hiddenFrom="sm" className={classes.mobileBar}>
          <UnstyledButton
            className={classes.sectionButton}
            onClick={drawer.toggle}
            aria-expanded={isDrawerOpen}
            aria-haspopup="dialog"
            aria-label={`${accountSectionsLabel}: ${pageLabel}`}
          >
            <IconLayoutList size={20} stroke={1.6} aria-hidden />
            <span className={classes.sectionLabel}>{pageLabel}</span>
            <IconChevronDown size={16} stroke={1.8} aria-hidden />
          </UnstyledButton>
        </Box>
        <Drawer
          opened={isDrawerOpen}
          onClose={drawer.close}
          title={accountSectionsLabel}
          size={300}
          hiddenFrom="sm"
          closeButtonProps={{ 'aria-label': `Close ${accountSectionsLabel.toLowerCase()}` }}
        >
          <ProfileSidebar user={user} onNavigate={drawer.close} />
        </Drawer>
        <div className={classes.content}>
          <div className={classes.contentInner}>
            <Outlet />
            <UpsellPopup />
            <SubscriptionOfferPopup />
            <HolidayReminderWhenLive />
          </div>
        </div>
      </div>
    </div>
  );
}
