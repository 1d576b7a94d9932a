import { IconChevronDown } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useBoundDisclosure } from '@/lib/dom/use-bound-disclosure';
import { AppLink } from '@/lib/links/app-link';
import classes from './header-menu.module.css';
import type { TNavGroup } from './visitor-nav-items';

/**
 * A header dropdown (Services, Resources) as a disclosure: a button that shows a list of links
 * (lib/dom/disclosure.ts: Escape, a click outside, focus leaving it or a page change closes it).
 * No popover library, and it works on a static page too, where no React runs.
 */
export function HeaderMenu({ group, itemClassName }: { group: TNavGroup; itemClassName?: string }) {
  const { pathname } = useLocation();
  const { buttonProps, panelProps } = useBoundDisclosure<HTMLUListElement>(pathname);
  return (
    <div className={classes.root}>
      <button {...buttonProps} className={itemClassName}>
        {group.label}
        <IconChevronDown size={16} stroke={2} aria-hidden className={classes.chevron} />
      </button>
      <ul {...panelProps} className={classes.list}>
        {group.items.map((item) => (
          <li key={item.to}>
            <AppLink to={item.to} className={classes.link}>
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
