import { saveCookieSettings, syncCookieSettings, type TCookieSettings } from './cookie-settings';

/** The banner's height while it shows, on the root element, for what is fixed above it (toasts). */
export const bannerHeightProperty = '--cookie-banner-height';

/**
 * While the banner shows, its height is kept in `--cookie-banner-height` on the root element, so
 * toasts (lib/toast) rise above it instead of covering its buttons. Returns the stop.
 */
function publishBannerHeight(banner: HTMLElement): () => void {
  const root = document.documentElement;
  const publish = () =>
    root.style.setProperty(
      bannerHeightProperty,
      `${Math.ceil(banner.getBoundingClientRect().height)}px`,
    );
  publish();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
  observer?.observe(banner);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(bannerHeightProperty);
  };
}

/**
 * Runs the server-rendered banner (cookie-banner.tsx, visible in the HTML) while no answer is
 * saved: opens the EU choices on 'Cookie settings' (focus goes to the one to make), saves on 'Save
 * settings', 'Accept all' or 'I accept', then hides it. An answer the server could not see (kept
 * only in local storage, from before the cookie) is copied to the cookie and hides it at once.
 * Plain DOM: the app binds it from React and a static page (app/static-page.ts) from its script;
 * before either runs, boot answers it (app/rendering/early-cookie-banner.ts). Returns the clean-up.
 */
export function bindCookieBanner(banner: HTMLElement): () => void {
  if (syncCookieSettings() !== null) {
    banner.hidden = true;
    return () => {};
  }
  const find = <T extends HTMLElement>(selector: string) => banner.querySelector<T>(selector);
  const performance = find<HTMLInputElement>('[data-cookie-performance]');
  const stopPublishing = publishBannerHeight(banner);

  const save = (settings: TCookieSettings) => {
    saveCookieSettings(settings);
    banner.hidden = true;
    stopPublishing();
  };
  const showChoices = () => {
    const choices = find('[data-cookie-choices]');
    const settingsButton = find('[data-cookie-action="settings"]');
    const saveButton = find('[data-cookie-action="save"]');
    if (choices) choices.hidden = false;
    if (saveButton) saveButton.hidden = false;
    if (settingsButton) settingsButton.hidden = true;
    performance?.focus();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const action = target?.closest('[data-cookie-action]')?.getAttribute('data-cookie-action');
    if (action === 'settings') showChoices();
    else if (action === 'save') save({ thirdParties: performance?.checked === true });
    else if (action === 'accept') save({ thirdParties: true });
  };

  banner.addEventListener('click', onClick);
  return () => {
    banner.removeEventListener('click', onClick);
    stopPublishing();
  };
}
