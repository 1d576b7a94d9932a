import { customerRoles, type TCurrentUser, type TCustomerRole } from './user.ts';

/**
 * Permission rules of §6 as pure functions over the current user. Navigation and the server
 * both call them. Staff see every conditional submenu, so each canSee* is true for staff.
 */
export type TPermissionUser = Pick<
  TCurrentUser,
  | 'customerRole'
  | 'isStaff'
  | 'manageCredits'
  | 'seeCreditBalance'
  | 'hasDailyCapacity'
  | 'subscription'
  | 'purchasedPackages'
  | 'supportsCustomFields'
>;

/** A role as stored (free text or null); only the known roles count. */
export type TRoleInput = TCustomerRole | string | null | undefined;

export function getCustomerRole(role: TRoleInput): TCustomerRole | null {
  return customerRoles.find((known) => known === role) ?? null;
}

export const navigationVariants = [
  'staff',
  'manager',
  'regularOwner',
  'subscriptionOwner',
] as const;
export type TNavigationVariant = (typeof navigationVariants)[number];

/** Staff; any role other than owner; owner with a subscription and daily capacity; other owners. */
export function getNavigationVariant(user: TPermissionUser): TNavigationVariant {
  if (user.isStaff) return 'staff';
  if (getCustomerRole(user.customerRole) !== 'owner') return 'manager';
  return user.subscription && user.hasDailyCapacity ? 'subscriptionOwner' : 'regularOwner';
}

/** Billing details, payment history, my plan and the billing group need manageCredits. */
export function canSeeBilling(user: TPermissionUser): boolean {
  return user.isStaff || user.manageCredits;
}

/** Credit packs need manageCredits and no daily capacity. */
export function canSeeCreditPacks(user: TPermissionUser): boolean {
  return user.isStaff || (user.manageCredits && !user.hasDailyCapacity);
}

/**
 * Credit history (its link is always hidden, §2.6) is open to whoever may see the balance: people
 * who manage credits or see the credit balance.
 */
export function canSeeCreditHistory(user: TPermissionUser): boolean {
  return user.isStaff || user.manageCredits || user.seeCreditBalance;
}

export function canSeeCustomFields(user: TPermissionUser): boolean {
  return user.isStaff || user.supportsCustomFields;
}

/** The custom fields page and its calls: the owner of a team with supportsCustomFields. */
export function canManageCustomFields(user: TPermissionUser): boolean {
  return (
    user.isStaff || (user.supportsCustomFields && getCustomerRole(user.customerRole) === 'owner')
  );
}

/** Daily capacity and a known role other than manager. */
export function canSeeInsightsDashboard(
  user: Pick<TPermissionUser, 'isStaff' | 'customerRole' | 'hasDailyCapacity'>,
): boolean {
  const role = getCustomerRole(user.customerRole);
  return user.isStaff || (user.hasDailyCapacity && role !== null && role !== 'manager');
}

export function canSeeStyleTemplates(user: TPermissionUser): boolean {
  return user.isStaff || getCustomerRole(user.customerRole) === 'owner';
}

export type TCreditsBoxState = 'hidden' | 'balance' | 'offer';

/**
 * The sidebar credits box: only without daily capacity. With purchased packages it shows the
 * balance (to manageCredits or seeCreditBalance users); without, it offers a credit pack
 * (to manageCredits users). Only manageCredits users may follow the link to buy credits.
 */
export function getCreditsBoxState(user: TPermissionUser): {
  state: TCreditsBoxState;
  canBuy: boolean;
} {
  let state: TCreditsBoxState = 'hidden';
  if (!user.hasDailyCapacity) {
    if (user.purchasedPackages) {
      if (user.manageCredits || user.seeCreditBalance) state = 'balance';
    } else if (user.manageCredits) {
      state = 'offer';
    }
  }
  return { state, canBuy: state !== 'hidden' && user.manageCredits };
}

/** The credit-packs video link appears only to users without purchased packages. */
export function canSeeCreditPackVideo(user: TPermissionUser): boolean {
  return !user.purchasedPackages;
}

/** Customers without a subscription see the Pro plan promotion (staff are not customers). */
export function showsProPromo(user: TPermissionUser): boolean {
  return !user.isStaff && !user.subscription;
}

/** Subscription customers see the enterprise banner instead. */
export function showsEnterpriseBanner(user: TPermissionUser): boolean {
  return !user.isStaff && user.subscription;
}

/** Owners and admins manage the team; managers only see it. */
export function canManageTeam(role: TRoleInput): boolean {
  const known = getCustomerRole(role);
  return known === 'owner' || known === 'admin';
}

export type TMemberChange = {
  /** The role the target would get; leave out for permission-only edits or removal. */
  nextRole?: TCustomerRole;
  /** Owners in the team now. Unknown counts as 1: the target owner may be the last one. */
  ownerCount?: number;
};

/**
 * Owner manages everyone; admin manages admins and managers but neither touches an owner nor
 * makes one; manager manages nobody. Nobody demotes (or removes) the last owner.
 */
