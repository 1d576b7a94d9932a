import { randomUUID } from 'node:crypto';
import { accountMessages, endpoints, ZUnsubscribeResponse } from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { emailPreferences, users } from '../../db/schema/index.ts';
import { createSession } from '../../platform/auth/session-store.ts';
import { createTestConfig, spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { createTestUser } from '../../test/user-factory.ts';
import { createUnsubscribeLink, createUnsubscribeToken } from './unsubscribe-token.ts';

const ctx = useTestContext();
/** One app per test: each holds database connections (the realtime adapter on PostgreSQL). */
let app: App;
beforeEach(async () => {
  app = await ctx.createApp();
});
const secret = createTestConfig().cookieSecret;
const invalidLink = {
  status: 'error',
  errors: { token: [accountMessages.invalidUnsubscribeLink] },
  message: accountMessages.invalidUnsubscribeLink,
};

async function post(type: string, payload: unknown, cookies: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/v1${endpoints.unsubscribe(type)}`,
    headers: spaHeaders,
    cookies,
    payload: payload as object,
  });
}

const getUser = async (id: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

const getPreference = async (userId: number, type: 'offers' | 'newsletter' | 'order-updates') =>
  (
    await ctx.database.db
      .select()
      .from(emailPreferences)
      .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.type, type)))
  )[0];

describe('POST /v1/unsubscribe/{type}', () => {
  it('unsubscribes from offers through the emailed link, then subscribes again', async () => {
    const user = await createTestUser(ctx.database.db, {
      email: 'offers@example.com',
      values: { receiveOffers: true },
    });
    const link = createUnsubscribeLink({
      config: createTestConfig(),
      publicId: user.publicId,
      type: 'offers',
    });
    const token = new URL(link).searchParams.get('token') ?? '';

    const response = await post('offers', { token });
    expect(response.statusCode).toBe(200);
    expect(ZUnsubscribeResponse.parse(response.json())).toEqual({
      buttonAction: 'subscribe',
      data: {
        type: 'offers',
        email: 'offers@example.com',
        subscribed: false,
        preferences: { offers: false, newsletter: true, 'order-updates': true },
      },
    });
    expect((await getUser(user.id))?.receiveOffers).toBe(false);
    expect((await getPreference(user.id, 'offers'))?.subscribed).toBe(false);

    const again = await post('offers', { action: 'subscribe', token });
    expect(again.json()).toMatchObject({
      buttonAction: 'unsubscribe',
      data: { subscribed: true, preferences: { offers: true } },
    });
    expect((await getUser(user.id))?.receiveOffers).toBe(true);
    expect((await getPreference(user.id, 'offers'))?.subscribed).toBe(true);
  });

  it('uses the session without a token; offers default to the sign-up choice', async () => {
    const user = await createTestUser(ctx.database.db);
    const { token } = await createSession({
      db: ctx.database.db,
      userId: user.id,
      remember: false,
    });
    const response = await post(
      'newsletter',
      { action: 'unsubscribe' },
      { deckhand_session: token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      buttonAction: 'subscribe',
      data: {
        type: 'newsletter',
        subscribed: false,
        preferences: { offers: false, newsletter: false, 'order-updates': true },
      },
    });
    expect((await getUser(user.id))?.receiveOffers).toBe(false);
    expect(await getPreference(user.id, 'offers')).toBeUndefined();
  });

  it('follows the token rather than the session', async () => {
    const owner = await createTestUser(ctx.database.db);
    const signedIn = await createTestUser(ctx.database.db);
    const session = await createSession({
      db: ctx.database.db,
      userId: signedIn.id,
      remember: false,
    });
    const token = createUnsubscribeToken({
      secret,
      publicId: owner.publicId,
      type: 'order-updates',
    });
    const response = await post('order-updates', { token }, { deckhand_session: session.token });
    expect(response.json().data.email).toBe(owner.email);
    expect((await getPreference(owner.id, 'order-updates'))?.subscribed).toBe(false);
    expect(await getPreference(signedIn.id, 'order-updates')).toBeUndefined();
  });

  it('answers 422 with the invalid-link message for bad tokens and anonymous callers', async () => {
    const user = await createTestUser(ctx.database.db);
    const session = await createSession({ db: ctx.database.db, userId: user.id, remember: false });
    const forOffers = createUnsubscribeToken({ secret, publicId: user.publicId, type: 'offers' });
    const forNobody = createUnsubscribeToken({ secret, publicId: randomUUID(), type: 'offers' });
    // The old form, a signed serial user id: even with the secret it names nobody now.
    const bySerialId = createUnsubscribeToken({
      secret,
      publicId: String(user.id),
      type: 'offers',
    });
    const cases: [string, unknown, Record<string, string>][] = [
      ['offers', {}, {}],
      ['newsletter', { token: forOffers }, {}],
      ['offers', { token: forNobody }, {}],
      ['offers', { token: bySerialId }, {}],
      ['offers', { token: `${forOffers}x` }, { deckhand_session: session.token }],
    ];
    for (const [type, payload, cookies] of cases) {
      const response = await post(type, payload, cookies);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalidLink);
    }
    expect(await getPreference(user.id, 'offers')).toBeUndefined();
  });

  it('answers 422 for an unknown type or action', async () => {
    const user = await createTestUser(ctx.database.db);
    const token = createUnsubscribeToken({ secret, publicId: user.publicId, type: 'offers' });
    const unknownType = await post('lottery', { token });
    expect(unknownType.statusCode).toBe(422);
    expect(Object.keys(unknownType.json().errors)).toEqual(['type']);
    const unknownAction = await post('offers', { token, action: 'maybe' });
    expect(unknownAction.statusCode).toBe(422);
    expect(Object.keys(unknownAction.json().errors)).toEqual(['action']);
  });
});
