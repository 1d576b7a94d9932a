import {
  accountMessages,
  type TUnsubscribePreferences,
  type TUnsubscribeRequest,
  type TUnsubscribeResponse,
  type TUnsubscribeType,
  unsubscribeTypes,
} from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  findEmailPreferences,
  findUserByPublicId,
  getUserById,
  saveEmailPreference,
} from './unsubscribe.queries.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

const invalidLink = () =>
  new AppError('VALIDATION', accountMessages.invalidUnsubscribeLink, {
    fieldErrors: { token: [accountMessages.invalidUnsubscribeLink] },
  });

const findUserOfToken = (db: Db, publicId: string | null) =>
  publicId === null ? Promise.resolve(null) : findUserByPublicId(db, publicId);

/** Every type with its flag: stored rows win; otherwise subscribed, 'offers' per receive_offers. */
async function getPreferences(db: Db, user: UserRow): Promise<TUnsubscribePreferences> {
  const rows = await findEmailPreferences(db, user.id);
  const preferences = {} as TUnsubscribePreferences;
  for (const type of unsubscribeTypes) {
    const row = rows.find((item) => item.type === type);
    preferences[type] = row?.subscribed ?? (type === 'offers' ? user.receiveOffers : true);
  }
  return preferences;
}

/**
 * POST /v1/unsubscribe/{type} (§3, §4): whose preference changes is told by the signed token of
 * the emailed link (its user's random public id) or, without one, by the session. A bad token, or neither, is a 422 with
 * accountMessages.invalidUnsubscribeLink on `token`. 'unsubscribe' stores false, 'subscribe'
 * true; the answer's buttonAction is the opposite of what was done.
 */
export async function updateUnsubscribe(options: {
  db: Db;
  secret: string;
  type: TUnsubscribeType;
  input: TUnsubscribeRequest;
  sessionUserId: number | null;
  now?: Date;
}): Promise<TUnsubscribeResponse> {
  const { db, type, input } = options;
  // A bad token answers the same 422 as no user at all, and never shows an address.
  const user = input.token
    ? await findUserOfToken(
        db,
        readUnsubscribeToken({ secret: options.secret, token: input.token, type }),
      )
    : options.sessionUserId === null
      ? null
      : await getUserById(db, options.sessionUserId);
  if (!user) throw invalidLink();
  const subscribed = input.action === 'subscribe';
  await saveEmailPreference(db, {
    userId: user.id,
    type,
    subscribed,
    now: options.now ?? new Date(),
  });
  return {
    buttonAction: subscribed ? 'unsubscribe' : 'subscribe',
    data: {
      type,
      email: user.email,
      subscribed,
      preferences: await getPreferences(db, user),
    },
  };
}
