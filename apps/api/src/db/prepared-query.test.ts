import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { useTestContext } from '../test/create-test-app.ts';
import { createTestUser } from '../test/user-factory.ts';
import { definePreparedQuery } from './prepared-query.ts';
import { users } from './schema/index.ts';

const ctx = useTestContext();
const onPglite = inject('testDatabase').kind === 'pglite';

const findUserByEmail = definePreparedQuery('test_find_user_by_email', (db, name) =>
  db
    .select({
      id: users.id,
      name: users.name,
      createdAt: users.createdAt,
      flag: sql<boolean>`true`,
    })
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare(name),
);

describe('definePreparedQuery', () => {
  it('builds the query once per database and binds values, quotes included', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db, { email: "o'neil@example.com", name: "Ann O'Neil" });
    expect(findUserByEmail(db)).toBe(findUserByEmail(db));
    expect(await findUserByEmail(db).execute({ email: "o'neil@example.com" })).toEqual([
      { id: user.id, name: "Ann O'Neil", createdAt: user.createdAt, flag: true },
    ]);
    const injection = "x' or true or email = '";
    expect(await findUserByEmail(db).execute({ email: injection })).toEqual([]);
  });

  it.runIf(onPglite)('prepares the statement again on PGlite when it was deallocated', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db);
    expect(await findUserByEmail(db).execute({ email: user.email })).toHaveLength(1);
    if (ctx.database.kind === 'pglite') await ctx.database.client.exec('deallocate all');
    expect(await findUserByEmail(db).execute({ email: user.email })).toHaveLength(1);
  });

  it('reads dates and intervals as text, as Drizzle reads them elsewhere', async () => {
    const findDates = definePreparedQuery('test_find_dates', (db, name) =>
      db
        .select({
          day: sql<string>`date '2026-12-03'`,
          span: sql<string>`interval '2 days'`,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.email, sql.placeholder('email')))
        .prepare(name),
    );
    const user = await createTestUser(ctx.database.db);
    expect(await findDates(ctx.database.db).execute({ email: user.email })).toEqual([
      { day: '2026-12-03', span: '2 days', createdAt: user.createdAt },
    ]);
  });

  it('binds arrays, quotes included', async () => {
    const findEmails = definePreparedQuery('test_find_emails', (db, name) =>
      db
        .select({ email: users.email })
        .from(users)
        .where(sql`${users.email} = any(${sql.placeholder('emails')}::text[])`)
        .orderBy(users.email)
        .prepare(name),
    );
    const db = ctx.database.db;
    await createTestUser(db, { email: "d'arcy@example.com" });
    await createTestUser(db, { email: 'eve@example.com' });
    const emails = ["d'arcy@example.com", 'eve@example.com', "x' or true or '"];
    expect(await findEmails(db).execute({ emails })).toEqual([
      { email: "d'arcy@example.com" },
      { email: 'eve@example.com' },
    ]);
    expect(await findEmails(db).execute({ emails: ['nobody@example.com'] })).toEqual([]);
  });
});