export function canChangeMemberRole(
  actorRole: TRoleInput,
  targetRole: TRoleInput,
  change: TMemberChange = {},
): boolean {
  const actor = getCustomerRole(actorRole);
  const target = getCustomerRole(targetRole);
  if (target === null || !canManageTeam(actor)) return false;
  if (actor === 'admin' && (target === 'owner' || change.nextRole === 'owner')) return false;
  const demotesOwner = target === 'owner' && change.nextRole !== 'owner';
  return !(demotesOwner && (change.ownerCount ?? 1) <= 1);
}

/** Removing follows the role rule; the last owner cannot be removed. */
export function canRemoveMember(
  actorRole: TRoleInput,
  targetRole: TRoleInput,
  ownerCount?: number,
): boolean {
  return canChangeMemberRole(actorRole, targetRole, { ownerCount });
}

/** Owners and admins invite; only an owner may invite another owner. */
export function canInviteRole(actorRole: TRoleInput, role: TCustomerRole): boolean {
  return canChangeMemberRole(actorRole, role, { nextRole: role });
}

/** Anyone may leave, except the last owner. */
export function canLeaveTeam(role: TRoleInput, ownerCount: number): boolean {
  return getCustomerRole(role) !== 'owner' || ownerCount > 1;
}

/** What a membership holds, or what an invite or a change would give. */
export type TTeamGrant = {
  role: TCustomerRole;
  manageCredits: boolean;
  seeCreditBalance: boolean;
};

/** The acting member's own role and credit permissions. */
export type TTeamRights = {
  role: TRoleInput;
  manageCredits: boolean;
  seeCreditBalance: boolean;
};

export const teamPermissions = ['manageCredits', 'seeCreditBalance'] as const;
export type TTeamPermission = (typeof teamPermissions)[number];

/** Whether the actor holds a credit permission; managing credits includes seeing the balance. */
export function holdsPermission(actor: TTeamRights, permission: TTeamPermission): boolean {
  return actor[permission] || (permission === 'seeCreditBalance' && actor.manageCredits);
}

/** A team manager gives (or takes away) only the credit permissions they hold themselves. */
export function canGrantPermission(actor: TTeamRights, permission: TTeamPermission): boolean {
  return canManageTeam(actor.role) && holdsPermission(actor, permission);
}

/** Why the server refuses a team change; each has its message in teamMessages. */
export type TTeamRefusal =
  | 'notAllowed'
  | 'ownMembership'
  | 'roleAboveOwn'
  | 'permissionNotHeld'
  | 'lastOwner';

/**
 * Why an invite (emailed or a link) giving this role and these permissions is refused, or null:
 * only owners and admins invite, nobody gives a role above their own (only an owner makes
 * owners), nor a credit permission they do not hold.
 */
export function findInviteRefusal(actor: TTeamRights, grant: TTeamGrant): TTeamRefusal | null {
  if (!canManageTeam(actor.role)) return 'notAllowed';
  if (!canInviteRole(actor.role, grant.role)) return 'roleAboveOwn';
  const isBeyond = teamPermissions.some((key) => grant[key] && !holdsPermission(actor, key));
  return isBeyond ? 'permissionNotHeld' : null;
}

/**
 * Why changing a member from `target` to `next` is refused, or null. Nobody changes their own
 * membership; the role rules of canChangeMemberRole apply; a credit permission the actor does
 * not hold stays as it is (neither given nor taken away); the last owner stays an owner.
 */
export function findMemberChangeRefusal(
  actor: TTeamRights,
  target: TTeamGrant & { isSelf: boolean },
  next: TTeamGrant,
  ownerCount = 1,
): TTeamRefusal | null {
  if (target.isSelf) return 'ownMembership';
  const anyOwners = Number.POSITIVE_INFINITY;
  const keep = { nextRole: target.role, ownerCount: anyOwners };
  if (!canChangeMemberRole(actor.role, target.role, keep)) return 'notAllowed';
  const change = { nextRole: next.role, ownerCount: anyOwners };
  if (!canChangeMemberRole(actor.role, target.role, change)) return 'roleAboveOwn';
  const changes = (key: TTeamPermission) => next[key] !== target[key];
  if (teamPermissions.some((key) => changes(key) && !holdsPermission(actor, key))) {
    return 'permissionNotHeld';
  }
  const isAllowed = canChangeMemberRole(actor.role, target.role, { ...change, ownerCount });
  return isAllowed ? null : 'lastOwner';
}

/**
 * Owners and admins manage the team's default approvers (review-approvals.ts; here with the other
 * rules, so that a page asking it downloads no approvals' messages).
 */
export function canManageApprovalDefaults(role: TCustomerRole | null): boolean {
  return role === 'owner' || role === 'admin';
}

/** An order's approvers: the team's owners and admins, and the person who placed it. */
export function canManageOrderApprovers(role: TCustomerRole | null, placedTheOrder: boolean) {
  return canManageApprovalDefaults(role) || placedTheOrder;
}
