import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../http/api-error';
import { createQueryClient } from './create-query-client';
import { shouldRetry } from './should-retry';

const api = (status: number) => new ApiError({ status, url: '/v1/x', body: null });

async function countAttempts(error: unknown, appEnv: string): Promise<number> {
  const queryClient: QueryClient = createQueryClient({
    getAppEnv: () => appEnv,
    onError: () => {},
  });
  const queryFn = vi.fn().mockRejectedValue(error);
  await queryClient
    .fetchQuery({
      queryKey: ['attempts'],
      queryFn,
      retry: queryClient.getDefaultOptions().queries?.retry,
      retryDelay: 0,
    })
    .catch(() => undefined);
  return queryFn.mock.calls.length;
}

describe('query retries (§7)', () => {
  it.each([401, 403, 404, 422, 500])('never retries a %i', async (status) => {
    expect(shouldRetry(0, api(status), 'test')).toBe(false);
    expect(await countAttempts(api(status), 'development')).toBe(1);
  });

  it.each([
    ['a 502', api(502)],
    ['a 429', api(429)],
    ['a network failure', new NetworkError('/v1/x', new TypeError('Failed to fetch'))],
  ])('retries %s up to 2 times outside production', async (_label, error) => {
    expect(await countAttempts(error, 'staging')).toBe(3);
  });

  it('does not retry in production', async () => {
    expect(await countAttempts(api(502), 'production')).toBe(1);
  });

  it('uses 45 s staleness by default', () => {
    const queryClient = createQueryClient({ getAppEnv: () => 'test', onError: () => {} });
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(45_000);
  });
});
