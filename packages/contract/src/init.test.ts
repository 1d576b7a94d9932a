import { describe, expect, it } from 'vitest';
import { isFlashMessage, ZFlashMessage, ZInitResponse, ZInitResponseLenient } from './init.ts';

const base = {
  alerts: [{ key: 'holiday', hash: 'h1', message: 'Closed', type: 'info' }],
  countryCode: 'DK',
  env: { appEnv: 'test', paymentPublicKey: null, errorReportingDsn: null, userIp: '127.0.0.1' },
  flashMessage: null,
  isEu: true,
  popups: [],
};

describe('init payload', () => {
  it('accepts an anonymous payload', () => {
    expect(ZInitResponse.parse({ ...base, user: null }).user).toBeNull();
  });
  it('rejects an unknown alert key', () => {
    const bad = { ...base, user: null, alerts: [{ ...base.alerts[0], key: 'other' }] };
    expect(ZInitResponse.safeParse(bad).success).toBe(false);
  });
  it('treats a user that fails its schema as null on the client', () => {
    const parsed = ZInitResponseLenient.parse({ ...base, user: { id: 'not-a-number' } });
    expect(parsed.user).toBeNull();
    expect(parsed.countryCode).toBe('DK');
  });
});

describe('flash message', () => {
  const samples: unknown[] = [
    { type: 'success', message: 'Saved.' },
    { type: 'warning', message: '' },
    { type: 'notice', message: 'Saved.' },
    { type: 'info' },
    { message: 'Saved.' },
    { type: 'error', message: 3 },
    null,
    'Saved.',
  ];
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'is accepted without zod exactly when ZFlashMessage accepts it: %s',
    (_name, sample) => {
      expect(isFlashMessage(sample)).toBe(ZFlashMessage.safeParse(sample).success);
    },
  );
});
