import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { NeedHelpButton } from '../need-help/need-help-button';
import { SiteHeader } from './header/site-header';
import classes from './layouts.module.css';
import { SiteFooter } from './site-footer';
import { mainContentId, SkipLink } from './skip-link';

type TBareLayoutProps = {
  hasHeader?: boolean;
  hasFooter?: boolean;
  children?: ReactNode;
};

/** The page alone, with an optional header and footer (client landing pages, fallbacks). */
export function BareLayout({ hasHeader = false, hasFooter = false, children }: TBareLayoutProps) {
  return (
    <div className={classes.page}>
      {hasHeader ? <SkipLink /> : null}
      {hasHeader ? <SiteHeader /> : null}
      <main id={mainContentId} tabIndex={-1} className={classes.main}>
        {children ?? <Outlet />}
      </main>
      {hasFooter ? <SiteFooter /> : null}
      <NeedHelpButton />
    </div>
  );
}
