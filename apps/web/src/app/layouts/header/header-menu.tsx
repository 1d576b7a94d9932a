import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '@/lib/links/app-link';
import classes from './header-menu.module.css';
import type { TNavGroup } from './visitor-nav-items';

/**
 * A header dropdown (Services, Resources) as a disclosure: a button that shows a list of links.
 * Escape, a click outside, focus leaving it or a page change closes it. No popover library, so
 * the header stays light in the initial bundle.
 */
export function HeaderMenu({ group, itemClassName }: { group: TNavGroup; itemClassName?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname) setIsOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!isOpen) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && (rootRef.current?.contains(target) ?? false);
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) setIsOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isInside(event.target)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className={classes.root}>
      <button
        ref={buttonRef}
        type="button"
        className={itemClassName}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {group.label}
        <IconChevronDown size={16} stroke={2} aria-hidden className={classes.chevron} />
      </button>
      <ul id={listId} className={classes.list} hidden={!isOpen}>
        {group.items.map((item) => (
          <li key={item.to}>
            <AppLink to={item.to} className={classes.link} onClick={() => setIsOpen(false)}>
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
