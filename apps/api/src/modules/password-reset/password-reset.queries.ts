import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { type OneTimeTokenRow, oneTimeTokens, users } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';

/** A reset token that can still be used: right kind, not used, not expired. */
export async function getUsableResetToken(
  db: Db,
  token: string,
  now: Date,
): Promise<OneTimeTokenRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.kind, 'password_reset'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * The reset request in one statement, whatever the address: finds the live account of `email`,
 * marks its unused reset tokens used and stores the new token's hash. For an unknown or disabled
 * address the same statement changes nothing. Answers the account (id and name) or null.
 */
export async function issueResetToken(
  db: Db,
  options: { email: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<{ userId: number; name: string } | null> {
  const now = options.now.toISOString();
  const [row] = await executeRows<{ user_id: number | string; name: string }>(
    db,
    sql`
    with target as (
      select id, name from users where email = ${options.email} and disabled_at is null
    ), voided as (
      update one_time_tokens set used_at = ${now}::timestamptz
      where kind = 'password_reset' and used_at is null and user_id in (select id from target)
    ), issued as (
      insert into one_time_tokens (kind, token_hash, email, user_id, payload, expires_at, created_at)
      select 'password_reset', ${options.tokenHash}, ${options.email}, id, '{}'::jsonb,
        ${options.expiresAt.toISOString()}::timestamptz, ${now}::timestamptz
      from target
      returning user_id
    )
    select target.id as user_id, target.name from target join issued on issued.user_id = target.id`,
  );
  return row ? { userId: Number(row.user_id), name: row.name } : null;
}

/** Marks every unused reset token of a user used, so that only the newest link works. */
export async function invalidateResetTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.kind, 'password_reset'),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** The new password; following the emailed link also proves the address. */
export async function setPasswordAndVerifyEmail(
  db: Db,
  options: { userId: number; passwordHash: string; verifiedAt: Date | null; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: options.passwordHash, emailVerifiedAt: options.verifiedAt ?? options.now })
    .where(eq(users.id, options.userId));
}
