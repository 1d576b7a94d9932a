import { errorMessages } from '@deckhand/contract';
import { describeError } from '@/lib/errors/describe-error';
import { readErrorContext } from '@/lib/errors/read-error-context';
import { showFormAlert } from '@/lib/forms/form-alert-dom';
import { paths } from '@/lib/paths';
import { readReferrer, saveReferrer } from '@/lib/storage/referrer';
import { startOAuthLogin } from '../api/start-oauth-login';
import { isOtherOrigin } from '../lib/is-other-origin';
import { ExternalSignInError } from './external-sign-in-error';
import { showInSignInPopup } from './popup-window';
import { runExternalSignIn } from './run-external-sign-in';
import { connectSignInChannel } from './sign-in-channel';

/**
 * A provider's sign-in from a static page (bind-provider-buttons.ts): the app's external sign-in
 * (useExternalSignIn) without React. Signed in, the browser loads the page remembered before
 * login, else the profile, as the app goes there (useCompleteSignIn); a failure or the
 * provider's refusal shows in the page form's alert, where the app shows a toast.
 */
export async function runPageSignIn(provider: string, opened: Window | null): Promise<void> {
  const form = document.querySelector<HTMLFormElement>('form[data-page-form]');
  const showError = (message: string) => {
    if (form) showFormAlert(form, message);
  };
  if (form) showFormAlert(form, null);
  try {
    const start = await startOAuthLogin(provider);
    const event = await runExternalSignIn(
      { ...start, onNotification: ({ message }) => showError(message) },
      { connect: connectSignInChannel, showPopup: (url) => showInSignInPopup(url, opened) },
    );
    if (isOtherOrigin(event.redirectUrl)) return window.location.assign(event.redirectUrl);
    const destination = readReferrer() ?? paths.profile.root.getHref();
    saveReferrer(destination);
    window.location.assign(destination);
  } catch (error) {
    if (opened && !opened.closed) opened.close();
    const { toast } = describeError(error, readErrorContext());
    showError(
      error instanceof ExternalSignInError
        ? error.message
        : (toast?.message ?? errorMessages.somethingWentWrong),
    );
  }
}
