import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/lib/http/api-error';
import { UnexpectedDataError } from '@/lib/http/unexpected-data-error';
import { createAppQueryClient } from './query-client';

const reporting = vi.hoisted(() => ({ reportError: vi.fn(), startErrorReporting: vi.fn() }));
vi.mock('@/lib/errors/error-reporting', () => reporting);

async function failQuery(error: Error) {
  const queryClient = createAppQueryClient({ navigate: () => {}, getPathname: () => '/' });
  const queryFn = () => Promise.reject(error);
  await expect(
    queryClient.fetchQuery({ queryKey: ['failing'], queryFn, retry: false }),
  ).rejects.toBe(error);
}

describe('the query client', () => {
  it("reports what failed besides the API's answers (§8)", async () => {
    const unexpected = new UnexpectedDataError({ url: '/v1/init', data: null, issues: [] });
    const bug = new TypeError('x is undefined');
    await failQuery(unexpected);
    await failQuery(bug);
    await failQuery(new ApiError({ status: 500, url: '/v1/orders', body: null }));
    await failQuery(new NetworkError('/v1/orders', new TypeError('offline')));
    expect(reporting.reportError.mock.calls).toEqual([[unexpected], [bug]]);
  });
});
