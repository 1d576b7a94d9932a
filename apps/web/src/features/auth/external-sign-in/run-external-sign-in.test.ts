import { errorMessages, timings } from '@deckhand/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { ExternalSignInError } from './external-sign-in-error';
import { getCenteredPopupFeatures } from './popup-window';
import { popupPollMs, runExternalSignIn } from './run-external-sign-in';
import type { TSignInChannelHandlers } from './sign-in-channel';

function setup() {
  let handlers: TSignInChannelHandlers | null = null;
  const close = vi.fn();
  const popup = { closed: false, close: vi.fn() } as unknown as Window & { closed: boolean };
  const deps = {
    connect: vi.fn(async (_channel: string, given: TSignInChannelHandlers) => {
      handlers = given;
      return { close };
    }),
    showPopup: vi.fn(() => popup),
  };
  const onNotification = vi.fn();
  const result = runExternalSignIn(
    { channel: 'oauth:abc', redirectUrl: 'https://id.example/auth', onNotification },
    deps,
  );
  const settled = vi.fn();
  result.then(settled, settled);
  return { deps, popup, close, onNotification, result, settled, handlers: () => handlers };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('external sign-in (§4)', () => {
  it('listens on the channel before showing the provider in the popup', async () => {
    const { deps } = setup();
    expect(deps.connect).toHaveBeenCalledWith('oauth:abc', expect.any(Object));
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.showPopup).toHaveBeenCalledWith('https://id.example/auth');
  });

  it('fails 5 s after the popup was closed, with the exact message', async () => {
    const { popup, result, settled, close } = setup();
    await vi.advanceTimersByTimeAsync(0);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(popupPollMs);
    await vi.advanceTimersByTimeAsync(timings.popupCloseWaitMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(ExternalSignInError);
    await expect(result).rejects.toThrow(errorMessages.oauthWindowClosed);
    expect(close).toHaveBeenCalled();
  });

  it('still succeeds when the answer arrives in the 5 s after closing', async () => {
    const { popup, result, handlers } = setup();
    await vi.advanceTimersByTimeAsync(0);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(popupPollMs + 2000);
    const event = { token: 't', redirectUrl: '/my-profile', user: makeUser() };
    handlers()?.onAuthenticated(event);
    await expect(result).resolves.toEqual(event);
  });

  it('resolves with the authenticated event, closing the popup and the channel', async () => {
    const { popup, result, handlers, close, onNotification } = setup();
    await vi.advanceTimersByTimeAsync(0);
    handlers()?.onNotification({ type: 'error', message: 'Email not verified' });
    expect(onNotification).toHaveBeenCalledWith({ type: 'error', message: 'Email not verified' });
    const event = { token: 't', redirectUrl: '/my-profile', user: makeUser() };
    handlers()?.onAuthenticated(event);
    await expect(result).resolves.toEqual(event);
    expect(popup.close).toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
  });

  it('fails at once when no popup could be opened', async () => {
    const { deps, result } = setup();
    deps.showPopup.mockReturnValueOnce(null as never);
    await vi.advanceTimersByTimeAsync(0);
    await expect(result).rejects.toThrow(errorMessages.oauthWindowClosed);
  });

  it('centres a 450 × 600 popup on the browser window', () => {
    expect(
      getCenteredPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1250, outerHeight: 900 }),
    ).toBe('popup=yes,width=450,height=600,left=500,top=200');
  });
});
