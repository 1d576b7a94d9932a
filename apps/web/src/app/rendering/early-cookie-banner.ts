/**
 * The cookie banner on the server's HTML, before the page is live. The server sends it visible
 * (it paints first, without waiting for the app), so its buttons must answer at once: until the
 * page is live (`data-app="ready"` or `data-static-page="ready"` on <html>) this does what the
 * app's binder (lib/consent/bind-cookie-banner.ts) does: 'Cookie settings' opens the choices,
 * 'Save settings', 'Accept all' or 'I accept' keep the answer in local storage and the consent
 * cookie and hide the banner. An answer kept only in local storage (given before the cookie
 * existed) is copied to the cookie and hides the banner at once. Once the page is live the
 * binder takes over. Only boot.ts imports this, before the app loads: it must stay free of
 * imports (docs/rendering.md), so the names are copies (early-cookie-banner.test.ts checks them).
 */

/** lib/storage/storage-keys.ts: `storageKeys.cookieSettings`. */
export const earlySettingsKey = 'deckhand.cookie-settings';
/** packages/contract: `consentCookie`. */
export const earlyConsentCookie = 'deckhand_consent';

const isLive = (root: HTMLElement) =>
  root.dataset.app === 'ready' || root.dataset.staticPage === 'ready';

/** Writes the answer where lib/consent/cookie-settings.ts keeps it (the same format). */
function keepAnswer(thirdParties: boolean, doc: Document) {
  try {
    localStorage.setItem(earlySettingsKey, JSON.stringify({ thirdParties }));
  } catch {
    // storage unavailable: the cookie still keeps it
  }
  const secure = location.protocol === 'https:' ? '; secure' : '';
  doc.cookie = `${earlyConsentCookie}=${thirdParties ? 'all' : 'necessary'}; max-age=31536000; path=/; samesite=lax${secure}`;
}

function readStoredAnswer(): boolean | null {
  try {
    const thirdParties = JSON.parse(localStorage.getItem(earlySettingsKey) ?? 'null')?.thirdParties;
    return typeof thirdParties === 'boolean' ? thirdParties : null;
  } catch {
    return null;
  }
}

/** Answers the banner in the server's HTML until the page is live. */
export function answerCookieBannerUntilLive(doc: Document = document): void {
  const root = doc.documentElement;
  const banner = doc.querySelector<HTMLElement>('[data-cookie-banner]');
  if (!banner || isLive(root)) return;
  const stored = readStoredAnswer();
  if (stored !== null) {
    keepAnswer(stored, doc);
    banner.hidden = true;
    return;
  }
  const find = (selector: string) => banner.querySelector<HTMLElement>(selector);
  const onClick = (event: MouseEvent) => {
    if (isLive(root)) {
      banner.removeEventListener('click', onClick);
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    const action = target?.closest('[data-cookie-action]')?.getAttribute('data-cookie-action');
    const performance = find('[data-cookie-performance]') as HTMLInputElement | null;
    if (action === 'settings') {
      for (const shown of [find('[data-cookie-choices]'), find('[data-cookie-action="save"]')]) {
        if (shown) shown.hidden = false;
      }
      const settings = find('[data-cookie-action="settings"]');
      if (settings) settings.hidden = true;
      performance?.focus();
    } else if (action === 'save' || action === 'accept') {
      keepAnswer(action === 'accept' || performance?.checked === true, doc);
      banner.hidden = true;
    }
  };
  banner.addEventListener('click', onClick);
}
