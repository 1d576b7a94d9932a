import { ZInitResponse } from '@deckhand/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeAlertHash } from '../../platform/alerts/alert-hash.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { createAlert } from './init.queries.ts';

const ctx = useTestContext();
const hour = 60 * 60 * 1000;
const sentryDsn = 'https://0123abcdef@o4501.ingest.sentry.io/4507';
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

async function getInit(env: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const app = await ctx.createApp({ env });
  const response = await app.inject({ url: '/v1/init', headers });
  expect(response.statusCode).toBe(200);
  return ZInitResponse.parse(response.json());
}

describe('GET /v1/init', () => {
  beforeAll(async () => {
    const db = ctx.database.db;
    const base = { key: 'maintenance', type: 'warning' } as const;
    await createAlert(db, {
      ...base,
      message: 'Active, ends tomorrow',
      startsAt: at(-hour),
      endsAt: at(24 * hour),
    });
    await createAlert(db, {
      key: 'vat',
      type: 'info',
      message: 'Active, open-ended',
      startsAt: at(-2 * hour),
    });
    await createAlert(db, {
      ...base,
      message: 'Expired a minute ago',
      startsAt: at(-3 * hour),
      endsAt: at(-60_000),
    });
    await createAlert(db, {
      ...base,
      message: 'Starts in an hour',
      startsAt: at(hour),
      endsAt: at(2 * hour),
    });
  });

  it('answers every field for an anonymous visitor on a local address', async () => {
    const body = await getInit();
    expect(body).toEqual({
      alerts: [
        {
          key: 'vat',
          type: 'info',
          message: 'Active, open-ended',
          hash: computeAlertHash({ key: 'vat', type: 'info', message: 'Active, open-ended' }),
        },
        expect.objectContaining({ key: 'maintenance', message: 'Active, ends tomorrow' }),
      ],
      countryCode: null,
      env: { appEnv: 'test', paymentPublicKey: null, errorReportingDsn: null, userIp: '127.0.0.1' },
      flashMessage: null,
      isEu: false,
      popups: [],
      user: null,
      enableProCoupons: false,
    });
  });

  it('shows only alerts whose window is open: not expired ones, not future ones', async () => {
    const messages = (await getInit()).alerts.map((alert) => alert.message);
    expect(messages).toEqual(['Active, open-ended', 'Active, ends tomorrow']);
  });

  it('takes appEnv, the payment key, the Sentry DSN and the coupon flag from config', async () => {
    const body = await getInit({
      APP_ENV: 'staging',
      COOKIE_SECRET: 'a-staging-cookie-secret-of-32-characters',
      PAYMENT_PUBLIC_KEY: 'pk_test_51Deckhand',
      SENTRY_DSN: sentryDsn,
      ENABLE_PRO_COUPONS: 'true',
    });
    expect(body.env).toMatchObject({
      appEnv: 'staging',
      paymentPublicKey: 'pk_test_51Deckhand',
      errorReportingDsn: sentryDsn,
    });
    expect(body.enableProCoupons).toBe(true);
  });

  it('gives the browser no Sentry DSN in development and test, configured or not', async () => {
    for (const appEnv of ['development', 'test']) {
      const body = await getInit({ APP_ENV: appEnv, SENTRY_DSN: sentryDsn });
      expect(body.env.errorReportingDsn).toBeNull();
    }
  });
});

