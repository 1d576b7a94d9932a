import { pagePaths } from '@deckhand/contract';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

type TRoute = { path: string; getHref: (...args: never[]) => string };
type TShared = { route: TRoute; href: string; webHref: string; params?: Record<string, string> };

const token = 'a b/c?d';

/**
 * Every page the contract names (the server sends people there), with the web's route for it.
 * A new page in pagePaths without its route here does not type-check.
 */
const shared: { [K in keyof typeof pagePaths]: TShared } = {
  login: { route: paths.login, href: pagePaths.login, webHref: paths.login.getHref() },
  signup: { route: paths.signup, href: pagePaths.signup, webHref: paths.signup.getHref() },
  profile: {
    route: paths.profile.root,
    href: pagePaths.profile,
    webHref: paths.profile.root.getHref(),
  },
  profileOrders: {
    route: paths.profile.orders,
    href: pagePaths.profileOrders,
    webHref: paths.profile.orders.getHref(),
  },
  profileOrder: {
    route: paths.profile.order,
    href: pagePaths.profileOrder(42),
    webHref: paths.profile.order.getHref(42),
    params: { id: '42' },
  },
  staffOrder: {
    route: paths.staff.order,
    href: pagePaths.staffOrder(42),
    webHref: paths.staff.order.getHref(42),
    params: { id: '42' },
  },
  join: {
    route: paths.join,
    href: pagePaths.join(token),
    webHref: paths.join.getHref(token),
    params: { token },
  },
  resetPassword: {
    route: paths.resetPassword.token,
    href: pagePaths.resetPassword(token),
    webHref: paths.resetPassword.token.getHref(token),
    params: { token },
  },
  guestReview: {
    route: paths.guestReview,
    href: pagePaths.guestReview(token),
    webHref: paths.guestReview.getHref(token),
    params: { token },
  },
  unsubscribe: {
    route: paths.unsubscribe,
    href: pagePaths.unsubscribe('marketing'),
    webHref: paths.unsubscribe.getHref('marketing'),
    params: { type: 'marketing' },
  },
  clientLanding: {
    route: paths.clientLanding,
    href: pagePaths.clientLanding('contoso'),
    webHref: paths.clientLanding.getHref('contoso'),
    params: { clientKey: 'contoso' },
  },
};

describe('the pages the web and the server both know', () => {
  it('covers every page of the contract', () => {
    expect(Object.keys(shared).sort()).toEqual(Object.keys(pagePaths).sort());
  });

  it.each(Object.entries(shared))('%s: one address, and the route matches it', (_, page) => {
    expect(page.webHref).toBe(page.href);
    const match = matchPath(
      { path: page.route.path, end: true },
      new URL(page.href, 'http://x').pathname,
    );
    expect(match).not.toBeNull();
    const params = Object.entries(match?.params ?? {}).map(([name, value = '']) => [
      name,
      decodeURIComponent(value),
    ]);
    expect(Object.fromEntries(params)).toEqual(page.params ?? {});
  });
});
