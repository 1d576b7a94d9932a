import {
  billingDetailsMessages as bm,
  endpoints,
  sandboxCardMessageType,
  serverMessages,
} from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import {
  createLogCollector,
  createTestConfig,
  spaHeaders,
  useTestContext,
} from '../../test/create-test-app.ts';
import { getSandboxSecret } from './create-gateway.ts';
import { readSandboxToken } from './sandbox-cards.ts';
import { cardFrameCsp, findCardProblems } from './sandbox-frame.routes.ts';

const ctx = useTestContext();
const secret = getSandboxSecret(createTestConfig());
const nextYear = new Date().getUTCFullYear() + 1;

function postCard(app: Awaited<ReturnType<typeof ctx.createApp>>, payload: object) {
  return app.inject({
    method: 'POST',
    url: endpoints.sandboxGateway.tokens,
    headers: spaHeaders,
    payload,
  });
}

describe('sandbox card frame', () => {
  it('serves the frame with its own policy: same-origin embedding, no inline script', async () => {
    const app = await ctx.createApp();
    const page = await app.inject({ method: 'GET', url: endpoints.sandboxGateway.cardFrame });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(cardFrameCsp);
    expect(cardFrameCsp).toContain("frame-ancestors 'self'");
    expect(cardFrameCsp).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).toContain('<label for="card-number">Card number</label>');
    expect(page.body).toContain(`<script src="${endpoints.sandboxGateway.cardFrame}.js"></script>`);
    expect(page.body).not.toMatch(/<script>[^<]/);
    // Its script enables the button: sent before that, the form would go as a plain GET.
    expect(page.body).toContain('<button type="submit" id="card-submit" disabled>');

    const script = await app.inject({
      method: 'GET',
      url: `${endpoints.sandboxGateway.cardFrame}.js`,
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain(JSON.stringify(sandboxCardMessageType));
    expect(script.body).toContain('window.location.origin');
    const styles = await app.inject({
      method: 'GET',
      url: `${endpoints.sandboxGateway.cardFrame}.css`,
    });
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
  });

  it('turns a valid test card into a token the sandbox gateway reads', async () => {
    const app = await ctx.createApp();
    const response = await postCard(app, {
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: nextYear,
      cvc: '123',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^tok_sandbox_/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: nextYear,
    });
    expect(readSandboxToken(secret, body.token)).toMatchObject({ last4: '4242', brand: 'visa' });
    expect(body.token).not.toContain('4242424242424242');
  });

  it('refuses a number failing Luhn, a past expiry and a bad CVC, by field', async () => {
    const app = await ctx.createApp();
    const response = await postCard(app, {
      number: '4242 4242 4242 4241',
      expMonth: 1,
      expYear: 2020,
      cvc: '12',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      number: [bm.cardNumberInvalid],
      expMonth: [bm.expiryPast],
      cvc: [bm.cvcInvalid],
    });
  });

  it('accepts a card that expires this month', () => {
    const now = new Date(Date.UTC(2030, 4, 31));
    const card = { number: '4000000000000002', expMonth: 5, expYear: 2030, cvc: '1234' };
    expect(findCardProblems(card, now)).toEqual({});
    expect(findCardProblems({ ...card, expMonth: 4 }, now)).toEqual({ expMonth: [bm.expiryPast] });
  });

  it('needs X-Requested-With like every state-changing call', async () => {
    const app = await ctx.createApp();
    const response = await app.inject({
      method: 'POST',
      url: endpoints.sandboxGateway.tokens,
      payload: { number: '4242424242424242', expMonth: 12, expYear: nextYear, cvc: '123' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(serverMessages.missingRequestedWith);
  });

  it('never logs the card number', async () => {
    const logs = createLogCollector();
    const app = await ctx.createApp({ env: { LOG_LEVEL: 'trace' }, logStream: logs.stream });
    await postCard(app, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: nextYear,
      cvc: '123',
    });
    await postCard(app, { number: '4242424242424241', expMonth: 12, expYear: 2000, cvc: '999' });
    await postCard(app, {
      number: '4242424242424242',
      expMonth: 13,
      expYear: nextYear,
      cvc: '321',
    });
    expect(logs.entries().length).toBeGreaterThan(0);
    expect(logs.text()).not.toContain('424242424242424');
    expect(logs.text()).not.toMatch(/"cvc"/);
  });
});
