import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AlertsBar } from '@/features/app-init/components/alerts-bar';
import { SiteHeader } from './header/site-header';
import classes from './layouts.module.css';
import { mainContentId, SkipLink } from './skip-link';

/** Header plus a page that fills the rest of the viewport (no footer): order flows, dashboards. */
export function FullHeightLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={classes.page}>
      <SkipLink />
      <SiteHeader />
      <AlertsBar />
      <main id={mainContentId} tabIndex={-1} className={classes.fullHeightMain}>
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
