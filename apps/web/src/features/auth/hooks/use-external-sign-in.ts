import type { TOAuthAuthenticatedEvent, TOAuthStartResponse } from '@deckhand/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showErrorToast } from '@/lib/errors/show-error-toast';
import { useCompleteSignIn } from '@/lib/init/use-complete-sign-in';
import { showToast } from '@/lib/toast/show-toast';
import { startOAuthLogin } from '../api/start-oauth-login';
import { ExternalSignInError } from '../external-sign-in/external-sign-in-error';
import { openSignInPopup, showInSignInPopup } from '../external-sign-in/popup-window';
import { runExternalSignIn } from '../external-sign-in/run-external-sign-in';
import { connectSignInChannel } from '../external-sign-in/sign-in-channel';
import { isOtherOrigin } from '../lib/is-other-origin';

/** The key of a sign-in that the login answer started (412 with a channel), not a button. */
export const redirectedSignIn = 'redirect';

/**
 * Sign-in through an external identity provider (§4). `signInWith(provider)` is called from a
 * click; `continueSignIn({channel, redirectUrl})` follows a login answer that asks for it.
 * On success a redirect to another site is followed; otherwise the user is stored (a staff
 * member's init is read again) and the browser goes to the referrer or the profile.
 */
export function useExternalSignIn() {
  const completeSignIn = useCompleteSignIn();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const finish = useCallback(
    async (event: TOAuthAuthenticatedEvent) => {
      if (isOtherOrigin(event.redirectUrl)) {
        window.location.assign(event.redirectUrl);
        return;
      }
      await completeSignIn(event.user);
    },
    [completeSignIn],
  );

  const run = useCallback(
    async (key: string, getStart: () => Promise<TOAuthStartResponse>, opened: Window | null) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setPendingKey(key);
      try {
        const start = await getStart();
        const event = await runExternalSignIn(
          {
            ...start,
            signal: controller.signal,
            onNotification: ({ type, message }) => showToast({ kind: type, message }),
          },
          {
            connect: connectSignInChannel,
            showPopup: (url) => showInSignInPopup(url, opened),
          },
        );
        await finish(event);
      } catch (error) {
        if (opened && !opened.closed) opened.close();
        if (controller.signal.aborted) return;
        if (error instanceof ExternalSignInError)
          showToast({ kind: 'error', message: error.message });
        else showErrorToast(error);
      } finally {
        if (controllerRef.current === controller) setPendingKey(null);
      }
    },
    [finish],
  );

  const signInWith = useCallback(
    (provider: string) => {
      const opened = openSignInPopup('about:blank');
      void run(provider, () => startOAuthLogin(provider), opened);
    },
    [run],
  );

  const continueSignIn = useCallback(
    (start: TOAuthStartResponse) => {
      void run(redirectedSignIn, () => Promise.resolve(start), null);
    },
    [run],
  );

  return { signInWith, continueSignIn, pendingKey, isPending: pendingKey !== null };
}
