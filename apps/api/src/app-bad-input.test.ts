import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { sessionCookieName } from './platform/auth/session-cookie.ts';
import { createSession } from './platform/auth/session-store.ts';
import {
  badBody,
  badRawBodies,
  badString,
  contentTypes,
  encodeAny,
  knownBadValues,
  toJsonText,
} from './test/bad-input.ts';
import { spaHeaders, useTestContext } from './test/create-test-app.ts';
import { createTestUser } from './test/user-factory.ts';

/**
 * Bad input never answers 5xx: every operation of the OpenAPI document gets the known bad cases
 * and generated ones in its path parameters, query and body, anonymously and signed in.
 */

type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Top-level properties of the JSON body; null when the operation takes no body. */
  bodyKeys: string[] | null;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
};

type BadRequest = {
  operation: Operation;
  signedIn: boolean;
  param: string;
  query: Record<string, string>;
  body: { text: string; contentType: string | undefined } | null;
};

const ctx = useTestContext();
let app: App;
let operations: Operation[];
let userId: number;
let sessionToken = '';
/** The longest log line written: a huge input must not become a huge log line. */
let longestLogLine = 0;

async function readOperations(): Promise<Operation[]> {
  const response = await app.inject({ url: '/v1/docs/json' });
  const doc = response.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: body ? Object.keys(body.properties ?? {}) : null,
      };
    }),
  );
}

/** The signed-in client's session, created once the server has changed it (logout, say). */
async function getSessionToken(): Promise<string> {
  if (!sessionToken) {
    const db = ctx.database.db;
    sessionToken = (await createSession({ db, userId, remember: false })).token;
  }
  return sessionToken;
}

function changesSessionCookie(setCookie: string | string[] | undefined): boolean {
  return [setCookie ?? []].flat().some((cookie) => cookie.startsWith(`${sessionCookieName}=`));
}

function toUrl({ operation, param, query }: BadRequest): string {
  const path = operation.path.replace(/\{\w+\}/g, () => encodeAny(param));
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeAny(key)}=${encodeAny(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

async function send(request: BadRequest) {
  const { operation, body } = request;
  const withBody = body !== null && operation.method !== 'GET';
  const options: InjectOptions = {
    method: operation.method as InjectOptions['method'],
    url: toUrl(request),
    headers: {
      ...spaHeaders,
      ...(withBody && body.contentType ? { 'content-type': body.contentType } : {}),
    },
  };
  if (withBody) options.payload = body.text;
  if (request.signedIn) options.cookies = { [sessionCookieName]: await getSessionToken() };
  const response = await app.inject(options);
  if (request.signedIn && changesSessionCookie(response.headers['set-cookie'])) sessionToken = '';
  return response;
}

function describeRequest(request: BadRequest, status: number, answer: string): string {
  const body = request.body ? request.body.text.slice(0, 200) : '(none)';
  const who = request.signedIn ? 'signed in' : 'anonymous';
  return `${request.operation.method} ${toUrl(request).slice(0, 200)} (${who}), body ${body} -> ${status} ${answer.slice(0, 200)}`;
}

async function expectNoServerError(request: BadRequest): Promise<void> {
  const response = await send(request);
  if (response.statusCode >= 500) {
    expect.fail(describeRequest(request, response.statusCode, response.body));
  }
}

beforeAll(async () => {
  userId = (await createTestUser(ctx.database.db, { password: null })).id;
});

// useTestContext closes its apps after each test: one app per test.
beforeEach(async () => {
  longestLogLine = 0;
  app = await ctx.createApp({
    env: { LOG_LEVEL: 'info' },
    logStream: {
      write: (line) => {
        longestLogLine = Math.max(longestLogLine, line.length);
      },
    },
  });
  operations = await readOperations();
});

/** A 1 MB input must not become a 1 MB log line (every request is logged at info). */
function expectSmallLogLines(): void {
  expect(longestLogLine).toBeGreaterThan(0);
  expect(longestLogLine).toBeLessThan(16_384);
}

const hasInput = (operation: Operation) =>
  operation.pathParams.length + operation.queryParams.length > 0 || operation.bodyKeys !== null;

/** Operations that answer an anonymous client 401 before reading its input. */
async function findSignInOnly(): Promise<Set<Operation>> {
  const signInOnly = new Set<Operation>();
  for (const operation of operations.filter(hasInput)) {
    const body = { text: '{}', contentType: 'application/json' };
    const probe = { operation, signedIn: false, param: 'x', query: {}, body };
    if ((await send(probe)).statusCode === 401) signInOnly.add(operation);
  }
  return signInOnly;
}

/**
 * The known bad cases in every input of every operation that has one, signed in, and anonymous
 * too where the input is read without a session.
 */
function listKnownBadRequests(signInOnly: Set<Operation>): BadRequest[] {
  return operations.filter(hasInput).flatMap((operation) =>
    knownBadValues.flatMap((value) => {
      const text = typeof value === 'string' ? value : toJsonText(value);
      const query = Object.fromEntries(operation.queryParams.map((name) => [name, text]));
      const fields = Object.fromEntries((operation.bodyKeys ?? []).map((key) => [key, value]));
      const body = operation.bodyKeys
        ? {
            text: toJsonText(operation.bodyKeys.length > 0 ? fields : value),
            contentType: 'application/json',
          }
        : null;
      const clients = signInOnly.has(operation) ? [true] : [true, false];
      return clients.map((signedIn) => ({ operation, signedIn, param: text, query, body }));
    }),
  );
}

const generatedRequest = () =>
  fc.constantFrom(...operations).chain((operation) =>
    fc.record({
      operation: fc.constant(operation),
      signedIn: fc.boolean(),
      param: badString,
      query: fc.dictionary(
        fc.oneof(fc.constantFrom(...operation.queryParams, 'token'), badString),
        badString,
        { maxKeys: 3 },
      ),
      body: fc.record({
        text: fc.oneof(
          badBody(operation.bodyKeys ?? []).map(toJsonText),
          fc.constantFrom(...badRawBodies),
        ),
        contentType: fc.option(fc.constantFrom(...contentTypes), { nil: undefined }),
      }),
    }),
  );

describe('bad input over every route of the OpenAPI document', () => {
  it('finds the routes', () => {
    expect(operations.length).toBeGreaterThan(25);
    expect(operations).toContainEqual(
      expect.objectContaining({ method: 'PUT', path: '/v1/customers/settings' }),
    );
  });

  // In parts, each within its own time limit: the cases grow with every route.
  const knownBadParts = 4;
  for (let part = 0; part < knownBadParts; part += 1) {
    it(`answers no 5xx to the known bad cases, part ${part + 1} of ${knownBadParts}`, {
      timeout: 60_000,
    }, async () => {
      const signInOnly = await findSignInOnly();
      expect(signInOnly.size).toBeGreaterThan(5);
      const requests = listKnownBadRequests(signInOnly);
      for (const [index, request] of requests.entries()) {
        if (index % knownBadParts === part) await expectNoServerError(request);
      }
      expectSmallLogLines();
    });
  }

  it('answers no 5xx to generated bad requests', { timeout: 60_000 }, async () => {
    await fc.assert(fc.asyncProperty(generatedRequest(), expectNoServerError), {
      seed: 20_260_808,
      numRuns: 300,
    });
    expectSmallLogLines();
  });
});
