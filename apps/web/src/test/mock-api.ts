import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type TApiCall = { method: TMethod; path: string; body: unknown };

type TRespond = Response | ((call: TApiCall) => Response | Promise<Response>);

type TRoute = { method: TMethod; path: string; respond: TRespond };

function readPath(input: RequestInfo | URL): string {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

function readBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

/**
 * A fetch stub answering by method and path (with query); anything unknown answers 404 with
 * the error envelope. `calls` lists every request with its parsed JSON body.
 */
export function mockApi(routes: TRoute[]) {
  const calls: TApiCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const call: TApiCall = {
      method: (init?.method ?? 'GET') as TMethod,
      path: readPath(input),
      body: readBody(init),
    };
    calls.push(call);
    const route = routes.find((r) => r.method === call.method && r.path === call.path);
    if (!route) return jsonResponse({ status: 'error', message: 'Not found' }, 404);
    const response =
      typeof route.respond === 'function' ? await route.respond(call) : route.respond;
    return response.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  const findCalls = (method: TMethod, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { fetchMock, calls, findCalls };
}

export const route = (method: TMethod, path: string, respond: TRespond): TRoute => ({
  method,
  path,
  respond,
});
