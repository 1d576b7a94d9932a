import { describe, expect, it } from 'vitest';
import { getNavigationLinks, hiddenNavigationLinks, type TNavigationItem } from './navigation.ts';
import {
  canSeeCreditPackVideo,
  getCreditsBoxState,
  getNavigationVariant,
  showsEnterpriseBanner,
  showsProPromo,
  type TPermissionUser,
} from './permissions.ts';

const customer: TPermissionUser = {
  customerRole: 'owner',
  isStaff: false,
  manageCredits: true,
  seeCreditBalance: true,
  hasDailyCapacity: false,
  subscription: false,
  purchasedPackages: false,
  supportsCustomFields: false,
};

/** 'billing[billingDetails,paymentHistory]' for a group, the key alone for a link. */
const render = (items: TNavigationItem[]) =>
  items.map((item) => (item.children ? `${item.key}[${item.children.join(',')}]` : item.key));

const head = ['myOrders', 'myTeam'];
const tail = ['settings[userDetails,security]', 'help'];
const fullBilling = ['billing[billingDetails,paymentHistory,creditPacks]', 'myPlan'];

const table = [
  {
    name: 'staff',
    user: {
      ...customer,
      isStaff: true,
      customerRole: null,
      manageCredits: false,
      seeCreditBalance: false,
    },
    variant: 'staff',
    links: [
      ...head,
      ...fullBilling,
      'holidayCalendar',
      'insightsDashboard',
      'customFields',
      'styleTemplates',
      ...tail,
    ],
    box: { state: 'hidden', canBuy: false },
    promo: false,
    banner: false,
  },
  {
    name: 'manager with credits permissions',
    user: { ...customer, customerRole: 'manager', purchasedPackages: true },
    variant: 'manager',
    links: [...head, 'holidayCalendar', ...tail],
    box: { state: 'balance', canBuy: true },
    promo: true,
    banner: false,
  },
  {
    name: 'manager seeing the balance only',
    user: { ...customer, customerRole: 'manager', manageCredits: false, purchasedPackages: true },
    variant: 'manager',
    links: [...head, 'holidayCalendar', ...tail],
    box: { state: 'balance', canBuy: false },
    promo: true,
    banner: false,
  },
  {
    name: 'manager without credits permissions',
    user: { ...customer, customerRole: 'manager', manageCredits: false, seeCreditBalance: false },
    variant: 'manager',
    links: [...head, 'holidayCalendar', ...tail],
    box: { state: 'hidden', canBuy: false },
    promo: true,
    banner: false,
  },
  {
    name: 'admin with daily capacity',
    user: {
      ...customer,
      customerRole: 'admin',
      hasDailyCapacity: true,
      supportsCustomFields: true,
    },
    variant: 'manager',
    links: [...head, 'holidayCalendar', 'insightsDashboard', ...tail],
    box: { state: 'hidden', canBuy: false },
    promo: true,
    banner: false,
  },
  {
    name: 'admin without daily capacity',
    user: { ...customer, customerRole: 'admin' },
    variant: 'manager',
    links: [...head, 'holidayCalendar', ...tail],
    box: { state: 'offer', canBuy: true },
    promo: true,
    banner: false,
  },
  {
    name: 'regular owner with purchased packages',
    user: { ...customer, purchasedPackages: true, supportsCustomFields: true },
    variant: 'regularOwner',
    links: [...head, ...fullBilling, 'holidayCalendar', 'customFields', 'styleTemplates', ...tail],
    box: { state: 'balance', canBuy: true },
    promo: true,
    banner: false,
  },
  {
    name: 'regular owner without purchased packages',
    user: customer,
    variant: 'regularOwner',
    links: [...head, ...fullBilling, 'holidayCalendar', 'styleTemplates', ...tail],
    box: { state: 'offer', canBuy: true },
    promo: true,
    banner: false,
  },
  {
    name: 'regular owner without manageCredits',
    user: { ...customer, manageCredits: false, purchasedPackages: true },
    variant: 'regularOwner',
    links: [...head, 'holidayCalendar', 'styleTemplates', ...tail],
    box: { state: 'balance', canBuy: false },
    promo: true,
    banner: false,
  },
  {
    name: 'subscription owner',
    user: { ...customer, subscription: true, hasDailyCapacity: true, purchasedPackages: true },
    variant: 'subscriptionOwner',
    links: [
      ...head,
      'billing[billingDetails,paymentHistory]',
      'myPlan',
      'holidayCalendar',
      'insightsDashboard',
      'styleTemplates',
      ...tail,
    ],
    box: { state: 'hidden', canBuy: false },
    promo: false,
    banner: true,
  },
] as const;

describe.each(table)('$name', ({ user, variant, links, box, promo, banner }) => {
  it(`is the ${variant} variant`, () => expect(getNavigationVariant(user)).toBe(variant));
  it('shows its links in order', () => expect(render(getNavigationLinks(user))).toEqual(links));
  it('shows its credits box', () => expect(getCreditsBoxState(user)).toEqual(box));
  it('shows its promotion or banner', () => {
    expect(showsProPromo(user)).toBe(promo);
    expect(showsEnterpriseBanner(user)).toBe(banner);
  });
  it('never shows the hidden links', () => {
    const keys = getNavigationLinks(user).flatMap((item) => [item.key, ...(item.children ?? [])]);
    for (const hidden of hiddenNavigationLinks) expect(keys).not.toContain(hidden);
  });
});

describe('links', () => {
  it('opens help externally', () => {
    expect(getNavigationLinks(customer).at(-1)).toEqual({ key: 'help', external: true });
  });
  it('shows the credit-pack video only without purchased packages', () => {
    expect(canSeeCreditPackVideo(customer)).toBe(true);
    expect(canSeeCreditPackVideo({ ...customer, purchasedPackages: true })).toBe(false);
  });
});
