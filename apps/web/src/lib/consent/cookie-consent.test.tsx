import { consentCookie } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage/storage-keys';
import { makeInit } from '@/test/fixtures';
import { collectHydrationErrors, renderServerHtml, renderWithProviders } from '@/test/render';
import { bannerHeightProperty } from './bind-cookie-banner';
import { cookieBannerText as t } from './cookie-banner';
import { AnswerInHtmlProvider, CookieConsent } from './cookie-consent';
import { allowsThirdParties, onCookieSettingsSaved } from './cookie-settings';

const saved = () => window.localStorage.getItem(storageKeys.cookieSettings);
const savedCookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${consentCookie}=`))
    ?.slice(consentCookie.length + 1);
const findBanner = async () => within(await screen.findByRole('region', { name: t.region }));

beforeEach(() => {
  // The test setup answers the banner for every other test.
  window.localStorage.removeItem(storageKeys.cookieSettings);
});

let hydrationErrors: ReturnType<typeof collectHydrationErrors> | undefined;
afterEach(() => {
  hydrationErrors?.stop();
  hydrationErrors = undefined;
  document.body.innerHTML = '';
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
    // Beside local storage, in the cookie the server reads (issue 33).
    expect(savedCookie()).toBe('all');
    expect(allowsThirdParties()).toBe(true);
    await waitFor(() => expect(screen.queryByRole('region', { name: t.region })).toBeNull());
  });

  it('keeps its height on the page while it shows, for toasts to rise above it (issue 30)', async () => {
    const height = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ width: 390, height: 183.4 }));
    const rootStyle = document.documentElement.style;
    try {
      const { user } = renderWithProviders(<CookieConsent />, { init: makeInit({ isEu: false }) });
      const banner = await findBanner();
      expect(rootStyle.getPropertyValue(bannerHeightProperty)).toBe('184px');
      await user.click(banner.getByRole('button', { name: t.accept }));
      expect(rootStyle.getPropertyValue(bannerHeightProperty)).toBe('');
    } finally {
      height.mockRestore();
    }
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
    expect(savedCookie()).toBe('necessary');
    expect(allowsThirdParties()).toBe(false);
    expect(answers).toEqual([{ thirdParties: false }]);
    stop();
  });

  it('stays away once an answer is saved, and copies one kept only in local storage to the cookie', async () => {
    // Answered before the cookie existed: only local storage holds it.
    window.localStorage.setItem(
      storageKeys.cookieSettings,
      JSON.stringify({ thirdParties: false }),
    );
    const { container } = renderWithProviders(<CookieConsent />, {
      init: makeInit({ isEu: true }),
    });
    await waitFor(() => expect(savedCookie()).toBe('necessary'));
    expect(container.querySelector('[data-cookie-banner]')).toBeNull();
  });

  it('stays away when only the cookie holds the answer, and keeps it in local storage too', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the browser's cookie is what is tested.
    document.cookie = `${consentCookie}=all; path=/`;
    const { container } = renderWithProviders(<CookieConsent />, { init: makeInit() });
    await waitFor(() => expect(JSON.parse(saved() ?? 'null')).toEqual({ thirdParties: true }));
    expect(container.querySelector('[data-cookie-banner]')).toBeNull();
  });
});

describe('the cookie banner in the server HTML (issue 33: it paints without the app)', () => {
  const init = makeInit({ isEu: true });

  it('is sent visible to a visitor without an answer, and hydrates without a mismatch', async () => {
    hydrationErrors = collectHydrationErrors();
    const page = renderServerHtml(<CookieConsent />, { init });
    const html = page.container.querySelector<HTMLElement>('[data-cookie-banner]');
    expect(html).not.toBeNull();
    expect(html?.hidden).toBe(false);
    expect(html?.textContent).toContain(t.intro);
    page.hydrate();
    const banner = await findBanner();
    expect(banner.getByRole('button', { name: t.acceptAll })).toBeVisible();
    expect(page.container.querySelector('[data-cookie-banner]')).toBe(html);
    expect(hydrationErrors.messages).toEqual([]);
  });

  it('is left out for a visitor whose cookie holds the answer, and stays out after hydration', async () => {
    window.localStorage.setItem(storageKeys.cookieSettings, JSON.stringify({ thirdParties: true }));
    // biome-ignore lint/suspicious/noDocumentCookie: the browser's cookie is what is tested.
    document.cookie = `${consentCookie}=all; path=/`;
    hydrationErrors = collectHydrationErrors();
    const page = renderServerHtml(
      <AnswerInHtmlProvider value>
        <CookieConsent />
      </AnswerInHtmlProvider>,
      { init },
    );
    expect(page.container.innerHTML).not.toContain('data-cookie-banner');
    expect(page.container.textContent).not.toContain(t.intro);
    page.hydrate();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.container.querySelector('[data-cookie-banner]')).toBeNull();
    expect(hydrationErrors.messages).toEqual([]);
  });

  it('goes away once hydrated when the answer was kept only in local storage, which now fills the cookie', async () => {
    const page = renderServerHtml(<CookieConsent />, { init });
    expect(page.container.querySelector('[data-cookie-banner]')).not.toBeNull();
    // The HTML was made without the answer: the server saw no cookie.
    window.localStorage.setItem(
      storageKeys.cookieSettings,
      JSON.stringify({ thirdParties: false }),
    );
    hydrationErrors = collectHydrationErrors();
    page.hydrate();
    await waitFor(() => expect(page.container.querySelector('[data-cookie-banner]')).toBeNull());
    expect(savedCookie()).toBe('necessary');
    expect(hydrationErrors.messages).toEqual([]);
  });
});
