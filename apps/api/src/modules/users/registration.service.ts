import { accountMessages, type TRegisterRequest, type TRegisterResponse } from '@deckhand/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { consumeOneTimeToken, createOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createVerifyEmailMail, createWelcomeMail } from '../../platform/mail/mail-templates.ts';
import { type Mailer, sendMailOrLog } from '../../platform/mail/mailer.ts';
import { addOffersUnsubscribeLink } from '../unsubscribe/unsubscribe-mail.ts';
import {
  createCustomerWithTeam,
  getUserByEmail,
  getUserById,
  markEmailVerified,
} from './users.queries.ts';

export const verificationLifetimeMs = 24 * 60 * 60 * 1000;
export const profilePath = '/my-profile';

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  /** With cookieSecret, the welcome mail of a receiveOffers account carries the unsubscribe link. */
  config: Pick<AppConfig, 'publicOrigin'> & Partial<Pick<AppConfig, 'cookieSecret'>>;
  log?: FastifyBaseLogger;
  now?: Date;
}

export const getVerifyPath = (token: string) => `/v1/users/verify/${token}`;

const emailTaken = () =>
  new AppError('VALIDATION', undefined, { fieldErrors: { email: [accountMessages.emailTaken] } });

/** PostgreSQL's unique_violation, also when Drizzle wraps it (DrizzleQueryError.cause). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** Issues a 24-hour verification link and mails it; returns the link. */
export async function sendVerificationMail(deps: AccountDeps & { user: UserRow }): Promise<string> {
  const { db, user } = deps;
  const token = await createOneTimeToken({
    db,
    kind: 'email_verification',
    email: user.email,
    userId: user.id,
    lifetimeMs: verificationLifetimeMs,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const verifyUrl = `${deps.config.publicOrigin}${getVerifyPath(token)}`;
  const mail = createVerifyEmailMail({ name: user.name, verifyUrl });
  await sendMailOrLog({ mailer: deps.mailer, message: { to: user.email, ...mail }, log: deps.log });
  return verifyUrl;
}

/**
 * Sign-up (§4): the customer, their team (owner, both credit permissions, type 'new') and a
 * verification link, mailed and returned as redirectUrl. No session yet: following the link
 * verifies the address and signs in. The response carries no `token` (see the users README).
 */
export async function registerUser(
  deps: AccountDeps & { input: TRegisterRequest },
): Promise<TRegisterResponse> {
  const { db, input } = deps;
  const email = input.email.toLowerCase();
  if (await getUserByEmail(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const created = await createCustomerWithTeam(db, {
    email,
    name: input.fullName,
    passwordHash,
    receiveOffers: input.receiveOffers,
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? emailTaken() : error;
  });
  const redirectUrl = await sendVerificationMail({ ...deps, user: created.user });
  return { redirectUrl };
}

/** Uses a verification link: marks the address verified and mails the welcome. Null if invalid. */
export async function verifyEmail(deps: AccountDeps & { token: string }): Promise<UserRow | null> {
  const now = deps.now ?? new Date();
  const used = await consumeOneTimeToken({
    db: deps.db,
    kind: 'email_verification',
    token: deps.token,
    now,
  });
  const user = used?.userId ? await getUserById(deps.db, used.userId) : null;
  if (!user || user.disabledAt || user.email !== used?.email) return null;
  if (!user.emailVerifiedAt) {
    await markEmailVerified(deps.db, user.id, now);
    const profileUrl = `${deps.config.publicOrigin}${profilePath}`;
    const welcome = createWelcomeMail({ name: user.name, profileUrl });
    const mail = addOffersUnsubscribeLink({ mail: welcome, config: deps.config, user });
    await sendMailOrLog({
      mailer: deps.mailer,
      message: { to: user.email, ...mail },
      log: deps.log,
    });
  }
  return { ...user, emailVerifiedAt: user.emailVerifiedAt ?? now };
}
