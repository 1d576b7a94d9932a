import { accountMessages, ZInitResponse } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import type { Response } from 'light-my-request';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { oneTimeTokens, users } from '../../db/schema/index.ts';
import { createOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { findOutboxMails } from '../../platform/mail/outbox-mailer.ts';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { createTestUser, resetRateLimits, testPassword } from '../../test/user-factory.ts';
import { verificationBindingCookieName } from './verification-binding.ts';

const ctx = useTestContext();
let app: App;
beforeEach(async () => {
  await resetRateLimits(ctx.database.db);
  app = await ctx.createApp();
});

/** Signs up as a browser would: the verification link and the binding cookie of the answer. */
async function signUp(email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/users/register',
    headers: spaHeaders,
    payload: { fullName: 'Vera Smith', email, password: testPassword },
  });
  expect(response.statusCode).toBe(201);
  const binding = response.cookies.find((item) => item.name === verificationBindingCookieName);
  return {
    path: new URL(response.json().redirectUrl as string).pathname,
    browser: { [verificationBindingCookieName]: binding?.value ?? '' },
  };
}

const getUser = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

const getLink = async (userId: number) =>
  (await ctx.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId)))[0];

const sessionCookie = (response: Response) =>
  response.cookies.find((item) => item.name === 'deckhand_session');

/** The flash message a redirect left, as the next GET /v1/init reads it. */
async function readFlash(response: Response) {
  const flash = response.cookies.find((item) => item.name === 'flash');
  const init = await app.inject({ url: '/v1/init', cookies: { flash: flash?.value ?? '' } });
  return init.json().flashMessage;
}

describe('GET /v1/users/verify/{token}', () => {
  it('signs in the browser that signed up, verifies once, mails the welcome, goes to the profile', async () => {
    const { path, browser } = await signUp('vera@example.com');
    const response = await app.inject({ url: path, cookies: browser });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/my-profile');
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    const cleared = response.cookies.find((item) => item.name === verificationBindingCookieName);
    expect(cleared?.value).toBe('');

    expect((await getUser('vera@example.com'))?.emailVerifiedAt).toBeInstanceOf(Date);
    const mails = (await findOutboxMails(ctx.database.db)).filter(
      (m) => m.to === 'vera@example.com',
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Welcome to Deckhand',
      'Confirm your email address',
    ]);

    const init = await app.inject({
      url: '/v1/init',
      cookies: { deckhand_session: cookie?.value ?? '' },
    });
    expect(ZInitResponse.parse(init.json()).user).toMatchObject({
      email: 'vera@example.com',
      customerRole: 'owner',
    });

    // Used up: the same browser is now told the link is invalid.
    const again = await app.inject({ url: path, cookies: browser });
    expect(again.headers.location).toBe('/login');
    expect(sessionCookie(again)).toBeUndefined();
    expect(await readFlash(again)).toEqual({
      type: 'error',
      message: accountMessages.invalidVerifyToken,
    });
  });

  it('only verifies for a client without the binding cookie, and asks it to log in', async () => {
    const { path, browser } = await signUp('scanned@example.com');
    for (let visit = 0; visit < 2; visit++) {
      const scanner = await app.inject({ url: path });
      expect(scanner.statusCode).toBe(302);
      expect(scanner.headers.location).toBe('/login');
      expect(sessionCookie(scanner)).toBeUndefined();
      expect(await readFlash(scanner)).toEqual({
        type: 'success',
        message: accountMessages.emailVerifiedLogIn,
      });
    }
    const user = await getUser('scanned@example.com');
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    const welcomes = (await findOutboxMails(ctx.database.db)).filter(
      (mail) => mail.to === 'scanned@example.com' && mail.subject === 'Welcome to Deckhand',
    );
    expect(welcomes).toHaveLength(1);
    expect((await getLink(user?.id ?? 0))?.usedAt).toBeNull();

    // The browser that signed up still gets in with the same link.
    const owner = await app.inject({ url: path, cookies: browser });
    expect(owner.headers.location).toBe('/my-profile');
    expect(sessionCookie(owner)?.value).toMatch(/^[\w-]{43}$/);
  });

  it('changes nothing on HEAD', async () => {
    const { path, browser } = await signUp('head@example.com');
    const response = await app.inject({ method: 'HEAD', url: path, cookies: browser });
    expect(response.statusCode).toBe(302);
    expect(response.cookies).toEqual([]);
    const user = await getUser('head@example.com');
    expect(user?.emailVerifiedAt).toBeNull();
    expect((await getLink(user?.id ?? 0))?.usedAt).toBeNull();
    const mails = (await findOutboxMails(ctx.database.db)).filter((m) => m.to === user?.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your email address']);
  });

  it("does not sign a victim into the attacker's account (login CSRF)", async () => {
    const attacker = await signUp('attacker@example.com');
    const victim = await signUp('victim@example.com');
    // The victim's browser holds its own binding cookie, not the attacker's.
    const response = await app.inject({ url: attacker.path, cookies: victim.browser });
    expect(response.headers.location).toBe('/login');
    expect(sessionCookie(response)).toBeUndefined();
    const noCookie = await app.inject({ url: attacker.path, cookies: { flash: 'x' } });
    expect(sessionCookie(noCookie)).toBeUndefined();
  });

  it('verifies through a link mailed at login (no binding) and asks to log in', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db, { verified: false });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      headers: spaHeaders,
      payload: { email: user.email, password: testPassword },
    });
    expect(login.json().errors).toEqual({ email: [accountMessages.emailNotVerified] });
    const mail = (await findOutboxMails(db)).find((item) => item.to === user.email);
    const path = new URL(mail?.links[0] ?? '').pathname;
    const response = await app.inject({ url: path });
    expect(response.headers.location).toBe('/login');
    expect(sessionCookie(response)).toBeUndefined();
    expect((await getUser(user.email))?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses an expired link and an unknown one, leaving the address unverified', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db, { verified: false });
    const token = await createOneTimeToken({
      db,
      kind: 'email_verification',
      email: user.email,
      userId: user.id,
      lifetimeMs: 1000,
      now: new Date(Date.now() - 5000),
    });
    for (const url of [`/v1/users/verify/${token}`, '/v1/users/verify/unknown-token']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login');
      expect(sessionCookie(response)).toBeUndefined();
    }
    expect((await getUser(user.email))?.emailVerifiedAt).toBeNull();
    expect((await getLink(user.id))?.usedAt).toBeNull();
  });

  it('does not verify or sign in a disabled user', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db, { verified: false, disabled: true });
    const token = await createOneTimeToken({
      db,
      kind: 'email_verification',
      email: user.email,
      userId: user.id,
      lifetimeMs: 60_000,
    });
    const response = await app.inject({ url: `/v1/users/verify/${token}` });
    expect(response.headers.location).toBe('/login');
    expect((await getUser(user.email))?.emailVerifiedAt).toBeNull();
  });
});
