import { AppLink } from '@/lib/links/app-link';
import { HeaderMenu } from './header-menu';
import classes from './site-header.module.css';
import { isNavGroup, visitorNavEntries } from './visitor-nav-items';

/** The desktop visitor navigation (from the tablet breakpoint up). */
export function HeaderNav() {
  return (
    <nav aria-label="Main" className={classes.nav}>
      {visitorNavEntries.map((entry) =>
        isNavGroup(entry) ? (
          <HeaderMenu key={entry.label} group={entry} itemClassName={classes.navItem} />
        ) : (
          <AppLink key={entry.to} to={entry.to} className={classes.navItem}>
            {entry.label}
          </AppLink>
        ),
      )}
    </nav>
  );
}