describe('GET /v1/init: visitor country', () => {
  const withHeader = { COUNTRY_HEADER: 'CF-IPCountry' };

  it('trusts the configured country header, uppercased, and flags EU members', async () => {
    expect(await getInit(withHeader, { 'cf-ipcountry': 'dk' })).toMatchObject({
      countryCode: 'DK',
      isEu: true,
    });
    expect(await getInit(withHeader, { 'cf-ipcountry': 'US' })).toMatchObject({
      countryCode: 'US',
      isEu: false,
    });
  });

  it('ignores invalid header values and falls back to the address', async () => {
    for (const value of ['XX', 'T1', 'DNK', '']) {
      expect((await getInit(withHeader, { 'cf-ipcountry': value })).countryCode).toBeNull();
    }
  });

  it('ignores the header when none is configured', async () => {
    expect((await getInit({}, { 'cf-ipcountry': 'DK' })).countryCode).toBeNull();
  });

  it('looks up a public client address (through a trusted proxy) with geoip', async () => {
    const us = await getInit({ TRUST_PROXY: 'true' }, { 'x-forwarded-for': '8.8.8.8' });
    expect(us).toMatchObject({ countryCode: 'US', isEu: false });
    expect(us.env.userIp).toBe('8.8.8.8');
    const de = await getInit({ TRUST_PROXY: 'loopback' }, { 'x-forwarded-for': '81.7.10.1' });
    expect(de).toMatchObject({ countryCode: 'DE', isEu: true });
  });

  it('does not believe X-Forwarded-For without TRUST_PROXY, nor locate private addresses', async () => {
    const direct = await getInit({}, { 'x-forwarded-for': '8.8.8.8' });
    expect(direct).toMatchObject({ countryCode: null, env: { userIp: '127.0.0.1' } });
    const lan = await getInit({ TRUST_PROXY: 'true' }, { 'x-forwarded-for': '192.168.1.20' });
    expect(lan).toMatchObject({ countryCode: null, env: { userIp: '192.168.1.20' } });
  });
});

describe('GET /v1/init: one app, many visitors', () => {
  it('answers each anonymous visitor by their own address and country, however often they ask', async () => {
    const app = await ctx.createApp({ env: { COUNTRY_HEADER: 'CF-IPCountry' } });
    const ask = async (remoteAddress: string, headers: Record<string, string> = {}) => {
      const response = await app.inject({ url: '/v1/init', remoteAddress, headers });
      expect(response.headers['cache-control']).toBe('no-store');
      return ZInitResponse.parse(response.json());
    };
    for (let round = 0; round < 2; round++) {
      expect(await ask('10.0.0.1', { 'cf-ipcountry': 'DK' })).toMatchObject({
        countryCode: 'DK',
        isEu: true,
        env: { userIp: '10.0.0.1' },
      });
      expect(await ask('10.0.0.1', { 'cf-ipcountry': 'US' })).toMatchObject({
        countryCode: 'US',
        isEu: false,
      });
      expect(await ask('10.0.0.2')).toMatchObject({
        countryCode: null,
        env: { userIp: '10.0.0.2' },
      });
    }
    // A flash message is the visitor's own: never an answer kept for others.
    const flash = { type: 'success', message: 'Your email address is confirmed.' } as const;
    const withFlash = await app.inject({
      url: '/v1/init',
      remoteAddress: '10.0.0.2',
      cookies: { flash: app.signCookie(JSON.stringify(flash)) },
    });
    expect(withFlash.json().flashMessage).toEqual(flash);
    expect((await ask('10.0.0.2')).flashMessage).toBeNull();
  });
});

describe('GET /v1/init: flash message', () => {
  const flash = { type: 'success', message: 'Your email address is confirmed.' } as const;

  it('shows a signed flash message once and clears its cookie in the same response', async () => {
    const app = await ctx.createApp();
    const first = await app.inject({
      url: '/v1/init',
      cookies: { flash: app.signCookie(JSON.stringify(flash)) },
    });
    expect(first.json().flashMessage).toEqual(flash);
    const cleared = first.cookies.find((cookie) => cookie.name === 'flash');
    expect(cleared).toMatchObject({ value: '', path: '/' });
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    const second = await app.inject({ url: '/v1/init' });
    expect(second.json().flashMessage).toBeNull();
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('drops a tampered or malformed flash cookie', async () => {
    const app = await ctx.createApp();
    const forged = await app.inject({
      url: '/v1/init',
      cookies: { flash: `${JSON.stringify(flash)}.forged-signature` },
    });
    expect(forged.json().flashMessage).toBeNull();
    expect(forged.cookies.find((cookie) => cookie.name === 'flash')?.value).toBe('');
    const wrongShape = await app.inject({
      url: '/v1/init',
      cookies: { flash: app.signCookie(JSON.stringify({ type: 'loud', message: 1 })) },
    });
    expect(wrongShape.json().flashMessage).toBeNull();
  });
});
