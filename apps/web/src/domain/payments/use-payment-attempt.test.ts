import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
