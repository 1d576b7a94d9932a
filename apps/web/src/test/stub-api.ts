import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

export type TApiReply = { status?: number; body?: unknown };
type THandler = TApiReply | ((body: unknown) => TApiReply);

/**
 * Stubs fetch with answers per `'METHOD /path'` (path without the query string). Unknown calls
 * answer 404 so that a test never hangs on a request it did not plan. Returns the recorded
 * calls with their parsed JSON bodies.
 */
export function stubApi(handlers: Record<string, THandler>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse({ status: 'error', message: 'Not stubbed' }, 404);
    const reply = typeof handler === 'function' ? handler(body) : handler;
    return jsonResponse(reply.body ?? {}, reply.status ?? 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls of one method and path. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
