import { apiPrefix, endpoints } from '@deckhand/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http/http-client';
import { ContractDriftError, fakeApi } from './fake-api';

const sessionPath = `${apiPrefix}${endpoints.users.session('s 1')}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fakeApi', () => {
  it('answers a stub that keeps the contract and records the call with its params', async () => {
    const api = fakeApi({ 'DELETE /users/me/sessions/:id': { body: { ended: 1 } } });
    const answer = await http.delete({ path: sessionPath, schema: 'ZEndSessionsResponse' });
    expect(answer).toEqual({ ended: 1 });
    expect(api.callsTo('DELETE /users/me/sessions/:id')).toEqual([
      { method: 'DELETE', path: '/users/me/sessions/s%201', query: {}, params: { id: 's 1' } },
    ]);
  });

  it('refuses a stub that drifts from the contract', async () => {
    const api = fakeApi({
      // The route answers { ended }: an empty object is what a drifting stub would send.
      'DELETE /users/me/sessions/:id': { body: {} as { ended: number } },
    });
    const failure = await http
      .delete({ path: sessionPath, schema: 'ZEndSessionsResponse' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(api.drifts).toHaveLength(1);
    expect(api.drifts[0]).toBeInstanceOf(ContractDriftError);
    expect(api.drifts[0]?.message).toContain('DELETE /users/me/sessions/:id');
    // Seen: without this the test would fail at its end, which is the double's job elsewhere.
    api.drifts.splice(0);
  });

  it('checks failures against the error envelopes', async () => {
    const api = fakeApi({
      'PUT /users/me/password': {
        status: 422,
        body: { status: 'error', errors: { currentPassword: ['Wrong'] } },
      },
      'GET /users/me/sessions': { status: 500, body: { status: 'error' } as never },
    });
    const invalid = await http
      .put({ path: `${apiPrefix}${endpoints.users.password}`, schema: 'ZEndSessionsResponse' })
      .catch((error: unknown) => error);
    expect(invalid).toMatchObject({ status: 422, errors: { currentPassword: ['Wrong'] } });
    await http
      .get({ path: `${apiPrefix}${endpoints.users.sessions}`, schema: 'ZEndSessionsResponse' })
      .catch(() => undefined);
    expect(api.drifts.map((drift) => drift.message)).toEqual([
      expect.stringContaining('GET /users/me/sessions (500)'),
    ]);
    api.drifts.splice(0);
  });

  it('answers 404 to a call nobody stubbed, and keeps its query apart', async () => {
    const api = fakeApi();
    const failure = await http
      .get({
        path: `${apiPrefix}${endpoints.init}`,
        schema: 'ZEndSessionsResponse',
        query: { a: 1 },
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 404 });
    expect(api.callsTo('GET /init')[0]?.query).toEqual({ a: '1' });
  });

  it('lets a test answer outside the contract only when it says so', async () => {
    fakeApi({ 'GET /init': { body: { user: { id: 'broken' } }, isOffContract: true } });
    const response = await fetch(`${apiPrefix}${endpoints.init}`);
    expect(await response.json()).toEqual({ user: { id: 'broken' } });
  });
});
