import {
  accountMessages,
  dayMs,
  type TRegisterRequest,
  type TRegisterResponse,
} from '@deckhand/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { createOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { assertPasswordFreeOfNames } from '../../platform/auth/password-names.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createVerifyEmailMail } from '../../platform/mail/mail-templates.ts';
import { type Mailer, sendMailOrLog } from '../../platform/mail/mailer.ts';
import { createCustomerWithTeam, getUserByEmail } from './users.queries.ts';

export const verificationLifetimeMs = dayMs;

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

/**
 * Issues a 24-hour verification link and mails it; returns the link. `browserBinding` (from
 * createVerificationBinding) lets the link sign in the browser that signed up.
 */
export async function sendVerificationMail(
  deps: AccountDeps & { user: UserRow; browserBinding?: Record<string, string> },
): Promise<string> {
  const { db, user } = deps;
  const token = await createOneTimeToken({
    db,
    kind: 'email_verification',
    email: user.email,
    userId: user.id,
    lifetimeMs: verificationLifetimeMs,
    payload: deps.browserBinding ?? {},
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
 * verifies the address, and signs in the browser of `browserBinding` (verify-email.service.ts).
 * The response carries no `token` (see the users README).
 */
export async function registerUser(
  deps: AccountDeps & { input: TRegisterRequest; browserBinding?: Record<string, string> },
): Promise<TRegisterResponse> {
  const { db, input } = deps;
  const email = input.email.toLowerCase();
  if (await getUserByEmail(db, email)) throw emailTaken();
  // The new team is named after the person, so the full name covers the team's name too.
  assertPasswordFreeOfNames(input.password, { fullName: input.fullName, email });
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
