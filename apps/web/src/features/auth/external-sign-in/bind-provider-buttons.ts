import { openSignInPopup } from './popup-window';

/** The buttons that a provider's sign-in runs from, with the `data-oauth-provider` of each. */
const providerButtons = 'button[data-oauth-provider]';

/**
 * The 'Continue with …' buttons of a static page (log in, §2.5, §4), without the app: a press
 * opens the popup at once (a popup opened later is blocked), then runs the same external
 * sign-in as the app (run-page-sign-in.ts, loaded on that first press with the realtime client).
 * While it runs the buttons are disabled; a failure shows in the page form's alert.
 */
export function bindProviderButtons(root: ParentNode = document): void {
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>(providerButtons));
  const setBusy = (isBusy: boolean) => {
    for (const button of buttons) {
      button.disabled = isBusy;
      button.toggleAttribute('data-disabled', isBusy);
    }
  };
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const provider = button.dataset.oauthProvider;
      if (!provider) return;
      const opened = openSignInPopup('about:blank');
      setBusy(true);
      void import('./run-page-sign-in')
        .then(({ runPageSignIn }) => runPageSignIn(provider, opened))
        .finally(() => setBusy(false));
    });
  }
}
