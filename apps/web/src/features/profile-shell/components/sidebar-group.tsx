import '@mantine/core/styles/NavLink.layer.css';
import { timings } from '@deckhand/contract';
import { Collapse, NavLink } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { TNavigationEntry } from '../navigation-entries';
import classes from '../profile-shell.module.css';

type TSidebarGroupProps = {
  entry: TNavigationEntry;
  /** A page of the group is open: the group opens with it. */
  hasActiveChild: boolean;
  children: ReactNode;
};

/** A collapsible section of links (Billing, Settings), animated over 300 ms (§4). */
export function SidebarGroup({ entry, hasActiveChild, children }: TSidebarGroupProps) {
  const [isOpen, setIsOpen] = useState(hasActiveChild);
  const panelId = useId();
  const Icon = entry.icon;

  useEffect(() => {
    if (hasActiveChild) setIsOpen(true);
  }, [hasActiveChild]);

  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={entry.label}
        leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            className={classes.chevron}
            data-opened={isOpen || undefined}
          />
        }
        disableRightSectionRotation
        aria-expanded={isOpen}
        aria-controls={panelId}
        className={classes.link}
        onClick={() => setIsOpen((open) => !open)}
      />
      <Collapse in={isOpen} transitionDuration={timings.collapseMs} id={panelId}>
        <ul className={classes.navList}>{children}</ul>
      </Collapse>
    </>
  );
}
