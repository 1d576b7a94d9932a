import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createLogCollector, useTestContext } from '../../test/create-test-app.ts';
import { createTestUser } from '../../test/user-factory.ts';
import { toLoggableError } from './loggable-error.ts';

const ctx = useTestContext();

const email = 'private.person@example.com';
const name = 'Private Person';
const address = '12 Secret Lane';

/** The error a real query raises: a second user with the same email. */
async function failDuplicateInsert(): Promise<unknown> {
  await createTestUser(ctx.database.db, { email, name }).catch(() => undefined);
  return ctx.database.db
    .insert(users)
    .values({ email, name, address })
    .then(() => null)
    .catch((error: unknown) => error);
}

describe('a failed query in the log', () => {
  it('keeps the statement and the database names, not the values', async () => {
    const error = await failDuplicateInsert();
    expect(error).toBeInstanceOf(Error);
    const logged = toLoggableError(error);
    const text = JSON.stringify(logged);
    expect(logged).toMatchObject({
      message: 'Failed query',
      query: expect.stringMatching(/^insert into "users"/),
    });
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    for (const value of [email, name, address]) expect(text).not.toContain(value);
  });

  it('masks a value the database quotes in its message', async () => {
    const error = await ctx.database.db
      .execute(sql`select ${'secret-value'}::int`)
      .catch((caught: unknown) => caught);
    const text = JSON.stringify(toLoggableError(error));
    expect(text).toContain('22P02');
    expect(text).toContain('invalid input syntax for type integer');
    expect(text).not.toContain('secret-value');
  });

  it('logs no value when a route fails on a query, nor when a service logs the error itself', async () => {
    const logs = createLogCollector();
    const app = await ctx.createApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
    app.get('/v1/probe/failing-query', async (request) => {
      const error = await failDuplicateInsert();
      request.log.error({ err: error }, 'logged by a service');
      throw error;
    });
    const response = await app.inject({ url: '/v1/probe/failing-query' });
    expect(response.statusCode).toBe(500);
    const lines = logs.entries().filter((entry) => entry.level === 50);
    expect(lines.map((entry) => entry.msg)).toEqual(['logged by a service', 'unhandled error']);
    expect(lines[1]).toMatchObject({ err: { message: 'Failed query', cause: { code: '23505' } } });
    for (const value of [email, name, address]) expect(logs.text()).not.toContain(value);
  });
});
