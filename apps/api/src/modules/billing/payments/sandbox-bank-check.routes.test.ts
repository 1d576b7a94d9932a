import { randomUUID } from 'node:crypto';
import {
  endpoints,
  formatMinorUnits,
  sandboxBankCheckMessages,
  type TCreditPackage,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditEntries, payments } from '../../../db/schema/index.ts';
import { seedCreditPackages } from '../../../db/seed/demo-billing.ts';
import { cardFrameCsp } from '../../../platform/payments/sandbox-frame.routes.ts';
import { createSandboxGateway } from '../../../platform/payments/sandbox-gateway.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertSandboxCard, testSandboxSecret } from '../../../test/payment-test-data.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import { getBalance } from '../credits/ledger.ts';

const context = useTestContext();
const bankCheck = endpoints.sandboxGateway.bankCheck;
type App = Awaited<ReturnType<typeof context.createApp>>;

let silver: TCreditPackage;

beforeAll(async () => {
  await seedCreditPackages(context.database.db);
  const app = await context.createApp();
  const body = (await app.inject({ url: apiUrl(endpoints.billing.creditPackages) })).json();
  silver = (body.packages as TCreditPackage[]).find((pack) => pack.name === 'Silver') as never;
  await app.close();
});

/** A team that bought Silver with the 3-D Secure card: the payment waits for the bank's check. */
async function startBankCheck(app: App) {
  const db = context.database.db;
  const team = await createTeamWithRoles(db);
  const card = await insertSandboxCard(db, team.teamId, { last4: '3184', isDefault: true });
  const request = { packageId: silver.id, paymentMethodId: card.id, idempotencyKey: randomUUID() };
  const buy = () =>
    callAs(app, team.owner.token, {
      method: 'POST',
      url: apiUrl(endpoints.billing.creditPurchases),
      payload: request,
    });
  const response = await buy();
  expect(response.statusCode).toBe(200);
  const { payment, clientSecret } = response.json();
  return { team, payment, clientSecret: clientSecret as string, buy };
}

