import { accountMessages, oauthMessages, type TLoginRequest } from '@deckhand/contract';
import type { ActorAccount } from '../../platform/auth/actor.ts';
import { checkPassword } from '../../platform/auth/password-attempts.ts';
import { createSession, endSessionByToken } from '../../platform/auth/session-store.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { buildCurrentUser } from './current-user.ts';
import { type AccountDeps, sendVerificationMail } from './registration.service.ts';
import { getUserAccount, getUserByEmail } from './users.queries.ts';

export interface LoginUserOptions extends AccountDeps {
  input: TLoginRequest;
  /** The session the request already carries, ended in favour of the new one. */
  previousToken?: string | null;
  deviceId?: string | null;
  userAgent?: string | null;
  /** Where the session signs in from (readSignInDevice). */
  country?: string | null;
  /** For the per-address password budget (checkPassword). */
  clientIp?: string | null;
  /**
   * For a team that requires its identity provider: the provider's sign-in address (a new
   * redirect-mode attempt), or null when that provider is not configured here.
   */
  startRequiredSignIn?: (providerId: string) => Promise<string | null>;
}

/** One answer for an unknown email, a wrong password and a disabled account. */
const invalidCredentials = () =>
  new AppError('VALIDATION', undefined, {
    fieldErrors: { password: [accountMessages.invalidCredentials] },
  });

/** The provider sign-in a team requires of its people (412 from login), if any is configured. */
async function getRequiredSignInUrl(options: LoginUserOptions, account: ActorAccount | null) {
  const required = account?.team?.requiredIdentityProvider;
  return required && options.startRequiredSignIn ? options.startRequiredSignIn(required) : null;
}

/**
 * Login (§4): a new session on every success. Wrong passwords spend the account's and the
 * address's one budget (checkPassword); right ones do not. Unverified addresses get a fresh verification
 * link and a 422 on email, but only after the password checked out, so the answer tells a
 * stranger nothing about the account.
 */
export async function loginUser(options: LoginUserOptions) {
  const { db, input } = options;
  const user = await getUserByEmail(db, input.email);
  // A disabled account's right password counts as a failure too: nothing tells it apart.
  const passwordOk = await checkPassword({
    db,
    email: input.email,
    clientIp: options.clientIp ?? null,
    passwordHash: user && !user.disabledAt ? user.passwordHash : null,
    password: input.password,
  });
  if (!user || !passwordOk || user.disabledAt) throw invalidCredentials();
  // Read once: for the team's required sign-in and for the current user of the answer.
  const account = await getUserAccount(db, user.id);
  // Only after the password checked out: a stranger learns nothing about which teams use SSO.
  const redirectUrl = await getRequiredSignInUrl(options, account);
  if (redirectUrl) {
    throw new AppError('PRECONDITION_FAILED', oauthMessages.providerRequired, { redirectUrl });
  }
  if (!user.emailVerifiedAt && !user.isStaff) {
    await sendVerificationMail({ ...options, user });
    throw new AppError('VALIDATION', undefined, {
      fieldErrors: { email: [accountMessages.emailNotVerified] },
    });
  }
  if (options.previousToken) await endSessionByToken({ db, token: options.previousToken });
  const { token, session } = await createSession({
    db,
    userId: user.id,
    remember: input.remember,
    deviceId: options.deviceId ?? null,
    userAgent: options.userAgent ?? null,
    country: options.country ?? null,
    ...(options.now ? { now: options.now } : {}),
  });
  if (!account) throw new AppError('INTERNAL');
  const current = buildCurrentUser({ account, token });
  return { user: current, token, session };
}
