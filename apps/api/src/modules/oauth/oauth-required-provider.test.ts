import {
  accountMessages,
  oauthMessages,
  ZErrorResponse,
  ZInitResponse,
  ZLoginResponse,
  ZMeResponse,
  ZValidationErrorResponse,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions, teams } from '../../db/schema/index.ts';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { getSetCookie, startOAuthEnvironment } from '../../test/oauth-environment.ts';
import { createTestUser, resetRateLimits, testPassword } from '../../test/user-factory.ts';
import { getUserAccount } from '../users/index.ts';

const ctx = useTestContext();

beforeEach(() => resetRateLimits(ctx.database.db));

/** A verified owner whose team must sign in through `provider`. */
async function createBoundUser(email: string, provider: string) {
  const user = await createTestUser(ctx.database.db, { email });
  const teamId = (await getUserAccount(ctx.database.db, user.id))?.team?.id ?? 0;
  await ctx.database.db
    .update(teams)
    .set({ requiredIdentityProvider: provider })
    .where(eq(teams.id, teamId));
  return user;
}

const login = (origin: string, email: string, password: string) =>
  fetch(`${origin}/v1/users/login`, {
    method: 'POST',
    headers: { ...spaHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

const sessionsOf = (userId: number) =>
  ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('POST /v1/users/login for a team that requires its identity provider', () => {
  it('answers 412 with the provider address after the password checked out, and signs in there', async () => {
    const user = await createBoundUser('sam.sso@example.com', 'google');
    const env = await startOAuthEnvironment(ctx, {
      accounts: { 'sam-sub': { email: 'sam.sso@example.com', email_verified: true } },
    });

    const wrong = await login(env.origin, 'sam.sso@example.com', 'Wrong#123');
    expect(wrong.status).toBe(422);
    expect(ZValidationErrorResponse.parse(await wrong.json()).errors).toEqual({
      password: [accountMessages.invalidCredentials],
    });

    const response = await login(env.origin, 'sam.sso@example.com', testPassword);
    expect(response.status).toBe(412);
    const body = ZErrorResponse.parse(await response.json());
    expect(body).toEqual({
      status: 'error',
      message: oauthMessages.providerRequired,
      redirectUrl: expect.stringMatching(new RegExp(`^${env.provider.issuer}/auth\\?`)),
    });
    expect(getSetCookie(response, 'deckhand_session')).toBeUndefined();
    expect(await sessionsOf(user.id)).toEqual([]);

    const callbackUrl = await env.signIn(body.redirectUrl ?? '', 'sam-sub');
    const landed = await env.openCallback(callbackUrl);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/my-profile');
    const cookie = getSetCookie(landed, 'deckhand_session');
    expect(cookie).toBeDefined();
    const me = await fetch(`${env.origin}/v1/users/me`, { headers: { cookie: cookie ?? '' } });
    expect(ZMeResponse.parse(await me.json()).user).toMatchObject({ id: user.id });
  });

  it('sends a failed redirect sign-in to the login page with a flash message', async () => {
    await createBoundUser('fay.fail@example.com', 'google');
    const env = await startOAuthEnvironment(ctx, {
      accounts: { 'fay-sub': { email: 'fay.fail@example.com', email_verified: false } },
    });
    const response = await login(env.origin, 'fay.fail@example.com', testPassword);
    const { redirectUrl } = ZErrorResponse.parse(await response.json());
    const landed = await env.openCallback(await env.signIn(redirectUrl ?? '', 'fay-sub'));
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/login');
    expect(getSetCookie(landed, 'deckhand_session')).toBeUndefined();
    const flash = getSetCookie(landed, 'flash') ?? '';
    const init = await fetch(`${env.origin}/v1/init`, { headers: { cookie: flash } });
    expect(ZInitResponse.parse(await init.json()).flashMessage).toEqual({
      type: 'error',
      message: oauthMessages.linkNeedsVerifiedEmail,
    });
  });

  it('logs in with the password when the required provider is not configured here', async () => {
    const user = await createBoundUser('max.ms@example.com', 'microsoft');
    const env = await startOAuthEnvironment(ctx);
    const response = await login(env.origin, 'max.ms@example.com', testPassword);
    expect(response.status).toBe(200);
    expect(ZLoginResponse.parse(await response.json()).user).toMatchObject({ id: user.id });
  });
});
