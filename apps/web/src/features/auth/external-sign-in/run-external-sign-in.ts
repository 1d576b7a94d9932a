import {
  errorMessages,
  type TOAuthAuthenticatedEvent,
  type TOAuthNotificationEvent,
  type TOAuthStartResponse,
  timings,
} from '@deckhand/contract';
import { ExternalSignInError } from './external-sign-in-error';
import type { TSignInChannel, TSignInChannelHandlers } from './sign-in-channel';

export type TRunExternalSignInDeps = {
  connect: (channel: string, handlers: TSignInChannelHandlers) => Promise<TSignInChannel>;
  /** Shows the provider's page in the popup; null when no popup could be opened. */
  showPopup: (url: string) => Window | null;
};

type TRunExternalSignInOptions = TOAuthStartResponse & {
  onNotification: (event: TOAuthNotificationEvent) => void;
  signal?: AbortSignal;
};

/** How often the popup is checked for having been closed. */
export const popupPollMs = 500;

/**
 * External sign-in (§4): listen on the channel, then show the provider in the popup. Resolves
 * with the authenticated event. A popup closed before that fails 5 s later with
 * 'oauth window was closed before auth attempt' (an answer may still arrive in those seconds).
 */
export function runExternalSignIn(
  { channel, redirectUrl, onNotification, signal }: TRunExternalSignInOptions,
  deps: TRunExternalSignInDeps,
): Promise<TOAuthAuthenticatedEvent> {
  return new Promise((resolve, reject) => {
    let isSettled = false;
    let connection: TSignInChannel | null = null;
    let popup: Window | null = null;
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;

    const settle = (finish: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearInterval(pollTimer);
      clearTimeout(closeTimer);
      signal?.removeEventListener('abort', onAbort);
      connection?.close();
      finish();
    };
    const fail = (error: Error) => settle(() => reject(error));
    const onAbort = () => {
      if (popup && !popup.closed) popup.close();
      fail(new DOMException('External sign-in was cancelled', 'AbortError'));
    };
    const failClosed = () => fail(new ExternalSignInError(errorMessages.oauthWindowClosed));

    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);

    const handlers: TSignInChannelHandlers = {
      onAuthenticated: (event) =>
        settle(() => {
          if (popup && !popup.closed) popup.close();
          resolve(event);
        }),
      onNotification,
    };

    deps.connect(channel, handlers).then(
      (opened) => {
        if (isSettled) return opened.close();
        connection = opened;
        popup = deps.showPopup(redirectUrl);
        if (!popup) return failClosed();
        const watched = popup;
        pollTimer = setInterval(() => {
          if (!watched.closed) return;
          clearInterval(pollTimer);
          closeTimer = setTimeout(failClosed, timings.popupCloseWaitMs);
        }, popupPollMs);
      },
      (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
