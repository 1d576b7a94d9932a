import {
  endpoints,
  serverMessages,
  ZCustomerSettingsResponse,
  ZMeResponse,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { customerSettings } from '../../db/schema/index.ts';
import { createSession } from '../../platform/auth/session-store.ts';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { createTestUser } from '../../test/user-factory.ts';

const ctx = useTestContext();
/** One app per test: each holds database connections (the realtime adapter on PostgreSQL). */
let app: App;
beforeEach(async () => {
  app = await ctx.createApp();
});
const url = `/v1${endpoints.customers.settings}`;

async function signIn() {
  const user = await createTestUser(ctx.database.db);
  const { token } = await createSession({ db: ctx.database.db, userId: user.id, remember: false });
  return { user, cookies: { deckhand_session: token } };
}

async function putSettings(payload: unknown, cookies: Record<string, string> = {}) {
  return app.inject({
    method: 'PUT',
    url,
    headers: { ...spaHeaders, 'content-type': 'application/json' },
    cookies,
    payload: JSON.stringify(payload),
  });
}

async function getMySettings(cookies: Record<string, string>) {
  const response = await app.inject({ url: '/v1/users/me', cookies });
  return ZMeResponse.parse(response.json()).user?.settings;
}

describe('PUT /v1/customers/settings', () => {
  it('answers 401 to anonymous callers, whatever they send', async () => {
    for (const payload of [{ sharing_order_seen: true }, [1, 2]]) {
      const response = await putSettings(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'error', message: serverMessages.unauthorized });
    }
  });

  it('saves the object whole and shows it in the current user', async () => {
    const { user, cookies } = await signIn();
    const first = {
      sharing_order_seen: true,
      holiday_notifications: { daily: false, weekly: true, monthly: true },
      cookie_banner: { seen: 3 },
    };
    const response = await putSettings(first, cookies);
    expect(response.statusCode).toBe(200);
    expect(ZCustomerSettingsResponse.parse(response.json())).toEqual(first);
    expect(await getMySettings(cookies)).toEqual(first);

    const second = { sharing_order_seen: false };
    const replaced = await putSettings(second, cookies);
    expect(replaced.json()).toEqual(second);
    expect(await getMySettings(cookies)).toEqual(second);
    const rows = await ctx.database.db
      .select()
      .from(customerSettings)
      .where(eq(customerSettings.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.settings).toEqual(second);

    const stranger = await signIn();
    expect(await getMySettings(stranger.cookies)).toEqual({});
  });

  it('fills the holiday notification defaults', async () => {
    const { cookies } = await signIn();
    const response = await putSettings({ holiday_notifications: { daily: false } }, cookies);
    expect(response.json()).toEqual({
      holiday_notifications: { daily: false, weekly: true, monthly: true },
    });
  });

  it('keeps the modal flags of §3 with the other settings, and no one else changes', async () => {
    const { cookies } = await signIn();
    const other = await signIn();
    const othersSettings = { sharing_order_seen: true, modals: { pro: true } };
    await putSettings(othersSettings, other.cookies);

    const before = {
      sharing_order_seen: true,
      holiday_notifications: { daily: false, weekly: true, monthly: true },
      theme: 'dark',
    };
    await putSettings(before, cookies);
    // The client adds a flag to what it holds and saves the object whole.
    const after = { ...before, modals: { couldSavePopup: true } };
    const response = await putSettings(after, cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(after);
    expect(await getMySettings(cookies)).toEqual(after);
    const both = { ...after, modals: { couldSavePopup: true, onlineSubscriptionsPopup: true } };
    expect((await putSettings(both, cookies)).json()).toEqual(both);
    expect(await getMySettings(other.cookies)).toEqual(othersSettings);
  });

  it('answers 422 for bad shapes', async () => {
    const { cookies } = await signIn();
    const cases: [unknown, string][] = [
      [{ sharing_order_seen: 'yes' }, 'sharing_order_seen'],
      [{ holiday_notifications: { weekly: 1 } }, 'holiday_notifications.weekly'],
      [{ modals: { couldSavePopup: 'yes' } }, 'modals.couldSavePopup'],
      [[{ sharing_order_seen: true }], 'body'],
      ['settings', 'body'],
    ];
    for (const [payload, field] of cases) {
      const response = await putSettings(payload, cookies);
      expect(response.statusCode).toBe(422);
      expect(response.json().status).toBe('error');
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect(await getMySettings(cookies)).toEqual({});
  });

  it('refuses an oversized object with 413', async () => {
    const { cookies } = await signIn();
    const response = await putSettings({ note: 'x'.repeat(20_000) }, cookies);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 'error', message: serverMessages.payloadTooLarge });
  });
});
