import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage/storage-keys';
import { makeInit } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { cookieBannerText as t } from './cookie-banner';
import { CookieConsent } from './cookie-consent';
import { allowsThirdParties, onCookieSettingsSaved } from './cookie-settings';

const saved = () => window.localStorage.getItem(storageKeys.cookieSettings);
const findBanner = async () => within(await screen.findByRole('region', { name: t.region }));

beforeEach(() => {
  // The test setup answers the banner for every other test.
  window.localStorage.removeItem(storageKeys.cookieSettings);
});

describe('the cookie banner (§2.5)', () => {
  it("asks a visitor outside the EU with 'I accept', and keeps the answer", async () => {
    const { user } = renderWithProviders(<CookieConsent />, { init: makeInit({ isEu: false }) });
    const banner = await findBanner();
    expect(banner.queryByRole('button', { name: t.settings })).toBeNull();
    expect(banner.queryByRole('button', { name: t.acceptAll })).toBeNull();
    expect(banner.getByRole('link', { name: t.policy })).toHaveAttribute(
      'href',
      '/documents/cookies-policy',
    );
    await user.click(banner.getByRole('button', { name: t.accept }));
    expect(JSON.parse(saved() ?? 'null')).toEqual({ thirdParties: true });
    expect(allowsThirdParties()).toBe(true);
    await waitFor(() => expect(screen.queryByRole('region', { name: t.region })).toBeNull());
  });

  it("offers an EU visitor 'Cookie settings' and 'Accept all'", async () => {
    const { user } = renderWithProviders(<CookieConsent />, { init: makeInit({ isEu: true }) });
    const banner = await findBanner();
    expect(banner.queryByRole('button', { name: t.accept })).toBeNull();
    await user.click(banner.getByRole('button', { name: t.acceptAll }));
    expect(JSON.parse(saved() ?? 'null')).toEqual({ thirdParties: true });
  });

  it('lets an EU visitor keep only the necessary cookies', async () => {
    const answers: unknown[] = [];
    const stop = onCookieSettingsSaved((settings) => answers.push(settings));
    const { user } = renderWithProviders(<CookieConsent />, { init: makeInit({ isEu: true }) });
    const banner = await findBanner();
    await user.click(banner.getByRole('button', { name: t.settings }));
    const necessary = banner.getByRole('checkbox', { name: new RegExp(t.necessary) });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const performance = banner.getByRole('checkbox', { name: new RegExp(t.performance) });
    expect(performance).not.toBeChecked();
    expect(performance).toHaveFocus();
    await user.click(banner.getByRole('button', { name: t.save }));
    expect(JSON.parse(saved() ?? 'null')).toEqual({ thirdParties: false });
    expect(allowsThirdParties()).toBe(false);
    expect(answers).toEqual([{ thirdParties: false }]);
    stop();
  });

  it('stays away once an answer is saved', async () => {
    window.localStorage.setItem(
      storageKeys.cookieSettings,
      JSON.stringify({ thirdParties: false }),
    );
    const { container } = renderWithProviders(<CookieConsent />, {
      init: makeInit({ isEu: true }),
    });
    // The banner's markup is in the page (hidden, as the server sends it) and has been bound.
    const banner = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-cookie-banner]');
      expect(found).not.toBeNull();
      return found;
    });
    expect(banner?.hidden).toBe(true);
    expect(screen.queryByRole('region', { name: t.region })).toBeNull();
  });
});
