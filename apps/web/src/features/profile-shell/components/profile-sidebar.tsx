import {
  getNavigationLinks,
  hiddenNavigationLinks,
  type TCurrentUser,
  type TNavigationItem,
  type TNavigationLinkKey,
} from '@deckhand/contract';
import { ActionIcon, Box, Divider, Stack } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Fragment, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Tooltip } from '@/ui/tooltip/tooltip';
import { useActiveLinkInView } from '../hooks/use-active-link-in-view';
import { useScrollCues } from '../hooks/use-scroll-cues';
import { useVisitedLinks } from '../hooks/use-visited-links';
import { isEntryActive, navigationEntries, newNavigationLinks } from '../navigation-entries';
import classes from '../profile-shell.module.css';
import { CreditsBox } from './credits-box';
import { PlanPromos } from './plan-promos';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';

type TProfileSidebarProps = {
  user: TCurrentUser;
  isCollapsed?: boolean;
  /** Without it (the mobile drawer) the sidebar cannot collapse. */
  onToggleCollapsed?: () => void;
  /** Called when a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
};

const isShown = (key: TNavigationLinkKey) => !hiddenNavigationLinks.includes(key);

/** The signed-in navigation of §2.6: the contract decides the links, this draws them. */
export function ProfileSidebar({
  user,
  isCollapsed = false,
  onToggleCollapsed,
  onNavigate,
}: TProfileSidebarProps) {
  const { pathname } = useLocation();
  const { hasVisited, markVisited } = useVisitedLinks();
  const items = getNavigationLinks(user);
  const scrollRef = useRef<HTMLDivElement>(null);
  useActiveLinkInView(scrollRef, pathname);
  const { isMoreAbove, isMoreBelow } = useScrollCues(scrollRef);

  useEffect(() => {
    for (const key of newNavigationLinks) {
      if (isEntryActive(navigationEntries[key], pathname)) markVisited(key);
    }
  }, [pathname, markVisited]);

  const renderLink = (key: TNavigationLinkKey, item?: TNavigationItem, isNested = false) => {
    const entry = navigationEntries[key];
    if (!entry.href) return null;
    return (
      <li key={key}>
        <SidebarLink
          entry={{ ...entry, href: entry.href }}
          isActive={isEntryActive(entry, pathname)}
          isCollapsed={isCollapsed}
          isExternal={item?.external === true}
          isNew={newNavigationLinks.includes(key) && !hasVisited(key)}
          isNested={isNested}
          onNavigate={onNavigate}
        />
      </li>
    );
  };

  const renderItem = (item: TNavigationItem) => {
    const children = (item.children ?? []).filter(isShown);
    if (!item.children) return renderLink(item.key, item);
    if (isCollapsed) {
      return (
        <Fragment key={item.key}>
          <li aria-hidden>
            <Divider my={4} mx="xs" />
          </li>
          {children.map((key) => renderLink(key))}
        </Fragment>
      );
    }
    const hasActiveChild = children.some((key) => isEntryActive(navigationEntries[key], pathname));
    return (
      <li key={item.key}>
        <SidebarGroup entry={navigationEntries[item.key]} hasActiveChild={hasActiveChild}>
          {children.map((key) => renderLink(key, undefined, true))}
        </SidebarGroup>
      </li>
    );
  };

  const toggleLabel = isCollapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const ToggleIcon = isCollapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <Stack
      gap="md"
      p={isCollapsed ? 'xs' : 'md'}
      className={classes.sidebarBody}
      data-collapsed={isCollapsed || undefined}
    >
      {onToggleCollapsed ? (
        <Box ta={isCollapsed ? 'center' : 'right'} className={classes.pinned}>
          <Tooltip label={toggleLabel} position="right">
            <ActionIcon
              variant="subtle"
              color="gray.7"
              size="lg"
              onClick={onToggleCollapsed}
              aria-label={toggleLabel}
              aria-pressed={isCollapsed}
            >
              <ToggleIcon size={20} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Box>
      ) : null}
      {/* The links first, then the boxes, scrolling together: no box ever hides a link. */}
      <div
        className={classes.scrollArea}
        data-more-above={isMoreAbove || undefined}
        data-more-below={isMoreBelow || undefined}
      >
        <div ref={scrollRef} className={classes.scroller}>
          <Stack gap="md">
            <nav aria-label="Account">
              <ul className={classes.navList}>{items.map(renderItem)}</ul>
            </nav>
            {isCollapsed ? null : (
              <Stack gap="sm">
                <CreditsBox user={user} onNavigate={onNavigate} />
                <PlanPromos user={user} onNavigate={onNavigate} />
              </Stack>
            )}
          </Stack>
        </div>
      </div>
    </Stack>
  );
}
