import {
  apiPrefix,
  responseSchemas,
  type TApiResponse,
  type TApiRoute,
  type TErrorResponse,
  type TValidationErrorResponse,
  ZErrorResponse,
  ZValidationErrorResponse,
} from '@deckhand/contract';
import { onTestFinished, vi } from 'vitest';
import type { z } from 'zod';
import { jsonResponse } from './fixtures';

/** One request the app sent: path under `/v1` without the query, its `:param` values decoded. */
export type TFakeApiCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  params: Record<string, string>;
  body: unknown;
};

type TFailure = { status: number; body: TErrorResponse | TValidationErrorResponse };

/** A success (200 unless told) whose body must pass the route's contract schema. */
type TSuccess<TRoute extends TApiRoute> = { status?: number; body: TApiResponse<TRoute> };

export type TFakeReply<TRoute extends TApiRoute> =
  | TSuccess<TRoute>
  | TFailure
  /** Only for a test of how the client survives an answer outside the contract. */
  | { status?: number; body: unknown; isOffContract: true };

type TReplyOrPending<TRoute extends TApiRoute> = TFakeReply<TRoute> | Promise<TFakeReply<TRoute>>;

export type TFakeRoutes = {
  [TRoute in TApiRoute]?: TFakeReply<TRoute> | ((call: TFakeApiCall) => TReplyOrPending<TRoute>);
};

/** A stubbed answer that breaks the contract: the test fails with the schema's complaint. */
export class ContractDriftError extends Error {
  override name = 'ContractDriftError';
}

function matchRoute(method: string, path: string) {
  for (const route of Object.keys(responseSchemas) as TApiRoute[]) {
    const [routeMethod, pattern = ''] = route.split(' ');
    if (routeMethod !== method) continue;
    const names: string[] = [];
    const source = pattern.replace(/:([a-zA-Z]+)/g, (_match, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const found = new RegExp(`^${source}$`).exec(path);
    if (!found) continue;
    const params = Object.fromEntries(
      names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]),
    );
    return { route, params };
  }
  return null;
}

function checkReply(route: TApiRoute, reply: TFakeReply<TApiRoute>): Response {
  const status = reply.status ?? 200;
  if (!('isOffContract' in reply)) {
    const schema: z.ZodType =
      status < 400
        ? responseSchemas[route]
        : status === 422
          ? ZValidationErrorResponse
          : ZErrorResponse;
    const checked = schema.safeParse(reply.body);
    if (!checked.success) {
      throw new ContractDriftError(
        `The stub of ${route} (${status}) breaks the contract: ${checked.error.message}`,
      );
    }
  }
  // A 204 of the contract (ZNoContent) has no body.
  return status === 204 ? new Response(null, { status }) : jsonResponse(reply.body, status);
}

function readBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

function readCall(input: RequestInfo | URL, init: RequestInit | undefined) {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, 'http://localhost');
  const path = url.pathname.startsWith(`${apiPrefix}/`)
    ? url.pathname.slice(apiPrefix.length)
    : url.pathname;
  return {
    method: init?.method ?? 'GET',
    path,
    query: Object.fromEntries(url.searchParams),
    body: readBody(init),
  };
}

/**
 * The one fake of the API for web tests: stubs fetch with answers by contract route
 * (`'PUT /users/me/details'`, `'GET /team/join/:token'`). Every answer is checked against the
 * contract (responseSchemas for a success, the error envelopes for a failure) before the app
 * sees it: a stub that drifts from the contract fails its request and then the test, with
 * the schema's complaint. Call it inside a test. A call nobody stubbed answers 404.
 * `callsTo(route)` lists the requests of one route.
 */
export function fakeApi(routes: TFakeRoutes = {}) {
  const calls: TFakeApiCall[] = [];
  const drifts: ContractDriftError[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = readCall(input, init);
    const match = matchRoute(request.method, request.path);
    const call: TFakeApiCall = { ...request, params: match?.params ?? {} };
    calls.push(call);
    const stub = match ? routes[match.route] : undefined;
    if (!match || !stub) return jsonResponse({ status: 'error', message: 'Not stubbed' }, 404);
    const reply = typeof stub === 'function' ? await stub(call) : stub;
    try {
      return checkReply(match.route, reply as TFakeReply<TApiRoute>);
    } catch (error) {
      if (error instanceof ContractDriftError) drifts.push(error);
      throw error;
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  onTestFinished(() => {
    const [drift] = drifts;
    if (drift) throw drift;
  });
  return {
    calls,
    /** Stubs that broke the contract; the test fails at its end while this is not empty. */
    drifts,
    /** The requests of one route, e.g. `callsTo('DELETE /users/me/sessions/:id')`. */
    callsTo: (route: TApiRoute) =>
      calls.filter((call) => matchRoute(call.method, call.path)?.route === route),
  };
}
