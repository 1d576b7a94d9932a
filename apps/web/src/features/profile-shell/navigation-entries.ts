import type { TNavigationLinkKey } from '@deckhand/contract';
import {
  type Icon,
  IconCalendarEvent,
  IconChartBar,
  IconClipboardList,
  IconCoins,
  IconCrown,
  IconFileInvoice,
  IconForms,
  IconHelp,
  IconHistory,
  IconLock,
  IconReceipt,
  IconSettings,
  IconTemplate,
  IconUserCircle,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { paths } from '@/lib/paths';

/** The external help centre, opened in a new tab (§2.6). */
export const helpCenterUrl = 'https://help.deckhand.app/';

export type TNavigationEntry = {
  label: string;
  icon: Icon;
  /** Where the link goes; groups have none. */
  href?: string;
  /** Another page of the same section that keeps this link active (e.g. a calendar view). */
  matchesNested?: boolean;
};

/** Label, icon and address of each navigation key of the contract. */
export const navigationEntries: Record<TNavigationLinkKey, TNavigationEntry> = {
  myOrders: {
    label: 'My orders',
    icon: IconClipboardList,
    href: paths.profile.orders.getHref(),
    // An order's page keeps My orders marked.
    matchesNested: true,
  },
  myTeam: { label: 'My team', icon: IconUsers, href: paths.profile.team.getHref() },
  billing: { label: 'Billing', icon: IconWallet },
  billingDetails: {
    label: 'Billing details',
    icon: IconFileInvoice,
    href: paths.profile.billing.overview.getHref(),
  },
  paymentHistory: {
    label: 'Payment history',
    icon: IconReceipt,
    href: paths.profile.billing.paymentsHistory.getHref(),
  },
  creditHistory: {
    label: 'Credit history',
    icon: IconHistory,
    href: paths.profile.billing.creditHistory.getHref(),
  },
  creditPacks: {
    label: 'Credit packs',
    icon: IconCoins,
    href: paths.profile.billing.credits.getHref(),
    matchesNested: true,
  },
  myPlan: {
    label: 'My plan',
    icon: IconCrown,
    href: paths.profile.billing.subscription.getHref(),
    matchesNested: true,
  },
  holidayCalendar: {
    label: 'Holiday calendar',
    icon: IconCalendarEvent,
    href: paths.profile.holidaysCalendar.root.getHref(),
    matchesNested: true,
  },
  insightsDashboard: {
    label: 'Insights dashboard',
    icon: IconChartBar,
    href: paths.capacityOverview.getHref(),
    matchesNested: true,
  },
  customFields: {
    label: 'Custom fields',
    icon: IconForms,
    href: paths.profile.customFields.getHref(),
  },
  styleTemplates: {
    label: 'Style templates',
    icon: IconTemplate,
    href: paths.profile.styleTemplates.getHref(),
  },
  settings: { label: 'Settings', icon: IconSettings },
  userDetails: {
    label: 'User details',
    icon: IconUserCircle,
    href: paths.profile.userDetails.getHref(),
  },
  security: { label: 'Security', icon: IconLock, href: paths.profile.security.getHref() },
  help: { label: 'Help', icon: IconHelp, href: helpCenterUrl },
};

/** Links that carry a "New" mark until their page has been visited. */
export const newNavigationLinks: readonly TNavigationLinkKey[] = ['holidayCalendar'];

/** Whether the page at `pathname` belongs to this link. */
export function isEntryActive(entry: TNavigationEntry, pathname: string): boolean {
  if (!entry.href) return false;
  const path = pathname.replace(/\/+$/, '');
  return path === entry.href || (entry.matchesNested === true && path.startsWith(`${entry.href}/`));
}

/** The label of the link whose page is open, for the mobile bar. */
export function findNavigationLabel(pathname: string): string | null {
  const entry = Object.values(navigationEntries).find((item) => isEntryActive(item, pathname));
  return entry?.label ?? null;
}
