import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import { Badge, Indicator, NavLink, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { AppLink } from '@/lib/links/app-link';
import { Tooltip } from '@/ui/tooltip/tooltip';
import type { TNavigationEntry } from '../navigation-entries';
import classes from '../profile-shell.module.css';

type TSidebarLinkProps = {
  entry: TNavigationEntry & { href: string };
  isActive: boolean;
  isCollapsed: boolean;
  isExternal?: boolean;
  isNew?: boolean;
  /** Indents a link inside a group. */
  isNested?: boolean;
  onNavigate?: () => void;
};

const newLabel = 'New';

/** One sidebar link: icon and label, or the icon alone with a tooltip when collapsed. */
export function SidebarLink({
  entry,
  isActive,
  isCollapsed,
  isExternal = false,
  isNew = false,
  isNested = false,
  onNavigate,
}: TSidebarLinkProps) {
  const Icon = entry.icon;
  const newTabProps = isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const externalNote = isExternal ? ' (opens in a new tab)' : '';

  if (isCollapsed) {
    const tooltip = `${entry.label}${isNew ? ` (${newLabel})` : ''}`;
    return (
      <Tooltip label={tooltip} position="right" withArrow>
        <AppLink
          to={entry.href}
          className={classes.iconLink}
          data-active={isActive || undefined}
          aria-current={isActive ? 'page' : undefined}
          aria-label={`${tooltip}${externalNote}`}
          onClick={onNavigate}
          {...newTabProps}
        >
          <Indicator disabled={!isNew} size={8} color="brand.7" offset={2}>
            <Icon size={22} stroke={1.6} aria-hidden />
          </Indicator>
        </AppLink>
      </Tooltip>
    );
  }

  return (
    <NavLink
      component={AppLink}
      to={entry.href}
      label={entry.label}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      rightSection={
        isNew ? (
          <Badge size="xs" color="brand.7" variant="filled">
            {newLabel}
          </Badge>
        ) : isExternal ? (
          <>
            <IconExternalLink size={16} stroke={1.6} aria-hidden />
            <VisuallyHidden>{externalNote}</VisuallyHidden>
          </>
        ) : null
      }
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      className={classes.link}
      pl={isNested ? 'xl' : undefined}
      onClick={onNavigate}
      {...newTabProps}
    />
  );
}
