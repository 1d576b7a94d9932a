import {
  accountMessages,
  pagePaths,
  serverMessages,
  type TPostedForm,
  validationMessages,
} from '@deckhand/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';
import { writeFakeWebBuild } from '../../test/fake-web-build.ts';
import { createTestUser, testPassword } from '../../test/user-factory.ts';

const ctx = useTestContext();

/** The web build's server entry, reduced to what these tests read: the refused form it was given. */
const fakeEntry = `
export function createPageRenderer() {
  return {
    async render({ url, postedForm }) {
      return { kind: 'page', status: 200, html: JSON.stringify({ path: new URL(url).pathname, postedForm: postedForm ?? null }) };
    },
  };
}`;

let env: Record<string, string> = {};
beforeAll(async () => {
  env = await writeFakeWebBuild(fakeEntry);
});

const origin = 'http://localhost:3000';
/** What a browser sends for a `<form method="post">` with JavaScript off: no header of the app's. */
const formHeaders = {
  'content-type': 'application/x-www-form-urlencoded',
  origin,
  host: 'localhost:3000',
};
const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const sessionCookieOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((cookie) => cookie.startsWith('deckhand_session='));

const readPage = (body: string) =>
  JSON.parse(body) as { path: string; postedForm: TPostedForm | null };

async function createApp() {
  return ctx.createApp({ env: { ...env, PUBLIC_ORIGIN: origin } });
}

describe('logging in with the page form, without JavaScript (issue 33)', () => {
  it('signs in with the right password and goes to the profile', async () => {
    const app = await createApp();
    const user = await createTestUser(ctx.database.db);
    const answer = await app.inject({
      method: 'POST',
      url: pagePaths.login,
      headers: formHeaders,
      payload: encode({ email: user.email, password: testPassword, remember: 'on' }),
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(pagePaths.profile);
    const cookie = sessionCookieOf(answer.headers['set-cookie']);
    // "Remember me" ticked: a lasting cookie, as the app's login gives.
    expect(cookie).toMatch(/Expires=/);
    const me = await app.inject({ url: '/v1/users/me', headers: { cookie: cookie ?? '' } });
    expect(me.json().user.email).toBe(user.email);
  });

  it('renders the page again with the message on the password and the address kept', async () => {
    const app = await createApp();
    const user = await createTestUser(ctx.database.db);
    const answer = await app.inject({
      method: 'POST',
      url: pagePaths.login,
      headers: formHeaders,
      payload: encode({ email: user.email, password: 'Wrong#pass1' }),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(sessionCookieOf(answer.headers['set-cookie'])).toBeUndefined();
    expect(readPage(answer.body)).toEqual({
      path: pagePaths.login,
      postedForm: {
        form: 'login',
        values: { email: user.email, remember: false },
        fieldErrors: { password: [accountMessages.invalidCredentials] },
        messages: [],
      },
    });
    expect(answer.body).not.toContain('Wrong#pass1');
  });

  it("puts the API's messages on empty fields, as the app's login gets them", async () => {
    const app = await createApp();
    const answer = await app.inject({
      method: 'POST',
      url: pagePaths.login,
      headers: formHeaders,
      payload: encode({ email: '', password: '' }),
    });
    expect(answer.statusCode).toBe(422);
    expect(readPage(answer.body).postedForm?.fieldErrors).toEqual({
      email: [validationMessages.required, validationMessages.email],
      password: [validationMessages.required],
    });
  });

  it('refuses a form another site sent, and signs nobody in', async () => {
    const app = await createApp();
    const user = await createTestUser(ctx.database.db);
    const answer = await app.inject({
      method: 'POST',
      url: pagePaths.login,
      headers: { ...formHeaders, origin: 'https://evil.example' },
      payload: encode({ email: user.email, password: testPassword }),
    });
    expect(answer.statusCode).toBe(403);
    expect(sessionCookieOf(answer.headers['set-cookie'])).toBeUndefined();
    expect(readPage(answer.body).postedForm?.messages).toEqual([serverMessages.originMismatch]);
  });
});

describe('signing up with the page form, without JavaScript (issue 33)', () => {
  it('sends the browser to the verification link, which signs it in', async () => {
    const app = await createApp();
    const answer = await app.inject({
      method: 'POST',
      url: pagePaths.signup,
      headers: formHeaders,
      payload: encode({
        fullName: 'Nora Plain',
        email: 'nora.plain@example.com',
        password: 'Sunny#orchard42',
      }),
    });
    expect(answer.statusCode).toBe(303);
    const link = new URL(String(answer.headers.location));
    expect(link.origin).toBe(origin);
    expect(link.pathname).toMatch(/^\/v1\/users\/verify\//);
    const binding = [answer.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith('deckhand_verify='));
    expect(binding).toBeDefined();
    const followed = await app.inject({
      url: `${link.pathname}`,
      headers: { cookie: String(binding).split(';')[0] ?? '' },
    });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(pagePaths.profile);
    expect(sessionCookieOf(followed.headers['set-cookie'])).toBeDefined();
  });

  it('keeps the name, address and offers choice, never the password, when refused', async () => {
    const app = await createApp();
    const taken = await createTestUser(ctx.database.db);
    const answer = await app.inject({
      method: 'POST',
      url: pagePaths.signup,
      headers: formHeaders,
      payload: encode({
        fullName: 'Ada Taken',
        email: taken.email,
        password: 'Sunny#orchard42',
        receiveOffers: 'on',
      }),
    });
    expect(answer.statusCode).toBe(422);
    expect(readPage(answer.body).postedForm).toEqual({
      form: 'signup',
      values: { fullName: 'Ada Taken', email: taken.email, receiveOffers: true },
      fieldErrors: { email: [accountMessages.emailTaken] },
      messages: [],
    });
    expect(answer.body).not.toContain('Sunny#orchard42');
  });
});