const openPage = (app: App, token: string | null, secret: string) =>
  app.inject({
    method: 'GET',
    url: `${bankCheck}?secret=${encodeURIComponent(secret)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const press = (app: App, token: string | null, clientSecret: string, outcome: string) =>
  callAs(app, token, { method: 'POST', url: bankCheck, payload: { clientSecret, outcome } });

async function statusOf(paymentId: number) {
  const [row] = await context.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return row?.status;
}

describe('the sandbox 3-D Secure card (4000 0027 6000 3184)', () => {
  it('asks for the bank check with a signed client secret, again on a retry', async () => {
    const app = await context.createApp();
    const { team, payment, clientSecret, buy } = await startBankCheck(app);
    expect(payment).toMatchObject({ status: 'requiresAction', methodLabel: 'Visa •••• 3184' });
    expect(clientSecret).toMatch(/^ch_sandbox_[0-9a-f]{24}_secret_[\w-]{32}$/);
    expect(await getBalance(context.database.db, team.teamId)).toBe(0);

    const retried = await buy();
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ payment, clientSecret });
  });

  it('is refused off-session, as a bank that needs the customer is', async () => {
    const gateway = createSandboxGateway({ secret: testSandboxSecret });
    const db = context.database.db;
    const team = await createTeamWithRoles(db);
    const card = await insertSandboxCard(db, team.teamId, { last4: '3184' });
    const result = await gateway.charge({
      amount: 100,
      currency: 'USD',
      cardRef: card.gatewayRef as string,
      customerRef: null,
      idempotencyKey: 'renewal-1',
      description: 'Renewal',
      paymentId: 1,
      offSession: true,
    });
    expect(result).toMatchObject({ status: 'failed', code: 'authentication_required' });
    await expect(gateway.readCharge('pi_elsewhere')).rejects.toThrow();
  });
});

describe('the sandbox bank check page', () => {
  it('shows the amount and its two buttons, with the frame policy; a GET never settles', async () => {
    const app = await context.createApp();
    const { team, payment, clientSecret } = await startBankCheck(app);
    for (let index = 0; index < 2; index++) {
      const page = await openPage(app, team.owner.token, clientSecret);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toBe(cardFrameCsp);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain(formatMinorUnits(250_000, 'USD'));
      expect(page.body).toContain('Silver credit pack');
      expect(page.body).toContain('>Complete</button>');
      expect(page.body).toContain('>Fail</button>');
      expect(page.body).toContain(`<script src="${bankCheck}.js"></script>`);
    }
    expect(await statusOf(payment.id)).toBe('requiresAction');
    expect(await getBalance(context.database.db, team.teamId)).toBe(0);
    const script = await app.inject({ method: 'GET', url: `${bankCheck}.js` });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('window.location.origin');
  });

  it('Complete settles the payment once: the credits arrive, a second press changes nothing', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, payment, clientSecret, buy } = await startBankCheck(app);
    const first = await press(app, team.owner.token, clientSecret, 'complete');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'succeeded', message: null });
    expect(await getBalance(db, team.teamId)).toBe(270_000);

    const again = await press(app, team.owner.token, clientSecret, 'fail');
    expect(again.json()).toEqual({ status: 'succeeded', message: null });
    await press(app, team.owner.token, clientSecret, 'complete');
    expect(await getBalance(db, team.teamId)).toBe(270_000);
    const entries = await db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.teamId, team.teamId));
    expect(entries).toHaveLength(1);

    // The purchase retried (a tab reloaded after the check) answers the paid payment.
    const retried = (await buy()).json();
    expect(retried.payment).toMatchObject({ id: payment.id, status: 'succeeded' });
    expect(retried.clientSecret).toBeUndefined();
    const settledPage = await openPage(app, team.owner.token, clientSecret);
    expect(settledPage.body).toContain(sandboxBankCheckMessages.succeeded);
    expect(settledPage.body).not.toContain('>Complete</button>');
  });

  it('Fail refuses the payment in the bank’s words; a retry answers the refusal', async () => {
    const app = await context.createApp();
    const { team, payment, clientSecret, buy } = await startBankCheck(app);
    const failed = await press(app, team.owner.token, clientSecret, 'fail');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({
      status: 'failed',
      message: expect.stringContaining('unable to authenticate'),
    });
    expect(await statusOf(payment.id)).toBe('failed');
    expect(await getBalance(context.database.db, team.teamId)).toBe(0);
    const retried = await buy();
    expect(retried.statusCode).toBe(400);
    expect(retried.json().message).toContain('unable to authenticate');
  });

  it('refuses a forged client secret, another team and the signed-out', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, payment, clientSecret } = await startBankCheck(app);
    const forged = `${clientSecret.slice(0, -4)}AAAA`;
    const chargeOnly = clientSecret.split('_secret_')[0] as string;
    for (const secret of [forged, chargeOnly, 'nonsense', '']) {
      const page = await openPage(app, team.owner.token, secret);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain(sandboxBankCheckMessages.unknown);
      const post = await press(app, team.owner.token, secret || 'x', 'complete');
      expect(post.statusCode).toBe(404);
      expect(post.json().message).toBe(sandboxBankCheckMessages.unknown);
    }

    const other = await createTeamWithRoles(db);
    const otherPage = await openPage(app, other.owner.token, clientSecret);
    expect(otherPage.statusCode).toBe(404);
    expect(otherPage.body).not.toContain('Silver credit pack');
    expect((await press(app, other.owner.token, clientSecret, 'complete')).statusCode).toBe(404);

    const signedOut = await openPage(app, null, clientSecret);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).toContain(sandboxBankCheckMessages.signInRequired);
    expect((await press(app, null, clientSecret, 'complete')).statusCode).toBe(401);

    // A cross-site form cannot press the button: no X-Requested-With, no settlement.
    const crossSite = await app.inject({
      method: 'POST',
      url: bankCheck,
      headers: { authorization: `Bearer ${team.owner.token}` },
      payload: { clientSecret, outcome: 'complete' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await statusOf(payment.id)).toBe('requiresAction');
    expect(await getBalance(db, team.teamId)).toBe(0);
  });
});
