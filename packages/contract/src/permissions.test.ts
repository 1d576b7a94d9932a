import { describe, expect, it } from 'vitest';
import {
  canChangeMemberRole,
  canInviteRole,
  canLeaveTeam,
  canManageTeam,
  canRemoveMember,
  canSeeBilling,
  canSeeCreditPacks,
  canSeeCustomFields,
  canSeeInsightsDashboard,
  canSeeStyleTemplates,
  getCustomerRole,
  type TPermissionUser,
} from './permissions.ts';

const user = (overrides: Partial<TPermissionUser> = {}): TPermissionUser => ({
  customerRole: 'owner',
  isStaff: false,
  manageCredits: false,
  seeCreditBalance: false,
  hasDailyCapacity: false,
  subscription: false,
  purchasedPackages: false,
  supportsCustomFields: false,
  ...overrides,
});
const staff = user({ isStaff: true, customerRole: null });

describe.each([
  ['canSeeBilling', canSeeBilling, user({ manageCredits: true }), user()],
  [
    'canSeeCreditPacks',
    canSeeCreditPacks,
    user({ customerRole: 'manager', manageCredits: true }),
    user({ manageCredits: true, hasDailyCapacity: true }),
  ],
  ['canSeeCustomFields', canSeeCustomFields, user({ supportsCustomFields: true }), user()],
  [
    'canSeeInsightsDashboard',
    canSeeInsightsDashboard,
    user({ customerRole: 'admin', hasDailyCapacity: true }),
    user({ customerRole: 'manager', hasDailyCapacity: true }),
  ],
  [
    'canSeeStyleTemplates',
    canSeeStyleTemplates,
    user({ customerRole: 'owner' }),
    user({ customerRole: 'admin' }),
  ],
] as const)('%s', (_name, can, allowed, denied) => {
  it('allows the user with the right', () => expect(can(allowed)).toBe(true));
  it('denies the user without it', () => expect(can(denied)).toBe(false));
  it('allows staff', () => expect(can(staff)).toBe(true));
});

describe('extra user rules', () => {
  it('hides the insights dashboard without daily capacity or a known role', () => {
    expect(canSeeInsightsDashboard(user())).toBe(false);
    expect(canSeeInsightsDashboard(user({ customerRole: null, hasDailyCapacity: true }))).toBe(
      false,
    );
  });
  it('hides credit packs without manageCredits', () =>
    expect(canSeeCreditPacks(user())).toBe(false));
  it('reads only known roles', () => {
    expect(getCustomerRole('admin')).toBe('admin');
    expect(getCustomerRole('Owner')).toBeNull();
    expect(getCustomerRole(null)).toBeNull();
  });
});

describe('team roles', () => {
  it.each([
    ['owner', true],
    ['admin', true],
    ['manager', false],
    [null, false],
    ['guest', false],
  ])('canManageTeam(%s) is %s', (role, expected) => expect(canManageTeam(role)).toBe(expected));

  it.each([
    ['owner', 'admin', {}, true],
    ['owner', 'manager', { nextRole: 'admin' }, true],
    ['owner', 'owner', { nextRole: 'admin', ownerCount: 2 }, true],
    ['owner', 'admin', { nextRole: 'owner' }, true],
    ['admin', 'admin', { nextRole: 'manager' }, true],
    ['admin', 'manager', { nextRole: 'admin' }, true],
    ['admin', 'owner', { ownerCount: 3 }, false],
    ['admin', 'manager', { nextRole: 'owner' }, false],
    ['manager', 'manager', {}, false],
    ['manager', 'admin', { nextRole: 'manager' }, false],
    ['owner', 'owner', { nextRole: 'admin', ownerCount: 1 }, false],
    ['owner', 'owner', { nextRole: 'manager' }, false],
    ['owner', 'guest', {}, false],
  ] as const)('%s changing %s with %j: %s', (actor, target, change, expected) => {
    expect(canChangeMemberRole(actor, target, change)).toBe(expected);
  });

  it('removes members by the same rule, never the last owner', () => {
    expect(canRemoveMember('admin', 'manager')).toBe(true);
    expect(canRemoveMember('admin', 'owner', 2)).toBe(false);
    expect(canRemoveMember('manager', 'manager')).toBe(false);
    expect(canRemoveMember('owner', 'owner', 2)).toBe(true);
    expect(canRemoveMember('owner', 'owner', 1)).toBe(false);
  });

  it('lets only an owner invite an owner', () => {
    expect(canInviteRole('owner', 'owner')).toBe(true);
    expect(canInviteRole('admin', 'admin')).toBe(true);
    expect(canInviteRole('admin', 'owner')).toBe(false);
    expect(canInviteRole('manager', 'manager')).toBe(false);
  });

  it('lets anyone leave except the last owner', () => {
    expect(canLeaveTeam('manager', 1)).toBe(true);
    expect(canLeaveTeam('owner', 2)).toBe(true);
    expect(canLeaveTeam('owner', 1)).toBe(false);
  });
});
