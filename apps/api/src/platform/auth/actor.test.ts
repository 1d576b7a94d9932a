import { endpoints, errorMessages, serverMessages } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { createTeamWithRoles, signIn } from '../../test/team-factory.ts';
import { createTestUser } from '../../test/user-factory.ts';
import { findActorByToken } from './actor.ts';
import { endSessionByToken } from './session-store.ts';

const ctx = useTestContext();
const v1 = (path: string) => `/v1${path}`;

describe('the actor behind a session', () => {
  it('carries the user and their team membership, read in one query', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const actor = await findActorByToken({ db, token: team.admin.token });
    expect(actor).toMatchObject({
      userId: team.admin.user.id,
      email: team.admin.user.email,
      isStaff: false,
      membership: {
        teamId: team.teamId,
        role: 'admin',
        manageCredits: false,
        seeCreditBalance: false,
      },
    });
  });

  it('has no membership for staff, and no actor for an ended session', async () => {
    const db = ctx.database.db;
    const staff = await createTestUser(db, { isStaff: true, password: null });
    const token = await signIn(db, staff.id);
    expect((await findActorByToken({ db, token }))?.membership).toBeNull();
    await endSessionByToken({ db, token });
    expect(await findActorByToken({ db, token })).toBeNull();
  });
});

describe('the sign-in guard runs before the body is read', () => {
  it('answers 401 to an anonymous caller whatever body it sends', async () => {
    const app = await ctx.createApp();
    const bodies = ['{not json', JSON.stringify({ role: 42 }), JSON.stringify({})];
    for (const payload of bodies) {
      const response = await app.inject({
        method: 'PATCH',
        url: v1(endpoints.team.member(1)),
        headers: { ...spaHeaders, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'error', message: serverMessages.unauthorized });
    }
    const settings = await app.inject({
      method: 'PUT',
      url: v1(endpoints.customers.settings),
      headers: { ...spaHeaders, 'content-type': 'application/json' },
      payload: '[[[[',
    });
    expect(settings.statusCode).toBe(401);
  });

  it('answers 403 to staff on team calls', async () => {
    const db = ctx.database.db;
    const staff = await createTestUser(db, { isStaff: true, password: null });
    const app = await ctx.createApp();
    const response = await app.inject({
      method: 'GET',
      url: v1(endpoints.team.members),
      headers: { authorization: `Bearer ${await signIn(db, staff.id)}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', message: errorMessages.accessDenied });
  });
});
