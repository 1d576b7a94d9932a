import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { AlertsBar } from '@/features/app-init/components/alerts-bar';
import { PageLoader } from '@/ui/page-loader';
import { NeedHelpButton } from '../need-help/need-help-button';
import { isStaffConsolePath } from '../route-matchers';
import { SiteHeader } from './header/site-header';
import classes from './layouts.module.css';
import { SiteFooter } from './site-footer';
import { mainContentId, SkipLink } from './skip-link';

/**
 * Sticky header, init alerts, the page, footer (not in the staff console), the 'Need help?' row.
 * While a lazy page loads, the page loader.
 */
export function StandardLayout({ children }: { children?: ReactNode }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const isLoadingPage = navigation.state === 'loading';
  return (
    <div className={classes.page}>
      <SkipLink />
      <SiteHeader />
      <AlertsBar />
      <main id={mainContentId} tabIndex={-1} className={classes.main}>
        {isLoadingPage ? <PageLoader /> : (children ?? <Outlet />)}
      </main>
      {isStaffConsolePath(pathname) ? null : <SiteFooter />}
      <NeedHelpButton />
    </div>
  );
}
