import { accountMessages, errorMessages, validationMessages } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberships, oneTimeTokens, teams, users } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { findOutboxMails } from '../../platform/mail/outbox-mailer.ts';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { expectTooManyAttempts } from '../../test/expect-too-many-attempts.ts';
import { resetRateLimits, testPassword } from '../../test/user-factory.ts';

const ctx = useTestContext();
const origin = 'https://deckhand.test';

async function register(payload: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  const app = await ctx.createApp({ env: { PUBLIC_ORIGIN: origin } });
  return app.inject({
    method: 'POST',
    url: '/v1/users/register',
    headers: spaHeaders,
    payload,
    remoteAddress,
  });
}

const signup = (email: string) => ({
  fullName: 'Anna Bäck',
  email,
  password: testPassword,
  receiveOffers: true,
});

describe('POST /v1/users/register', () => {
  beforeEach(() => resetRateLimits(ctx.database.db));

  it('creates the user, their team and owner membership, and mails a verification link', async () => {
    const started = Date.now();
    const response = await register(signup('Anna@Example.com'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['redirectUrl']);
    expect(body.redirectUrl).toMatch(/^https:\/\/deckhand\.test\/v1\/users\/verify\/[\w-]{43}$/);
    // No session; only the cookie that lets this browser's link sign it in (verify.test.ts).
    expect(response.cookies).toEqual([
      {
        name: 'deckhand_verify',
        value: expect.stringMatching(/^[\w-]{43}$/),
        path: '/v1/users/verify',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: 24 * 3600,
      },
    ]);
    const browserSecret = response.cookies[0]?.value ?? '';

    const db = ctx.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'anna@example.com'));
    expect(user).toMatchObject({ name: 'Anna Bäck', receiveOffers: true, isStaff: false });
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [membership] = await db
      .select()
      .from(memberships)
      .innerJoin(teams, eq(teams.id, memberships.teamId))
      .where(eq(memberships.userId, user?.id ?? 0));
    expect(membership?.memberships).toMatchObject({
      role: 'owner',
      manageCredits: true,
      seeCreditBalance: true,
    });
    expect(membership?.teams).toMatchObject({
      name: 'Anna Bäck',
      customerType: 'new',
      currency: 'USD',
    });

    const [token] = await db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user?.id ?? 0));
    expect(token).toMatchObject({
      kind: 'email_verification',
      email: 'anna@example.com',
      usedAt: null,
    });
    const lifetime = (token?.expiresAt.getTime() ?? 0) - started;
    expect(lifetime).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
    expect(token?.tokenHash).not.toBe(body.redirectUrl.split('/').pop());
    // The browser's secret is stored only as its hash.
    expect(token?.payload).toEqual({ browserSecretHash: hashToken(browserSecret) });

    const [mail] = await findOutboxMails(db);
    expect(mail).toMatchObject({ to: 'anna@example.com', subject: 'Confirm your email address' });
    expect(mail?.links).toEqual([body.redirectUrl]);
    expect(mail?.text).toContain(body.redirectUrl);
  });

  it('answers the link on the address a same-origin browser used; the mail keeps PUBLIC_ORIGIN', async () => {
    const app = await ctx.createApp({ env: { PUBLIC_ORIGIN: origin } });
    const response = await app.inject({
      method: 'POST',
      url: '/v1/users/register',
      headers: { ...spaHeaders, host: '127.0.0.1:4321', origin: 'http://127.0.0.1:4321' },
      payload: signup('lan@example.com'),
    });
    expect(response.statusCode).toBe(201);
    const { redirectUrl } = response.json();
    expect(redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:4321\/v1\/users\/verify\/[\w-]{43}$/);
    const mail = (await findOutboxMails(ctx.database.db)).find(
      (item) => item.to === 'lan@example.com',
    );
    expect(mail?.links).toEqual([`${origin}${new URL(redirectUrl).pathname}`]);
  });

  it('refuses a taken email, whatever its case, with 422 on email', async () => {
    expect((await register(signup('taken@example.com'))).statusCode).toBe(201);
    const response = await register(signup('TAKEN@example.com'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      errors: { email: [accountMessages.emailTaken] },
      message: errorMessages.somethingWentWrong,
    });
  });

  it('answers 422 with the contract messages for an invalid body', async () => {
    const response = await register({ fullName: 'Анна', email: 'nope', password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      errors: {
        fullName: [validationMessages.latinName],
        email: [validationMessages.email],
        password: expect.arrayContaining([validationMessages.passwordTooShort]),
      },
    });
  });

  it('allows 10 attempts a minute per account email; the 11th gets 429', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await register(signup('limited@example.com'), `10.1.0.${attempt}`);
      expect(response.statusCode).toBe(attempt === 1 ? 201 : 422);
    }
    const response = await register(signup('limited@example.com'), '10.1.0.99');
    expect(response.statusCode).toBe(429);
    expectTooManyAttempts(response);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('allows 10 attempts a minute per IP; the 11th gets 429', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await register(signup(`ip-${attempt}@example.com`), '10.2.0.1');
      expect(response.statusCode).toBe(201);
    }
    const response = await register(signup('ip-11@example.com'), '10.2.0.1');
    expect(response.statusCode).toBe(429);
    expectTooManyAttempts(response);
  });
});

describe('POST /v1/users/register, at the same moment', () => {
  it('creates one account for two simultaneous sign-ups with one email', async () => {
    const attempts = await Promise.all([
      register(signup('race@example.com'), '10.5.0.1'),
      register(signup('race@example.com'), '10.5.0.2'),
    ]);
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
  });
});
