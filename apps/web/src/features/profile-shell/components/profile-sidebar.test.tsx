import { accountMessages, type TCurrentUser } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage/storage-keys';
import { makeStaff, makeUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { helpCenterUrl } from '../navigation-entries';
import { ProfileSidebar } from './profile-sidebar';

const calendar = 'Holiday calendar New';
const help = 'Help (opens in a new tab)';
const billing = ['Billing', 'Billing details', 'Payment history'];
const settings = ['Settings', 'User details', 'Security'];

type TVariantRow = {
  variant: string;
  user: TCurrentUser;
  links: string[];
  creditsBox: 'offer' | 'balance' | null;
  promo: 'pro' | 'enterprise' | null;
};

/** §2.6: the four variants, with the links in order once every group is opened. */
const variants: TVariantRow[] = [
  {
    variant: 'staff',
    user: makeStaff(),
    links: [
      'My orders',
      'My team',
      ...billing,
      'Credit packs',
      'My plan',
      calendar,
      'Insights dashboard',
      'Custom fields',
      'Style templates',
      ...settings,
      help,
    ],
    creditsBox: 'offer',
    promo: null,
  },
  {
    variant: 'manager',
    user: makeUser({ customerRole: 'manager', hasDailyCapacity: true, supportsCustomFields: true }),
    links: ['My orders', 'My team', calendar, ...settings, help],
    creditsBox: null,
    promo: 'pro',
  },
  {
    variant: 'regular owner',
    user: makeUser(),
    links: [
      'My orders',
      'My team',
      ...billing,
      'Credit packs',
      'My plan',
      calendar,
      'Style templates',
      ...settings,
      help,
    ],
    creditsBox: 'offer',
    promo: 'pro',
  },
  {
    variant: 'subscription owner',
    user: makeUser({ subscription: true, hasDailyCapacity: true, supportsCustomFields: true }),
    links: [
      'My orders',
      'My team',
      ...billing,
      'My plan',
      calendar,
      'Insights dashboard',
      'Custom fields',
      'Style templates',
      ...settings,
      help,
    ],
    creditsBox: null,
    promo: 'enterprise',
  },
];

const nav = () => screen.getByRole('navigation', { name: 'Account' });

/** Every link and group button of the navigation, in document order. */
const readNavigation = () => Array.from(nav().querySelectorAll<HTMLElement>('a, button'));

async function openGroups(user: ReturnType<typeof renderWithProviders>['user']) {
  for (const group of within(nav()).queryAllByRole('button', { expanded: false })) {
    await user.click(group);
  }
}

describe('profile sidebar (§2.6)', () => {
  it.each(variants)(
    'shows the $variant exactly the links of the contract',
    async ({ user: account, links }) => {
      const { user } = renderWithProviders(<ProfileSidebar user={account} />, {
        route: '/my-profile/team',
      });
      await openGroups(user);
      const elements = readNavigation();
      expect(elements).toHaveLength(links.length);
      elements.forEach((element, index) => {
        expect(element).toHaveAccessibleName(links[index]);
      });
    },
  );

  it.each(variants)('gives the $variant the right credits box and banner', ({ user, ...row }) => {
    renderWithProviders(<ProfileSidebar user={user} />, { route: '/my-profile/team' });
    const offer = screen.queryByText(accountMessages.creditsOffer);
    expect(offer !== null).toBe(row.creditsBox === 'offer');
    expect(screen.queryByText(accountMessages.proPromo) !== null).toBe(row.promo === 'pro');
    expect(screen.queryByText(accountMessages.enterpriseBanner) !== null).toBe(
      row.promo === 'enterprise',
    );
    if (row.promo === 'pro') {
      expect(screen.getByRole('button', { name: accountMessages.proPromoAction })).toBeVisible();
    }
    if (row.creditsBox === 'offer') {
      expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
        'href',
        '/my-profile/billing/credits/purchase',
      );
    }
  });

  it('shows the balance to a user who may only see it, without the buy link', () => {
    const account = makeUser({
      customerRole: 'manager',
      manageCredits: false,
      seeCreditBalance: true,
      purchasedPackages: true,
      balance: 1234.5,
    });
    renderWithProviders(<ProfileSidebar user={account} />, { route: '/my-profile/team' });
    const box = screen.getByRole('region', { name: 'Credits' });
    expect(box).toHaveTextContent('$1 234.50');
    expect(within(box).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers the buy link with the balance to a user who manages credits', () => {
    const account = makeUser({ purchasedPackages: true, balance: 80 });
    renderWithProviders(<ProfileSidebar user={account} />, { route: '/my-profile/team' });
    const box = screen.getByRole('region', { name: 'Credits' });
    expect(box).toHaveTextContent('$80.00');
    expect(within(box).getByRole('link', { name: 'Buy credits' })).toBeInTheDocument();
  });

  it('marks the open page and opens its group', () => {
    renderWithProviders(<ProfileSidebar user={makeUser()} />, { route: '/my-profile/security' });
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'User details' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Billing' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens the help page in a new tab', () => {
    renderWithProviders(<ProfileSidebar user={makeUser()} />, { route: '/my-profile/team' });
    const link = screen.getByRole('link', { name: help });
    expect(link).toHaveAttribute('href', helpCenterUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('marks the holiday calendar New until it has been visited, and remembers the visit', async () => {
    const first = renderWithProviders(<ProfileSidebar user={makeUser()} />, {
      route: '/my-profile/team',
    });
    expect(screen.getByRole('link', { name: calendar })).toBeInTheDocument();
    await first.user.click(screen.getByRole('link', { name: calendar }));
    expect(first.router.state.location.pathname).toBe('/my-profile/holidays-calendar');
    expect(await screen.findByRole('link', { name: 'Holiday calendar' })).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.visitedLinks)).toBe('["holidayCalendar"]');
    first.unmount();

    renderWithProviders(<ProfileSidebar user={makeUser()} />, { route: '/my-profile/team' });
    expect(screen.getByRole('link', { name: 'Holiday calendar' })).toBeInTheDocument();
  });
});
