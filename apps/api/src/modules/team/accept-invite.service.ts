import {
  accountMessages,
  canLeaveTeam,
  pagePaths,
  type TAcceptInviteRequest,
  type TCurrentUser,
  teamMessages,
} from '@deckhand/contract';
import { isUniqueViolation } from '../../db/database-errors.ts';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { checkPassword } from '../../platform/auth/password-attempts.ts';
import { assertPasswordFreeOfNames } from '../../platform/auth/password-names.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { createSession, endSessionByToken } from '../../platform/auth/session-store.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createWelcomeMail } from '../../platform/mail/mail-templates.ts';
import { sendMailOrLog } from '../../platform/mail/mailer.ts';
import {
  type AccountDeps,
  getCurrentUser,
  getUserByEmail,
  sendVerificationMail,
} from '../users/index.ts';
import { createMemberFromInvite, InviteGoneError, moveUserToInvitedTeam } from './join.queries.ts';
import {
  checkInviteEmail,
  fieldError,
  invalidCredentials,
  inviteInvalid,
  type PendingInvite,
  requirePendingInvite,
} from './join.service.ts';
import { findMembershipsWithCounts } from './members.queries.ts';

export interface AcceptInviteOptions extends AccountDeps {
  input: TAcceptInviteRequest;
  /** The session the request already carries, ended in favour of the new one (as at login). */
  previousToken?: string | null;
  deviceId?: string | null;
  userAgent?: string | null;
  /** Where the session signs in from (readSignInDevice). */
  country?: string | null;
  /** For the per-address password budget (checkPassword). */
  clientIp?: string | null;
}

export interface AcceptInviteResult {
  user: TCurrentUser;
  token: string;
  session: SessionRow;
  /** True when the invite created the account (201), false when an account moved in (200). */
  isNewAccount: boolean;
}

function toAcceptError(error: unknown): unknown {
  if (error instanceof InviteGoneError) return inviteInvalid();
  if (isUniqueViolation(error)) return fieldError('email', accountMessages.emailTaken);
  return error;
}

/**
 * A visitor without an account: the account is created inside the team. An emailed invite proved
 * the mailbox, so the address is verified (and the welcome mail follows); a link-only invite did
 * not, so the address stays unverified and a verification link is mailed. Both sign in at once.
 */
async function joinWithNewAccount(options: AcceptInviteOptions, pending: PendingInvite) {
  const { db, input } = options;
  const now = options.now ?? new Date();
  const { invite } = pending;
  const isEmailed = invite.email !== null;
  assertPasswordFreeOfNames(input.password, {
    fullName: input.fullName,
    email: input.email,
    companyNames: [pending.teamName],
  });
  const user = await createMemberFromInvite(db, {
    invite,
    user: {
      email: input.email,
      name: input.fullName,
      passwordHash: await hashPassword(input.password),
      receiveOffers: input.receiveOffers,
      emailVerifiedAt: isEmailed ? now : null,
    },
    now,
  }).catch((error: unknown) => {
    throw toAcceptError(error);
  });
  if (isEmailed) {
    const mail = createWelcomeMail({
      name: user.name,
      profileUrl: `${options.config.publicOrigin}${pagePaths.profile}`,
    });
    await sendMailOrLog({
      mailer: options.mailer,
      message: { to: user.email, ...mail },
      log: options.log,
    });
  } else {
    await sendVerificationMail({ ...options, user });
  }
  return user;
}

/**
 * A visitor who has an account proves it with their password and moves into the team. They
 * leave their old team, which the contract's leave rule must allow unless they are its only
 * member: the only owner of a team with other members is refused.
 */
async function joinWithExistingAccount(
  options: AcceptInviteOptions,
  pending: PendingInvite,
  user: UserRow,
) {
  const { db, input } = options;
  const now = options.now ?? new Date();
  const { invite } = pending;
  // The account's one password budget, as at login; disabled and staff accounts always fail.
  const passwordOk = await checkPassword({
    db,
    email: user.email,
    clientIp: options.clientIp ?? null,
    passwordHash: user.disabledAt || user.isStaff ? null : user.passwordHash,
    password: input.password,
  });
  if (!passwordOk || user.disabledAt || user.isStaff) throw invalidCredentials();
  if (!invite.email && !user.emailVerifiedAt) {
    await sendVerificationMail({ ...options, user });
    throw fieldError('email', accountMessages.emailNotVerified);
  }
  const current = await findMembershipsWithCounts(db, user.id);
  if (current.some((membership) => membership.teamId === invite.teamId)) {
    throw fieldError('email', teamMessages.alreadyMember);
  }
  const mustStay = current.some(
    (membership) =>
      membership.memberCount > 1 && !canLeaveTeam(membership.role, membership.ownerCount),
  );
  if (mustStay) throw fieldError('email', teamMessages.ownerOfOtherTeam);
  await moveUserToInvitedTeam(db, { invite, user, now }).catch((error: unknown) => {
    throw toAcceptError(error);
  });
  return user;
}

/** POST /v1/team/join: uses the invite up, makes the membership and signs the person in. */
export async function acceptInvite(options: AcceptInviteOptions): Promise<AcceptInviteResult> {
  const { db, input } = options;
  const pending = await requirePendingInvite({ db, token: input.token, now: options.now });
  checkInviteEmail(pending.invite, input);
  const existing = await getUserByEmail(db, input.email);
  const user = existing
    ? await joinWithExistingAccount(options, pending, existing)
    : await joinWithNewAccount(options, pending);
  if (options.previousToken) await endSessionByToken({ db, token: options.previousToken });
  const { token, session } = await createSession({
    db,
    userId: user.id,
    remember: false,
    deviceId: options.deviceId ?? null,
    userAgent: options.userAgent ?? null,
    country: options.country ?? null,
    ...(options.now ? { now: options.now } : {}),
  });
  const current = await getCurrentUser({ db, userId: user.id, token });
  if (!current) throw new AppError('INTERNAL');
  return { user: current, token, session, isNewAccount: !existing };
}
