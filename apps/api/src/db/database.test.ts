import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/create-test-app.ts';
import { createTestUser } from '../test/user-factory.ts';
import { executeRows } from './execute-rows.ts';
import { users } from './schema/index.ts';

const ctx = useTestContext();

describe('the Drizzle handle', () => {
  it('reads dates, intervals and timestamps as text in raw SQL, on either database', async () => {
    const rows = await executeRows<{ day: unknown; span: unknown; at: unknown; days: unknown }>(
      ctx.database.db,
      sql`select date '2026-12-03' as day, interval '2 days' as span,
        timestamptz '2026-12-03 10:00:00+00' as at, array[date '2026-12-03'] as days`,
    );
    expect(rows).toEqual([
      {
        day: '2026-12-03',
        span: '2 days',
        at: expect.stringMatching(/^2026-12-03 10:00:00\+00/),
        days: '{2026-12-03}',
      },
    ]);
  });

  it('gives timestamp columns as Dates', async () => {
    const user = await createTestUser(ctx.database.db);
    const [row] = await ctx.database.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.createdAt).toEqual(user.createdAt);
  });
});
