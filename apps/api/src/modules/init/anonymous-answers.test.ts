import type { TInitResponse } from '@deckhand/contract';
import { describe, expect, it, vi } from 'vitest';
import { createAnonymousAnswers } from './anonymous-answers.ts';

const answerFor = (ip: string): TInitResponse => ({
  alerts: [{ key: 'holiday', hash: 'c5ec2d297ff0c32b', message: 'Closed', type: 'info' }],
  countryCode: null,
  env: { appEnv: 'test', paymentPublicKey: null, errorReportingDsn: null, userIp: ip },
  flashMessage: null,
  isEu: false,
  popups: [],
  user: null,
  enableProCoupons: false,
});

describe('the anonymous answers of init', () => {
  it('builds one answer per visitor, answers it again frozen, and starts afresh when the alerts change', async () => {
    const answers = createAnonymousAnswers();
    const read = vi.fn(async () => answerFor('203.0.113.7'));
    const alerts: unknown[] = [];
    const visitor = { ip: '203.0.113.7', countryHeaderValue: 'DK' };

    const first = await answers.get(visitor, alerts, read);
    expect(await answers.get({ ...visitor }, alerts, read)).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first) && Object.isFrozen(first.env)).toBe(true);
    expect(Object.isFrozen(first.alerts) && Object.isFrozen(first.alerts[0])).toBe(true);

    await answers.get({ ...visitor, countryHeaderValue: 'US' }, alerts, read);
    await answers.get({ ...visitor, ip: '203.0.113.8' }, alerts, read);
    expect(read).toHaveBeenCalledTimes(3);

    expect(await answers.get(visitor, [], read)).not.toBe(first);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('reads a header given twice (not one string) as no header', async () => {
    const answers = createAnonymousAnswers();
    const read = vi.fn(async () => answerFor('203.0.113.7'));
    const alerts: unknown[] = [];
    const none = await answers.get(
      { ip: '203.0.113.7', countryHeaderValue: undefined },
      alerts,
      read,
    );
    const twice = { ip: '203.0.113.7', countryHeaderValue: ['DK', 'US'] };
    expect(await answers.get(twice, alerts, read)).toBe(none);
  });
});
