import { createHash } from 'node:crypto';
import {
  accountMessages,
  errorMessages,
  oauthEvents,
  oauthMessages,
  realtimeChannels,
  serverMessages,
  ZMeResponse,
  ZOAuthAuthenticatedEvent,
  ZOAuthStartResponse,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { externalIdentities, memberships, oauthAttempts, users } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import {
  getSetCookie,
  type OAuthEnvironment,
  startOAuthEnvironment,
} from '../../test/oauth-environment.ts';
import { connectRealtime } from '../../test/realtime-client.ts';
import { resetRateLimits } from '../../test/user-factory.ts';

const ctx = useTestContext();
const newPerson = { email: 'Nina.Popup@example.com', email_verified: true, name: 'Nina Popup' };

beforeEach(() => resetRateLimits(ctx.database.db));

/** The opener's half: start, listen on the channel, then sign in at the provider. */
async function startPopup(env: OAuthEnvironment, login: string) {
  const started = await env.start();
  expect(started.status).toBe(200);
  const { channel, redirectUrl } = ZOAuthStartResponse.parse(await started.json());
  const opener = await env.listen(channel);
  const callbackUrl = await env.signIn(redirectUrl, login);
  return { channel, redirectUrl, opener, callbackUrl };
}

describe('GET /v1/oauth/providers and /v1/oauth/login/{provider}', () => {
  it('offers only the configured providers; others are 404 with the contract message', async () => {
    const app = await ctx.createApp({
      env: { OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'id' },
    });
    const providers = await app.inject({ url: '/v1/oauth/providers' });
    expect(providers.json()).toEqual({ providers: [{ id: 'google', name: 'Google' }] });
    for (const provider of ['microsoft', 'facebook']) {
      const response = await app.inject({ url: `/v1/oauth/login/${provider}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 'error',
        message: accountMessages.unknownOAuthProvider,
      });
    }
    const none = await ctx.createApp();
    expect((await none.inject({ url: '/v1/oauth/providers' })).json()).toEqual({ providers: [] });
    expect((await none.inject({ url: '/v1/oauth/login/google' })).statusCode).toBe(404);
  });

  it('answers a channel and the provider address with state, nonce and PKCE S256, stored 10 minutes', async () => {
    const env = await startOAuthEnvironment(ctx);
    const response = await env.start();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { channel, redirectUrl } = ZOAuthStartResponse.parse(await response.json());
    expect(channel).toMatch(/^oauth\.[A-Za-z0-9_-]{43}$/);

    const url = new URL(redirectUrl);
    expect(url.origin).toBe(env.provider.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: 'deckhand-test',
      redirect_uri: `${env.origin}/v1/oauth/callback/google`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    const state = params.state ?? '';
    const [attempt] = await ctx.database.db
      .select()
      .from(oauthAttempts)
      .where(eq(oauthAttempts.stateHash, hashToken(state)));
    expect(attempt).toMatchObject({ provider: 'google', mode: 'popup', channel, usedAt: null });
    expect(attempt?.nonce).toBe(params.nonce);
    const challenge = createHash('sha256')
      .update(attempt?.codeVerifier ?? '')
      .digest('base64url');
    expect(params.code_challenge).toBe(challenge);
    const lifetime = (attempt?.expiresAt.getTime() ?? 0) - (attempt?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(10 * 60 * 1000);
  });

  it('limits starts to 10 a minute per address', async () => {
    const env = await startOAuthEnvironment(ctx);
    for (let attempt = 0; attempt < 10; attempt++) expect((await env.start()).status).toBe(200);
    const limited = await env.start();
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      status: 'error',
      message: serverMessages.tooManyAttempts(retryAfter),
    });
  });
});

describe('the popup flow against a real OpenID provider', () => {
  it('signs a new person up: authenticated event, session cookie, identity, own team', async () => {
    const env = await startOAuthEnvironment(ctx, { accounts: { 'nina-sub': newPerson } });
    const { opener, callbackUrl } = await startPopup(env, 'nina-sub');
    const authenticated = opener.next(oauthEvents.authenticated);

    const page = await env.openCallback(callbackUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(oauthMessages.signedIn);
    expect(html).toContain('<script>window.close();</script>');
    const csp = page.headers.get('content-security-policy') ?? '';
    const scriptHash = createHash('sha256').update('window.close();').digest('base64');
    expect(csp).toContain(`script-src 'sha256-${scriptHash}'`);
    expect(csp).toContain("default-src 'none'");

    const event = ZOAuthAuthenticatedEvent.parse(await authenticated);
    expect(event).toMatchObject({ redirectUrl: '/my-profile' });
    expect(event.user).toMatchObject({ email: 'nina.popup@example.com', name: 'Nina Popup' });
    expect(getSetCookie(page, 'deckhand_session')).toBe(`deckhand_session=${event.token}`);

    const me = await fetch(`${env.origin}/v1/users/me`, {
      headers: { cookie: `deckhand_session=${event.token}` },
    });
    expect(ZMeResponse.parse(await me.json()).user).toMatchObject({
      id: event.user.id,
      customerRole: 'owner',
    });

    const db = ctx.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, event.user.id));
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user?.passwordHash).toBeNull();
    expect(
      await db
        .select()
        .from(externalIdentities)
        .where(eq(externalIdentities.userId, event.user.id)),
    ).toMatchObject([{ provider: 'google', subject: 'nina-sub' }]);
    expect(
      await db.select().from(memberships).where(eq(memberships.userId, event.user.id)),
    ).toMatchObject([{ role: 'owner', manageCredits: true, seeCreditBalance: true }]);
  });

  it('uses a state once: the replayed or an unknown callback is refused, with no session', async () => {
    const env = await startOAuthEnvironment(ctx, { accounts: { 'nina-sub': newPerson } });
    const { opener, callbackUrl } = await startPopup(env, 'nina-sub');
    expect((await env.openCallback(callbackUrl)).status).toBe(200);
    await opener.next(oauthEvents.authenticated);

    const replayed = await env.openCallback(callbackUrl);
    expect(replayed.status).toBe(400);
    expect(await replayed.text()).toContain(oauthMessages.attemptInvalid);
    expect(getSetCookie(replayed, 'deckhand_session')).toBeUndefined();

    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'forged-state-value');
    const unknown = await env.openCallback(forged.href);
    expect(unknown.status).toBe(400);
    expect(getSetCookie(unknown, 'deckhand_session')).toBeUndefined();
    const without = await env.openCallback(`${env.origin}/v1/oauth/callback/google?code=x`);
    expect(without.status).toBe(400);
  });

  it('checks PKCE and the nonce: a mismatch is a notification, not a session', async () => {
    const pkcePerson = { ...newPerson, email: 'pkce.person@example.com' };
    const env = await startOAuthEnvironment(ctx, { accounts: { 'nina-sub': pkcePerson } });
    for (const tampered of [
      { codeVerifier: 'a'.repeat(43) },
      { nonce: 'another-nonce-than-the-id-token-holds' },
    ]) {
      const { channel, opener, callbackUrl } = await startPopup(env, 'nina-sub');
      await ctx.database.db
        .update(oauthAttempts)
        .set(tampered)
        .where(eq(oauthAttempts.channel, channel));
      const notification = opener.next(oauthEvents.notification);
      const page = await env.openCallback(callbackUrl);
      expect(await notification).toEqual({ type: 'error', message: oauthMessages.providerFailed });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(oauthMessages.providerFailed);
      expect(getSetCookie(page, 'deckhand_session')).toBeUndefined();
    }
    const stored = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'pkce.person@example.com'));
    expect(stored).toEqual([]);
  });

  it('refuses an expired attempt and tells the opener', async () => {
    const env = await startOAuthEnvironment(ctx, { accounts: { 'nina-sub': newPerson } });
    const { channel, opener, callbackUrl } = await startPopup(env, 'nina-sub');
    await ctx.database.db
      .update(oauthAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthAttempts.channel, channel));
    const notification = opener.next(oauthEvents.notification);
    const page = await env.openCallback(callbackUrl);
    expect(await notification).toEqual({ type: 'error', message: oauthMessages.attemptInvalid });
    expect(getSetCookie(page, 'deckhand_session')).toBeUndefined();
  });

  it('lets only the opener of an attempt in flight listen on its channel', async () => {
    const env = await startOAuthEnvironment(ctx, { accounts: { 'nina-sub': newPerson } });
    const stranger = await connectRealtime(env.origin);
    try {
      const denied = { ok: false, message: errorMessages.accessDenied };
      expect(await stranger.subscribe(realtimeChannels.oauth('guessed'))).toEqual(denied);
      const { channel, callbackUrl, opener } = await startPopup(env, 'nina-sub');
      expect(await stranger.subscribe(channel)).toEqual({ ok: true });
      await env.openCallback(callbackUrl);
      await opener.next(oauthEvents.authenticated);
      expect(await stranger.subscribe(channel)).toEqual(denied);
    } finally {
      stranger.close();
    }
  });
});
