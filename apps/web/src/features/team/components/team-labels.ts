import type { TCustomerRole } from '@deckhand/contract';

export const roleDescriptions: Record<TCustomerRole, string> = {
  owner: 'Everything, including billing and the team',
  admin: 'Manages admins and managers',
  manager: 'Orders for the team',
};

export const permissionLabels = {
  manageCredits: 'Manage credits',
  seeCreditBalance: 'See credit balance',
} as const;

/** The permission names a member or invite holds, in a fixed order. */
export function listPermissions(item: { manageCredits: boolean; seeCreditBalance: boolean }) {
  const names: string[] = [];
  if (item.manageCredits) names.push(permissionLabels.manageCredits);
  if (item.seeCreditBalance) names.push(permissionLabels.seeCreditBalance);
  return names;
}
