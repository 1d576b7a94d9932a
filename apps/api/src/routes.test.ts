import { describe, expect, it } from 'vitest';
import { useTestContext } from './test/create-test-app.ts';
import { callAs, createTeamWithRoles } from './test/team-factory.ts';

const ctx = useTestContext();

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Routes that answer no JSON on success, each for its reason: a link followed in the browser is
 * answered with a redirect (302 and Location), a file with its bytes, tus with its protocol's
 * headers (docs/uploads.md). Their errors still carry the envelope.
 */
const answersWithoutJson = [
  /^GET \/v1\/users\/verify\/\{token\}$/,
  /^GET \/v1\/users\/logout$/,
  /^GET \/v1\/oauth\/callback\/\{provider\}$/,
  /^GET \/v1\/uploads\/\{id\}\/content$/,
  /^GET \/v1\/orders\/\{id\}\/previews\/\{previewId\}\/slides\/\{position\}\/\{size\}$/,
  /^[A-Z]+ \/uploads(\/\{\*\})?$/,
];
type Method = (typeof methods)[number];

/** Every operation of the OpenAPI document, which the routes' own schemas generate. */
async function listOperations() {
  const app = await ctx.createApp();
  const doc = (await app.inject({ url: '/v1/docs/json' })).json() as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    methods
      .filter((method) => operations[method])
      .map((method) => ({ path, method, responses: operations[method]?.responses ?? {} })),
  );
}

describe('the API routes', () => {
  it('each declare a success schema, and a JSON body for every error status they answer', async () => {
    const operations = await listOperations();
    expect(operations.length).toBeGreaterThan(80);
    const missing = operations.flatMap(({ path, method, responses }) => {
      const statuses = Object.keys(responses);
      const problems: string[] = [];
      const operation = `${method.toUpperCase()} ${path}`;
      const success = statuses.filter((status) => /^2\d\d$/.test(status));
      const answersJson = success.some((status) => status === '204' || responses[status]?.content);
      if (!answersJson && !answersWithoutJson.some((pattern) => pattern.test(operation))) {
        problems.push(`${operation}: no success schema`);
      }
      for (const status of statuses.filter((code) => /^[45]\d\d$/.test(code))) {
        if (!responses[status]?.content) problems.push(`${operation}: ${status}`);
      }
      return problems;
    });
    expect(missing).toEqual([]);
  });

  it('let only staff into /v1/staff: 401 signed out and 403 for a team owner, before any validation', async () => {
    const staffOperations = (await listOperations()).filter(({ path }) =>
      path.startsWith('/v1/staff/'),
    );
    expect(staffOperations.length).toBeGreaterThanOrEqual(18);
    const app = await ctx.createApp();
    const { owner } = await createTeamWithRoles(ctx.database.db);
    for (const { path, method } of staffOperations) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const request = { method: method.toUpperCase() as Uppercase<Method>, url };
      const body = method === 'get' || method === 'delete' ? {} : { payload: {} };
      const signedOut = await callAs(app, null, { ...request, ...body });
      const customer = await callAs(app, owner.token, { ...request, ...body });
      expect([url, method, signedOut.statusCode]).toEqual([url, method, 401]);
      expect([url, method, customer.statusCode]).toEqual([url, method, 403]);
    }
  });
});
