import { readCookieSettings, saveCookieSettings, type TCookieSettings } from './cookie-settings';

/**
 * Runs the server-rendered banner (cookie-banner.tsx) while no answer is saved: shows it, opens
 * the EU choices on 'Cookie settings' (focus goes to the one to make), saves on 'Save settings',
 * 'Accept all' or 'I accept', then hides it. Plain DOM: the app binds it from React and a static
 * page (app/static-page.ts) from its script. Returns the clean-up.
 */
export function bindCookieBanner(banner: HTMLElement): () => void {
  if (readCookieSettings() !== null) return () => {};
  const find = <T extends HTMLElement>(selector: string) => banner.querySelector<T>(selector);
  const performance = find<HTMLInputElement>('[data-cookie-performance]');

  const save = (settings: TCookieSettings) => {
    saveCookieSettings(settings);
    banner.hidden = true;
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

  banner.hidden = false;
  banner.addEventListener('click', onClick);
  return () => banner.removeEventListener('click', onClick);
}
