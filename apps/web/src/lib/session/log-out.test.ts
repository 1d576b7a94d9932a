import { hasLoggedInCookieMaxAge } from '@deckhand/contract';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage/storage-keys';
import { endLocalSession, getLogoutHref, hasLoggedInCookie, logOut } from './log-out';

describe('logout (§4)', () => {
  it('marks the browser for a year, clears local order data and comment events, then leaves', () => {
    window.localStorage.setItem(storageKeys.orderFormData, '{"step":1}');
    window.localStorage.setItem(storageKeys.commentEvents, '[]');
    window.localStorage.setItem(storageKeys.deviceId, 'device-1');
    const cookie = vi.spyOn(document, 'cookie', 'set');
    const assignLocation = vi.fn();

    logOut({ assignLocation });

    expect(cookie).toHaveBeenCalledWith(
      `${hasLoggedInCookie}=1; max-age=${hasLoggedInCookieMaxAge}; path=/; samesite=lax`,
    );
    expect(hasLoggedInCookieMaxAge).toBe(365 * 24 * 60 * 60);
    expect(window.localStorage.getItem(storageKeys.orderFormData)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.commentEvents)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.deviceId)).toBe('device-1');
    expect(assignLocation).toHaveBeenCalledWith(
      `/v1/users/logout?redirect=${encodeURIComponent(window.location.origin)}`,
    );
  });

  it('runs further clean-ups and survives a failing one', () => {
    const failing = vi.fn(() => {
      throw new Error('storage broken');
    });
    const other = vi.fn();
    endLocalSession({ cleanUps: [failing, other] });
    expect(other).toHaveBeenCalled();
    expect(document.cookie).toContain(`${hasLoggedInCookie}=1`);
  });

  it('sends the browser back to the given origin', () => {
    expect(getLogoutHref('https://app.deckhand.test')).toBe(
      '/v1/users/logout?redirect=https%3A%2F%2Fapp.deckhand.test',
    );
  });
});
