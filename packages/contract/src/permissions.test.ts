import { describe, expect, it } from 'vitest';
import {
  canChangeMemberRole,
  canInviteRole,
  canLeaveTeam,
  canManageCustomFields,
  canManageTeam,
  canRemoveMember,
  canSeeBilling,
  canSeeCreditHistory,
  canSeeCreditPacks,
  canSeeCustomFields,
  canSeeInsightsDashboard,
  canSeeStyleTemplates,
  findInviteRefusal,
  findMemberChangeRefusal,
  getCustomerRole,
  holdsPermission,
  type TPermissionUser,
  type TTeamGrant,
  type TTeamRights,
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
  [
    'canSeeCreditHistory',
    canSeeCreditHistory,
    user({ customerRole: 'manager', seeCreditBalance: true }),
    user({ customerRole: 'manager' }),
  ],
  ['canSeeCustomFields', canSeeCustomFields, user({ supportsCustomFields: true }), user()],
  [
    'canManageCustomFields',
    canManageCustomFields,
    user({ supportsCustomFields: true, customerRole: 'owner' }),
    user({ supportsCustomFields: true, customerRole: 'admin' }),
  ],
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

/** The four actors of the team rules: owner, admin with and without manageCredits, manager. */
const actors = {
  owner: { role: 'owner', manageCredits: true, seeCreditBalance: true },
  adminWith: { role: 'admin', manageCredits: true, seeCreditBalance: false },
  adminWithout: { role: 'admin', manageCredits: false, seeCreditBalance: false },
  manager: { role: 'manager', manageCredits: false, seeCreditBalance: false },
} as const satisfies Record<string, TTeamRights>;
type TActorName = keyof typeof actors;

const grant = (role: TTeamGrant['role'], manageCredits = false, seeCreditBalance = false) => ({
  role,
  manageCredits,
  seeCreditBalance,
});

describe('credit permissions held', () => {
  it.each([
    [actors.owner, 'manageCredits', true],
    [actors.adminWith, 'seeCreditBalance', true],
    [actors.adminWithout, 'manageCredits', false],
    [actors.adminWithout, 'seeCreditBalance', false],
    [{ ...actors.adminWithout, seeCreditBalance: true }, 'seeCreditBalance', true],
  ] as const)('%j holds %s: %s', (actor, permission, expected) => {
    expect(holdsPermission(actor, permission)).toBe(expected);
  });
});

describe('what an invite (email or link) may give', () => {
  const cases: [TActorName, TTeamGrant, ReturnType<typeof findInviteRefusal>][] = [
    ['owner', grant('owner', true, true), null],
    ['owner', grant('manager', true), null],
    ['adminWith', grant('admin', true), null],
    ['adminWith', grant('manager', false, true), null],
    ['adminWith', grant('owner'), 'roleAboveOwn'],
    ['adminWithout', grant('admin'), null],
    ['adminWithout', grant('manager', true), 'permissionNotHeld'],
    ['adminWithout', grant('manager', false, true), 'permissionNotHeld'],
    ['adminWithout', grant('owner', true), 'roleAboveOwn'],
    ['manager', grant('manager'), 'notAllowed'],
  ];
  it.each(cases)('%s inviting %j: %s', (actor, given, expected) => {
    expect(findInviteRefusal(actors[actor], given)).toBe(expected);
  });
  it('holds an owner without manageCredits to the same rule', () => {
    const owner = { ...actors.owner, manageCredits: false, seeCreditBalance: false };
    expect(findInviteRefusal(owner, grant('owner'))).toBeNull();
    expect(findInviteRefusal(owner, grant('admin', true))).toBe('permissionNotHeld');
  });
});

describe('what a member change may do', () => {
  const admin = { ...grant('admin'), isSelf: false };
  const manager = { ...grant('manager', false, true), isSelf: false };
  const owner = { ...grant('owner', true, true), isSelf: false };
  const cases: [
    TActorName,
    TTeamGrant & { isSelf: boolean },
    TTeamGrant,
    number,
    ReturnType<typeof findMemberChangeRefusal>,
  ][] = [
    ['owner', admin, grant('admin', true, true), 1, null],
    ['owner', owner, grant('admin', true, true), 2, null],
    ['owner', owner, grant('manager'), 1, 'lastOwner'],
    ['owner', { ...owner, isSelf: true }, grant('owner', true, true), 2, 'ownMembership'],
    ['adminWith', manager, grant('admin', true, true), 1, null],
    ['adminWith', manager, grant('owner'), 1, 'roleAboveOwn'],
    ['adminWith', owner, grant('owner'), 2, 'notAllowed'],
    ['adminWith', { ...admin, isSelf: true }, grant('admin', true), 1, 'ownMembership'],
    ['adminWithout', { ...admin, isSelf: true }, grant('admin', true), 1, 'ownMembership'],
    ['adminWithout', manager, grant('admin', false, true), 1, null],
    ['adminWithout', manager, grant('manager', true, true), 1, 'permissionNotHeld'],
    ['adminWithout', manager, grant('manager'), 1, 'permissionNotHeld'],
    ['adminWithout', { ...admin, manageCredits: true }, grant('manager', true), 1, null],
    ['manager', manager, grant('manager'), 1, 'notAllowed'],
    ['manager', { ...manager, isSelf: true }, grant('admin'), 1, 'ownMembership'],
  ];
  it.each(cases)(
    '%s changing %j to %j (%i owners): %s',
    (actor, target, next, owners, expected) => {
      expect(findMemberChangeRefusal(actors[actor], target, next, owners)).toBe(expected);
    },
  );
});
