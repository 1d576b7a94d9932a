import { endpoints } from '@deckhand/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { findOutboxMails } from '../../platform/mail/outbox-mailer.ts';
import { createTestConfig, spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { resetRateLimits, testPassword } from '../../test/user-factory.ts';
import { addOffersUnsubscribeLink } from './unsubscribe-mail.ts';

const ctx = useTestContext();
/** One app per test: each holds database connections (the realtime adapter on PostgreSQL). */
let app: App;
beforeEach(async () => {
  app = await ctx.createApp();
});
const publicOrigin = createTestConfig().publicOrigin;

/** Signs up and follows the verification link; returns the welcome mail. */
async function signUpAndVerify(email: string, receiveOffers: boolean) {
  const registered = await app.inject({
    method: 'POST',
    url: '/v1/users/register',
    headers: spaHeaders,
    payload: { fullName: 'Olga Offers', email, password: testPassword, receiveOffers },
  });
  expect(registered.statusCode).toBe(201);
  await app.inject({ url: new URL(registered.json().redirectUrl as string).pathname });
  const welcome = (await findOutboxMails(ctx.database.db)).find(
    (mail) => mail.to === email && mail.subject === 'Welcome to Deckhand',
  );
  if (!welcome) throw new Error('no welcome mail');
  return welcome;
}

describe('the offers unsubscribe link in the welcome mail', () => {
  beforeEach(() => resetRateLimits(ctx.database.db));

  it('is there when the person chose offers, and it works without logging in', async () => {
    const welcome = await signUpAndVerify('olga@example.com', true);
    const link = welcome.links.find((item) => item.includes('/unsubscribe/'));
    expect(link?.startsWith(`${publicOrigin}/unsubscribe/offers?token=`)).toBe(true);
    expect(welcome.text).toContain(link);
    expect(welcome.html).toContain('Unsubscribe</a>');

    const token = new URL(link ?? '').searchParams.get('token');
    const response = await app.inject({
      method: 'POST',
      url: `/v1${endpoints.unsubscribe('offers')}`,
      headers: spaHeaders,
      payload: { token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: 'olga@example.com', subscribed: false });
  });

  it('is not there otherwise', async () => {
    const welcome = await signUpAndVerify('no-offers@example.com', false);
    expect(welcome.links).toEqual([`${publicOrigin}/my-profile`]);
    expect(welcome.text).not.toContain('unsubscribe');
  });

  it('leaves the mail unchanged without the signing secret', () => {
    const mail = { subject: 's', text: 't', html: 'h', links: [] };
    const result = addOffersUnsubscribeLink({
      mail,
      config: { publicOrigin },
      user: { publicId: '00000000-0000-4000-8000-000000000000', receiveOffers: true },
    });
    expect(result).toBe(mail);
  });
});
