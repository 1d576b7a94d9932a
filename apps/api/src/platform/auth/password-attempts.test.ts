import { accountMessages, endpoints } from '@deckhand/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { expectTooManyAttempts } from '../../test/expect-too-many-attempts.ts';
import { callAs, createTeamWithRoles } from '../../test/team-factory.ts';
import { createSignedInUser, resetRateLimits, testPassword } from '../../test/user-factory.ts';
import { passwordAttemptLimit } from './password-attempts.ts';

const ctx = useTestContext();
let app: App;
beforeEach(async () => {
  await resetRateLimits(ctx.database.db);
  app = await ctx.createApp();
});

/** A person with a password and a session, and a join link of another team. */
async function setUp() {
  const person = await createSignedInUser(ctx);
  const team = await createTeamWithRoles(ctx.database.db);
  const link = await callAs(app, team.owner.token, {
    method: 'POST',
    url: `/v1${endpoints.team.inviteLink}`,
    payload: { role: 'manager', seeCreditBalance: false },
  });
  const joinToken = new URL(link.json().url as string).pathname.split('/').pop() ?? '';
  let address = 0;
  const from = () => `10.20.0.${++address}`;
  return {
    login: (password: string) =>
      app.inject({
        method: 'POST',
        url: `/v1${endpoints.users.login}`,
        headers: spaHeaders,
        payload: { email: person.user.email, password },
        remoteAddress: from(),
      }),
    changePassword: (currentPassword: string) =>
      app.inject({
        method: 'PUT',
        url: `/v1${endpoints.users.password}`,
        headers: spaHeaders,
        cookies: person.cookies,
        payload: { currentPassword, password: 'Changed#Pass7', confirmPassword: 'Changed#Pass7' },
        remoteAddress: from(),
      }),
    join: (password: string) =>
      app.inject({
        method: 'POST',
        url: `/v1${endpoints.team.join}`,
        headers: spaHeaders,
        payload: {
          token: joinToken,
          fullName: 'Any Name',
          email: person.user.email,
          password,
          receiveOffers: false,
        },
        remoteAddress: from(),
      }),
  };
}

describe('the one password budget of an account', () => {
  it('is shared by login, changing the password and joining a team', async () => {
    const { login, changePassword, join } = await setUp();
    const wrong = 'Wrong#Pass1';
    const failures = [login, changePassword, join];
    for (let index = 0; index < passwordAttemptLimit.max; index++) {
      const attempt = failures[index % failures.length] ?? login;
      const response = await attempt(wrong);
      expect(response.statusCode).toBe(422);
    }
    // Spent everywhere, even with the right password and from new addresses.
    expectTooManyAttempts(await login(testPassword));
    expectTooManyAttempts(await changePassword(testPassword));
    expectTooManyAttempts(await join(testPassword));
  });

  it('is not spent by right passwords', async () => {
    const { login, changePassword } = await setUp();
    for (let index = 0; index < passwordAttemptLimit.max + 2; index++) {
      expect((await login(testPassword)).statusCode).toBe(200);
    }
    const wrong = await changePassword('Wrong#Pass1');
    expect(wrong.json().errors).toEqual({
      currentPassword: [accountMessages.currentPasswordWrong],
    });
  });

  it('lets 20 people sign in to one account at the same moment: right passwords never get 429', async () => {
    const { login } = await setUp();
    const logins = await Promise.all(Array.from({ length: 20 }, () => login(testPassword)));
    expect(logins.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
  });

  it('lets people sign in from one address again and again at once: every answer is 200', async () => {
    // One check gives its places back as the next takes its own, on the same rows; on PostgreSQL
    // the two used to lock them in opposite orders, and one of them failed with a deadlock (500).
    const people = await Promise.all(Array.from({ length: 4 }, () => createSignedInUser(ctx)));
    const login = (email: string) =>
      app.inject({
        method: 'POST',
        url: `/v1${endpoints.users.login}`,
        headers: spaHeaders,
        payload: { email, password: testPassword },
        remoteAddress: '10.30.0.1',
      });
    const logins = await Promise.all(
      Array.from({ length: 60 }, (_, index) => login(people[index % 4]?.user.email ?? '')),
    );
    expect(logins.map((response) => response.statusCode)).toEqual(Array(60).fill(200));
  });

  it('counts wrong passwords sent at once: the budget is spent after them', async () => {
    const { login } = await setUp();
    const wrong = await Promise.all(
      Array.from({ length: passwordAttemptLimit.max }, () => login('Wrong#Pass1')),
    );
    expect(wrong.map((response) => response.statusCode)).toEqual(
      Array(passwordAttemptLimit.max).fill(422),
    );
    expectTooManyAttempts(await login(testPassword));
  });
});
