import {
  accountMessages,
  type TRedirectResponse,
  type TResetPasswordRequest,
  type TResetRequestResponse,
  type TVerifyResetTokenResponse,
} from '@deckhand/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { consumeOneTimeToken, createOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { endSessionsOfUser } from '../../platform/auth/session-store.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Mailer, sendMailOrLog } from '../../platform/mail/mailer.ts';
import { getUserByEmail, getUserById } from '../users/users.queries.ts';
import { createResetPasswordMail } from './password-reset.mail.ts';
import {
  getUsableResetToken,
  invalidateResetTokens,
  setPasswordAndVerifyEmail,
} from './password-reset.queries.ts';

/** A reset link works once, for one hour. */
export const resetTokenLifetimeMs = 60 * 60 * 1000;
/** Where the browser goes after a new password is set (the web shows the success modal first). */
export const afterResetPath = '/login';

export interface PasswordResetDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicOrigin'>;
  log?: FastifyBaseLogger;
  now?: Date;
}

/** The web's new-password page for a token (§2.2: /reset-password/{token}). */
export const getResetPageUrl = (publicOrigin: string, token: string) =>
  `${publicOrigin}/reset-password/${encodeURIComponent(token)}`;

const invalidToken = () => new AppError('BAD_REQUEST', accountMessages.invalidResetToken);

/** Only a live account can reset its password: a disabled one neither gets nor uses a link. */
const canReset = (user: UserRow | null, email: string): user is UserRow =>
  user !== null && !user.disabledAt && user.email === email;

/**
 * GET /v1/users/reset-password/{email}. The answer is the same whether or not the address has an
 * account (no redirectUrl: the page shows accountMessages.resetLinkSent). For a live account the
 * older unused links stop working and a new one is mailed. Delivery failures are logged, not
 * shown, so they do not tell a stranger that the address exists.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps & { email: string },
): Promise<TResetRequestResponse> {
  const now = deps.now ?? new Date();
  const email = deps.email.toLowerCase();
  const user = await getUserByEmail(deps.db, email);
  if (!canReset(user, email)) return {};
  await invalidateResetTokens(deps.db, user.id, now);
  const token = await createOneTimeToken({
    db: deps.db,
    kind: 'password_reset',
    email,
    userId: user.id,
    lifetimeMs: resetTokenLifetimeMs,
    now,
  });
  const mail = createResetPasswordMail({
    name: user.name,
    resetUrl: getResetPageUrl(deps.config.publicOrigin, token),
  });
  await sendMailOrLog({ mailer: deps.mailer, message: { to: email, ...mail }, log: deps.log });
  return {};
}

/** The user a usable token belongs to, or null (unknown, used, expired, disabled, re-addressed). */
async function findResetUser(db: Db, token: string, now: Date) {
  const row = await getUsableResetToken(db, token, now);
  const user = row?.userId ? await getUserById(db, row.userId) : null;
  return row && canReset(user, row.email) ? user : null;
}

/** GET /v1/users/verify/reset-password/{token}: 200 while the link can be used, else 400. */
export async function checkResetToken(options: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<TVerifyResetTokenResponse> {
  const user = await findResetUser(options.db, options.token, options.now ?? new Date());
  if (!user) throw invalidToken();
  return { status: 'success', email: user.email };
}

/**
 * POST /v1/users/reset-password: sets the argon2id hash, uses the link up (and any other unused
 * one), marks the address verified and ends every session of the user, in one transaction.
 * Bad links answer 400 with accountMessages.invalidResetToken; the web shows it and goes to root.
 */
export async function resetPassword(options: {
  db: Db;
  input: TResetPasswordRequest;
  now?: Date;
}): Promise<TRedirectResponse> {
  const { db, input } = options;
  const now = options.now ?? new Date();
  // A cheap look first, so that a bad link does not cost an argon2 hash.
  if (!(await findResetUser(db, input.token, now))) throw invalidToken();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const used = await consumeOneTimeToken({
      db: tx,
      kind: 'password_reset',
      token: input.token,
      now,
    });
    const user = used?.userId ? await getUserById(tx, used.userId) : null;
    if (!used || !canReset(user, used.email)) throw invalidToken();
    await setPasswordAndVerifyEmail(tx, {
      userId: user.id,
      passwordHash,
      verifiedAt: user.emailVerifiedAt,
      now,
    });
    await invalidateResetTokens(tx, user.id, now);
    await endSessionsOfUser({ db: tx, userId: user.id, now });
  });
  return { redirectUrl: afterResetPath };
}
