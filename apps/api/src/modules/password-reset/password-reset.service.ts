import {
  accountMessages,
  hourMs,
  pagePaths,
  type TRedirectResponse,
  type TResetPasswordRequest,
  type TVerifyResetTokenResponse,
} from '@deckhand/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { consumeOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { assertPasswordFreeOfNames } from '../../platform/auth/password-names.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { endSessionsOfUser } from '../../platform/auth/session-store.ts';
import { createOpaqueToken, hashToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Mailer, sendMailOrLog } from '../../platform/mail/mailer.ts';
import { getPasswordNames, getUserById } from '../users/index.ts';
import { createResetPasswordMail } from './password-reset.mail.ts';
import {
  getUsableResetToken,
  invalidateResetTokens,
  issueResetToken,
  setPasswordAndVerifyEmail,
} from './password-reset.queries.ts';

/** A reset link works once, for one hour. */
export const resetTokenLifetimeMs = hourMs;
/** Where the browser goes after a new password is set (the web shows the success modal first). */
export const afterResetPath = pagePaths.login;

export interface PasswordResetDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicOrigin'>;
  log?: FastifyBaseLogger;
  now?: Date;
}

/** The web's new-password page for a token (§2.2: /reset-password/{token}). */
export const getResetPageUrl = (publicOrigin: string, token: string) =>
  `${publicOrigin}${pagePaths.resetPassword(token)}`;

const invalidToken = () => new AppError('BAD_REQUEST', accountMessages.invalidResetToken);

/** Only a live account can reset its password: a disabled one neither gets nor uses a link. */
const canReset = (user: UserRow | null, email: string): user is UserRow =>
  user !== null && !user.disabledAt && user.email === email;

/**
 * GET /v1/users/reset-password/{email}. The answer is the same whether or not the address has an
 * account (no redirectUrl: the page shows accountMessages.resetLinkSent), and so is the work
 * before it: a token is made and hashed and one statement (issueResetToken) voids the account's
 * older links and stores the new one, or changes nothing. The mail is rendered and sent by
 * `mailAfterAnswer`, which the route runs once the answer is out (runAfterResponse), so neither
 * its time nor a delivery failure (logged) tells a stranger that the address exists.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps & { email: string },
): Promise<{ mailAfterAnswer: () => Promise<void> }> {
  const now = deps.now ?? new Date();
  const email = deps.email.toLowerCase();
  const token = createOpaqueToken();
  const account = await issueResetToken(deps.db, {
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + resetTokenLifetimeMs),
    now,
  });
  const mailAfterAnswer = async () => {
    if (!account) return;
    const mail = createResetPasswordMail({
      name: account.name,
      resetUrl: getResetPageUrl(deps.config.publicOrigin, token),
    });
    await sendMailOrLog({ mailer: deps.mailer, message: { to: email, ...mail }, log: deps.log });
  };
  return { mailAfterAnswer };
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
  const resetting = await findResetUser(db, input.token, now);
  if (!resetting) throw invalidToken();
  assertPasswordFreeOfNames(input.password, await getPasswordNames(db, resetting));
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
