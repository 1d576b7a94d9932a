import {
  canSeeBilling,
  canSeeCreditPacks,
  canSeeCustomFields,
  canSeeInsightsDashboard,
  canSeeStyleTemplates,
  getNavigationVariant,
  type TPermissionUser,
} from './permissions.ts';

/** The signed-in sidebar of §2.6: which links each variant shows, in order. */

export const navigationLinkKeys = [
  'myOrders',
  'myTeam',
  'billing',
  'billingDetails',
  'paymentHistory',
  'creditHistory',
  'creditPacks',
  'myPlan',
  'holidayCalendar',
  'insightsDashboard',
  'customFields',
  'styleTemplates',
  'settings',
  'userDetails',
  'security',
  'help',
] as const;
export type TNavigationLinkKey = (typeof navigationLinkKeys)[number];

/** A link, or a group (billing, settings) with its children; help is external, in a new tab. */
export type TNavigationItem = {
  key: TNavigationLinkKey;
  children?: TNavigationLinkKey[];
  external?: true;
};

/** Credit history has a page but its link is always hidden (§2.6). */
export const hiddenNavigationLinks: readonly TNavigationLinkKey[] = ['creditHistory'];

/**
 * Manager (any role but owner): orders, team, holiday calendar, insights dashboard, settings,
 * help. Regular owner: orders, team, billing group, my plan, holiday calendar, custom fields,
 * style templates, settings, help. Subscription owner: as regular owner plus the insights
 * dashboard. Staff: every conditional link. Each link still needs its own §6 permission.
 * The credits box and banners are not links: see getCreditsBoxState and shows*.
 */
export function getNavigationLinks(user: TPermissionUser): TNavigationItem[] {
  const variant = getNavigationVariant(user);
  const isOwnerMenu = variant !== 'manager';
  const hasInsights = variant !== 'regularOwner';
  const items: TNavigationItem[] = [{ key: 'myOrders' }, { key: 'myTeam' }];

  if (isOwnerMenu && canSeeBilling(user)) {
    const children: TNavigationLinkKey[] = ['billingDetails', 'paymentHistory'];
    if (canSeeCreditPacks(user)) children.push('creditPacks');
    items.push({ key: 'billing', children }, { key: 'myPlan' });
  }
  items.push({ key: 'holidayCalendar' });
  if (hasInsights && canSeeInsightsDashboard(user)) items.push({ key: 'insightsDashboard' });
  if (isOwnerMenu && canSeeCustomFields(user)) items.push({ key: 'customFields' });
  if (isOwnerMenu && canSeeStyleTemplates(user)) items.push({ key: 'styleTemplates' });
  items.push(
    { key: 'settings', children: ['userDetails', 'security'] },
    { key: 'help', external: true },
  );
  return items;
}
