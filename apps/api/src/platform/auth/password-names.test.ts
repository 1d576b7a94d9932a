import { endpoints, validationMessages } from '@deckhand/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../test/team-factory.ts';
import {
  createSignedInUser,
  createTestUser,
  resetRateLimits,
  testPassword,
} from '../../test/user-factory.ts';
import { createOneTimeToken } from './one-time-tokens.ts';

const ctx = useTestContext();
let app: App;
beforeEach(async () => {
  await resetRateLimits(ctx.database.db);
  app = await ctx.createApp();
});

const holdsName = { password: [validationMessages.passwordContainsName] };

const send = (method: 'POST' | 'PUT', path: string, payload: object, cookies = {}) =>
  app.inject({ method, url: `/v1${path}`, headers: spaHeaders, payload, cookies });

describe('a new password may not contain the name, email or company (§5.1)', () => {
  it('at sign-up: a word of the full name or the email local part', async () => {
    const signUp = (email: string, password: string) =>
      send('POST', endpoints.users.register, { fullName: 'Maria Jensen', email, password });
    for (const [email, password] of [
      ['maria@example.com', 'Jensen#2024'],
      ['mj2024@example.com', 'xMJ2024!abc'],
    ] as const) {
      const response = await signUp(email, password);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(holdsName);
    }
    expect((await signUp('maria@example.com', 'Harbour#2024')).statusCode).toBe(201);
  });

  it('at reset: the name, company and team name the server knows', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db, { name: 'Rita Moreno', values: { company: 'Acme' } });
    const token = await createOneTimeToken({
      db,
      kind: 'password_reset',
      email: user.email,
      userId: user.id,
      lifetimeMs: 60_000,
    });
    const reset = (password: string) =>
      send('POST', endpoints.users.resetPassword, { token, password, confirmPassword: password });
    for (const password of ['Moreno#2024', 'ACME#2024xy', 'xRita Moreno1!']) {
      const response = await reset(password);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(holdsName);
    }
    expect((await reset('Harbour#2024')).statusCode).toBe(200);
  });

  it('when changing it, and the current password is kept', async () => {
    const { cookies } = await createSignedInUser(ctx, { name: 'Paul Keller' });
    const change = (password: string) =>
      send(
        'PUT',
        endpoints.users.password,
        { currentPassword: testPassword, password, confirmPassword: password },
        cookies,
      );
    const refused = await change('Keller#2024');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(holdsName);
    expect((await change('Harbour#2024')).statusCode).toBe(200);
  });

  it("when joining with a new account: the person's names and the team's", async () => {
    const team = await createTeamWithRoles(ctx.database.db, 'Olga Owner');
    const link = await callAs(app, team.owner.token, {
      method: 'POST',
      url: `/v1${endpoints.team.inviteLink}`,
      payload: { role: 'manager', seeCreditBalance: false },
    });
    const token = new URL(link.json().url as string).pathname.split('/').pop() ?? '';
    const join = (password: string) =>
      send('POST', endpoints.team.join, {
        token,
        fullName: 'Nina Newcomer',
        email: 'nina@example.com',
        password,
        receiveOffers: false,
      });
    for (const password of ['Newcomer#1', 'Olga Owner#1', 'xNINA#2024']) {
      const response = await join(password);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(holdsName);
    }
    expect((await join('Harbour#2024')).statusCode).toBe(201);
  });
});
