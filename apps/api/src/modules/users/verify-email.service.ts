import { pagePaths } from '@deckhand/contract';
import type { UserRow } from '../../db/schema/index.ts';
import {
  consumeOneTimeToken,
  findUsableOneTimeToken,
} from '../../platform/auth/one-time-tokens.ts';
import { createWelcomeMail } from '../../platform/mail/mail-templates.ts';
import { sendMailOrLog } from '../../platform/mail/mailer.ts';
import { addOffersUnsubscribeLink } from '../unsubscribe/index.ts';
import type { AccountDeps } from './registration.service.ts';
import { getUserById, markEmailVerified } from './users.queries.ts';
import { isBoundToBrowser } from './verification-binding.ts';

/**
 * What following a verification link did: signed in the browser that signed up (the link is
 * used up), or only verified the address (any other client; the link stays usable by that
 * browser until it expires), or nothing (unknown, used, expired, disabled, re-addressed).
 */
export type VerificationOutcome =
  | { kind: 'signed-in'; user: UserRow }
  | { kind: 'verified' }
  | { kind: 'invalid' };

/** Marks the address verified; the call that does it mails the welcome. Idempotent. */
async function confirmAddress(deps: AccountDeps, user: UserRow, now: Date): Promise<void> {
  if (user.emailVerifiedAt || !(await markEmailVerified(deps.db, user.id, now))) return;
  const profileUrl = `${deps.config.publicOrigin}${pagePaths.profile}`;
  const welcome = createWelcomeMail({ name: user.name, profileUrl });
  const mail = addOffersUnsubscribeLink({ mail: welcome, config: deps.config, user });
  await sendMailOrLog({ mailer: deps.mailer, message: { to: user.email, ...mail }, log: deps.log });
}

/**
 * GET /v1/users/verify/{token}. Any client holding a usable link verifies the address (a mail
 * scanner does no harm); only the browser that signed up, proved by the binding cookie's secret
 * (verification-binding.ts), is signed in, and only then is the link used up. So an attacker's
 * own link opened in a victim's browser signs nobody in (login CSRF), and links mailed later
 * (at login of an unverified account) carry no binding: they verify and ask to log in.
 */
export async function followVerificationLink(
  deps: AccountDeps & { token: string; browserSecret: string | null },
): Promise<VerificationOutcome> {
  const { db } = deps;
  const now = deps.now ?? new Date();
  const kind = 'email_verification';
  const link = await findUsableOneTimeToken({ db, kind, token: deps.token, now });
  const user = link?.userId ? await getUserById(db, link.userId) : null;
  if (!link || !user || user.disabledAt || user.email !== link.email) return { kind: 'invalid' };
  await confirmAddress(deps, user, now);
  if (!isBoundToBrowser(link.payload, deps.browserSecret)) return { kind: 'verified' };
  // One conditional UPDATE: of two simultaneous uses only one signs in.
  if (!(await consumeOneTimeToken({ db, kind, token: deps.token, now }))) {
    return { kind: 'verified' };
  }
  return { kind: 'signed-in', user: { ...user, emailVerifiedAt: user.emailVerifiedAt ?? now } };
}
