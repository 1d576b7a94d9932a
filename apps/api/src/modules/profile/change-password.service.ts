import {
  accountMessages,
  type TChangePasswordRequest,
  type TEndSessionsResponse,
} from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import { checkPassword } from '../../platform/auth/password-attempts.ts';
import { assertPasswordFreeOfNames } from '../../platform/auth/password-names.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { endSessionsOfUser } from '../../platform/auth/session-store.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { invalidateResetTokens } from '../password-reset/index.ts';
import { getPasswordNames, getUserById } from '../users/index.ts';
import { updatePasswordHash } from './profile.queries.ts';

const currentPasswordError = (message: string) =>
  new AppError('VALIDATION', undefined, { fieldErrors: { currentPassword: [message] } });

/**
 * PUT /v1/users/me/password (security page). The current password must match; accounts that
 * only sign in through an external provider have none to change (they set one through the reset
 * link). Wrong current passwords spend the account's one password budget (checkPassword), as
 * at login. On success every other session of the user ends (the current one stays) and pending
 * reset links stop working. Answers how many sessions were ended.
 */
export async function changeMyPassword(options: {
  db: Db;
  userId: number;
  sessionId: string;
  input: TChangePasswordRequest;
  /** For the per-address password budget (checkPassword). */
  clientIp?: string | null;
  now?: Date;
}): Promise<TEndSessionsResponse> {
  const { db, userId, input } = options;
  const now = options.now ?? new Date();
  const user = await getUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!user.passwordHash) throw currentPasswordError(accountMessages.noPasswordToChange);
  const isCurrent = await checkPassword({
    db,
    email: user.email,
    clientIp: options.clientIp ?? null,
    passwordHash: user.passwordHash,
    password: input.currentPassword,
  });
  if (!isCurrent) throw currentPasswordError(accountMessages.currentPasswordWrong);
  assertPasswordFreeOfNames(input.password, await getPasswordNames(db, user));
  const passwordHash = await hashPassword(input.password);
  const ended = await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    await invalidateResetTokens(tx, userId, now);
    return endSessionsOfUser({ db: tx, userId, exceptSessionId: options.sessionId, now });
  });
  return { ended };
}
