import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
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
