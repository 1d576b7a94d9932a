import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/http/api-error';
import { usePaymentAttempt } from './use-payment-attempt';

const api = (status: number) => new ApiError({ status, url: '/v1/x', body: null });

describe('usePaymentAttempt', () => {
  it('makes one UUID per attempt and keeps it while the attempt is retried', () => {
    const { result } = renderHook(() => usePaymentAttempt());
    const key = result.current.keyForAttempt();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    result.current.onError(new NetworkError('/v1/x', new TypeError('Failed to fetch')));
    expect(result.current.keyForAttempt()).toBe(key);
    result.current.onError(api(502));
    expect(result.current.keyForAttempt()).toBe(key);
  });

  it('renews the key once the server has answered, or the card changed', () => {
    const { result } = renderHook(() => usePaymentAttempt());
    const first = result.current.keyForAttempt();
    result.current.onError(api(400));
    const second = result.current.keyForAttempt();
    expect(second).not.toBe(first);
    result.current.reset();
    expect(result.current.keyForAttempt()).not.toBe(second);
  });
});

describe('usePaymentAttempt kept in the tab (storeAs)', () => {
  const pack = { packageId: 2, paymentMethodId: 21 };
  afterEach(() => window.sessionStorage.clear());

  /** A page opened again in the same tab: a new hook reading the same session storage. */
  const reload = () => renderHook(() => usePaymentAttempt({ storeAs: 'credit-pack' })).result;

  it('sends the same key after a reload while the attempt had no answer', () => {
    const first = reload();
    const key = first.current.keyForAttempt(pack);
    expect(first.current.findBankCheck()).toBeNull();
    const second = reload();
    expect(second.current.keyForAttempt(pack)).toBe(key);
    // The same page but another card: another attempt.
    expect(reload().current.keyForAttempt({ ...pack, paymentMethodId: 20 })).not.toBe(key);
  });

  it('finds the attempt waiting for the bank check after a reload, until it ends', () => {
    const first = reload();
    const key = first.current.keyForAttempt(pack);
    first.current.waitForBankCheck();
    const second = reload();
    expect(second.current.findBankCheck()).toEqual({ key, for: pack });
    expect(second.current.keyForAttempt(pack)).toBe(key);
    second.current.reset();
    expect(reload().current.findBankCheck()).toBeNull();
    expect(reload().current.keyForAttempt(pack)).not.toBe(key);
  });

  it('forgets an attempt the server answered (below 500), keeps one it did not', () => {
    const first = reload();
    const key = first.current.keyForAttempt(pack);
    first.current.onError(api(503));
    expect(reload().current.keyForAttempt(pack)).toBe(key);
    first.current.onError(api(400));
    expect(reload().current.keyForAttempt(pack)).not.toBe(key);
  });

  it('keeps nothing in storage without storeAs', () => {
    const { result } = renderHook(() => usePaymentAttempt());
    result.current.keyForAttempt(pack);
    result.current.waitForBankCheck();
    expect(window.sessionStorage.length).toBe(0);
    expect(result.current.findBankCheck()).toBeNull();
  });
});
