import { consentCookie } from '@deckhand/contract';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieBannerText as t } from '@/lib/consent/cookie-banner';
import { CookieConsent } from '@/lib/consent/cookie-consent';
import { storageKeys } from '@/lib/storage/storage-keys';
import { makeInit } from '@/test/fixtures';
import { collectHydrationErrors, renderServerHtml } from '@/test/render';
import {
  answerCookieBannerUntilLive,
  earlyConsentCookie,
  earlySettingsKey,
} from './early-cookie-banner';

const root = document.documentElement;
const saved = () => JSON.parse(window.localStorage.getItem(storageKeys.cookieSettings) ?? 'null');
const savedCookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${consentCookie}=`))
    ?.slice(consentCookie.length + 1);

/** The page as the server sends it to a visitor without an answer, and boot run on it. */
function openServerPage(isEu: boolean) {
  const page = renderServerHtml(<CookieConsent />, { init: makeInit({ isEu }) });
  answerCookieBannerUntilLive(document);
  const banner = page.container.querySelector<HTMLElement>('[data-cookie-banner]');
  if (!banner) throw new Error('no banner in the server HTML');
  const button = (name: string) => {
    const found = [...banner.querySelectorAll('button')].find((b) => b.textContent === name);
    if (!found) throw new Error(`no button ${name}`);
    return found;
  };
  return { ...page, banner, button };
}

let hydrationErrors: ReturnType<typeof collectHydrationErrors> | undefined;
beforeEach(() => {
  delete root.dataset.app;
  // The test setup answers the banner for every other test.
  window.localStorage.removeItem(storageKeys.cookieSettings);
});
afterEach(() => {
  hydrationErrors?.stop();
  hydrationErrors = undefined;
  document.body.innerHTML = '';
});

describe('the cookie banner before the app runs (issue 33)', () => {
  it('keeps its copies of the names in step with the app and the contract', () => {
    expect(earlySettingsKey).toBe(storageKeys.cookieSettings);
    expect(earlyConsentCookie).toBe(consentCookie);
  });

  it("answers 'I accept' at once, and the app hydrates the page without the banner", async () => {
    const page = openServerPage(false);
    page.button(t.accept).click();
    expect(saved()).toEqual({ thirdParties: true });
    expect(savedCookie()).toBe('all');
    expect(page.banner.hidden).toBe(true);

    hydrationErrors = collectHydrationErrors();
    page.hydrate();
    await waitFor(() => expect(page.container.querySelector('[data-cookie-banner]')).toBeNull());
    expect(hydrationErrors.messages).toEqual([]);
  });

  it("opens an EU visitor's choices and saves them before the app runs", async () => {
    const page = openServerPage(true);
    const choices = page.banner.querySelector<HTMLElement>('[data-cookie-choices]');
    const performance = page.banner.querySelector<HTMLInputElement>('[data-cookie-performance]');
    expect(choices?.hidden).toBe(true);
    page.button(t.settings).click();
    expect(choices?.hidden).toBe(false);
    expect(page.button(t.settings).hidden).toBe(true);
    expect(document.activeElement).toBe(performance);
    page.button(t.save).click();
    expect(saved()).toEqual({ thirdParties: false });
    expect(savedCookie()).toBe('necessary');
    expect(page.banner.hidden).toBe(true);

    hydrationErrors = collectHydrationErrors();
    page.hydrate();
    await waitFor(() => expect(page.container.querySelector('[data-cookie-banner]')).toBeNull());
    expect(hydrationErrors.messages).toEqual([]);
  });

  it('hides the banner at once for an answer kept only in local storage, and copies it to the cookie', () => {
    window.localStorage.setItem(storageKeys.cookieSettings, JSON.stringify({ thirdParties: true }));
    const page = openServerPage(false);
    expect(page.banner.hidden).toBe(true);
    expect(savedCookie()).toBe('all');
  });

  it("leaves the banner to the app's binder once the page is live", () => {
    const page = openServerPage(false);
    root.dataset.app = 'ready';
    page.button(t.accept).click();
    expect(saved()).toBeNull();
    expect(page.banner.hidden).toBe(false);
  });
});
