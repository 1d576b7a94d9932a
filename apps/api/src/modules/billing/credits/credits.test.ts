import { randomUUID } from 'node:crypto';
import {
  creditMessages,
  endpoints,
  paymentMessages,
  type TCreditEntriesResponse,
  type TCreditPackage,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import {
  creditEntries,
  creditPackages,
  memberships,
  payments,
  teams,
} from '../../../db/schema/index.ts';
import { seedCreditPackages } from '../../../db/seed/demo-billing.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertSandboxCard } from '../../../test/payment-test-data.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import { appendCreditEntry, getBalance, sumEntries } from './ledger.ts';

const context = useTestContext();
const billing = endpoints.billing;

let packs: Record<string, TCreditPackage>;

beforeAll(async () => {
  await seedCreditPackages(context.database.db);
  const app = await context.createApp();
  const body = (await app.inject({ url: apiUrl(billing.creditPackages) })).json();
  packs = Object.fromEntries((body.packages as TCreditPackage[]).map((pack) => [pack.name, pack]));
  await app.close();
});

async function grant(
  db: Db,
  membershipId: number,
  rights: Partial<typeof memberships.$inferInsert>,
) {
  await db.update(memberships).set(rights).where(eq(memberships.id, membershipId));
}

function buy(
  app: Awaited<ReturnType<typeof context.createApp>>,
  token: string | null,
  payload: Record<string, unknown>,
) {
  return callAs(app, token, { method: 'POST', url: apiUrl(billing.creditPurchases), payload });
}

function history(
  app: Awaited<ReturnType<typeof context.createApp>>,
  token: string | null,
  query = '',
) {
  return callAs(app, token, { method: 'GET', url: `${apiUrl(billing.creditEntries)}${query}` });
}

async function entriesOf(db: Db, teamId: number) {
  return db.select().from(creditEntries).where(eq(creditEntries.teamId, teamId));
}

describe('GET credit packages', () => {
  it('lists Bronze, Silver and Gold to anyone, in minor units with their discount', async () => {
    const app = await context.createApp();
    const response = await app.inject({ url: apiUrl(billing.creditPackages) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { packages } = response.json();
    expect(
      packages.map((pack: TCreditPackage) => [
        pack.name,
        pack.amount,
        pack.credits,
        pack.discount,
        pack.colour,
      ]),
    ).toEqual([
      ['Bronze', 100_000, 105_000, { amount: 5_000, percentage: 5 }, 'bronze'],
      ['Silver', 250_000, 270_000, { amount: 20_000, percentage: 8 }, 'silver'],
      ['Gold', 500_000, 550_000, { amount: 50_000, percentage: 10 }, 'gold'],
    ]);
    for (const pack of packages) expect(pack.pros.length).toBeGreaterThanOrEqual(3);
    // Money reads one way on every screen (issue 30, item 8): not '$1,050' beside '$1 050.00'.
    expect(packages.map((pack: TCreditPackage) => pack.pros[0])).toEqual([
      '$1 050.00 of credits for $1 000.00: 5% more to spend',
      '$2 700.00 of credits for $2 500.00: 8% more to spend',
      '$5 500.00 of credits for $5 000.00: 10% more to spend',
    ]);
  });
});

describe('POST credit purchases', () => {
  it('charges the card once, adds the pack credits and answers the payment', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const card = await insertSandboxCard(db, team.teamId, { isDefault: true });
    const request = {
      packageId: packs.Silver?.id,
      paymentMethodId: card.id,
      idempotencyKey: randomUUID(),
    };
    const response = await buy(app, team.owner.token, request);
    expect(response.statusCode).toBe(200);
    const { payment } = response.json();
    expect(payment).toMatchObject({
      status: 'succeeded',
      purpose: 'creditPack',
      amount: 250_000,
      currency: 'USD',
      description: 'Silver credit pack',
      methodLabel: 'Visa •••• 4242',
    });
    expect(await getBalance(db, team.teamId)).toBe(270_000);
    expect(await entriesOf(db, team.teamId)).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        amount: 270_000,
        balanceAfter: 270_000,
        reason: 'Bought the Silver pack',
        reference: `payment:${payment.id}`,
        paymentId: payment.id,
        createdByUserId: team.owner.user.id,
      }),
    ]);

    const retry = await buy(app, team.owner.token, request);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payment.id).toBe(payment.id);
    expect(await getBalance(db, team.teamId)).toBe(270_000);
    expect(await entriesOf(db, team.teamId)).toHaveLength(1);

    const reused = await buy(app, team.owner.token, { ...request, packageId: packs.Gold?.id });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(paymentMessages.idempotencyKeyReused);
    expect(await getBalance(db, team.teamId)).toBe(270_000);

    const me = (
      await callAs(app, team.owner.token, { method: 'GET', url: apiUrl(endpoints.users.me) })
    ).json();
    expect(me.user).toMatchObject({ balance: 2_700, purchasedPackages: true, hasCredits: true });
  });

  it('shows a declined card the gateway message and changes nothing', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const card = await insertSandboxCard(db, team.teamId, { last4: '0002' });
    const response = await buy(app, team.owner.token, {
      packageId: packs.Bronze?.id,
      paymentMethodId: card.id,
      idempotencyKey: randomUUID(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: 'Your card was declined.' });
    expect(await getBalance(db, team.teamId)).toBe(0);
    expect(await entriesOf(db, team.teamId)).toEqual([]);
    const [failed] = await db.select().from(payments).where(eq(payments.teamId, team.teamId));
    expect(failed?.status).toBe('failed');
  });

  it('refuses an inactive or unknown pack on packageId, before any charge', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const card = await insertSandboxCard(db, team.teamId);
    const [retired] = await db
      .insert(creditPackages)
      .values({ name: 'Retired', amount: 1_000, credits: 1_000, colour: 'gold', active: false })
      .returning();
    for (const packageId of [retired?.id, 999_999]) {
      const response = await buy(app, team.owner.token, {
        packageId,
        paymentMethodId: card.id,
        idempotencyKey: randomUUID(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ packageId: [creditMessages.packageUnavailable] });
    }
    expect(await db.select().from(payments).where(eq(payments.teamId, team.teamId))).toEqual([]);
  });

  it("refuses another team's card with 422 on paymentMethodId", async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const other = await createTeamWithRoles(db);
    const otherCard = await insertSandboxCard(db, other.teamId);
    const response = await buy(app, team.owner.token, {
      packageId: packs.Bronze?.id,
      paymentMethodId: otherCard.id,
      idempotencyKey: randomUUID(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      paymentMethodId: [paymentMessages.paymentMethodRequired],
    });
    expect(await getBalance(db, other.teamId)).toBe(0);
  });

  it('refuses a request without a valid idempotency key with 422', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const card = await insertSandboxCard(db, team.teamId);
    const response = await buy(app, team.owner.token, {
      packageId: packs.Bronze?.id,
      paymentMethodId: card.id,
      idempotencyKey: 'not-a-uuid',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.idempotencyKey).toEqual([paymentMessages.idempotencyKeyInvalid]);
  });
});

describe('credit access per role', () => {
  it('lets owners and admins with manageCredits buy; others get 403, anonymous 401', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const card = await insertSandboxCard(db, team.teamId);
    const attempt = (token: string | null) =>
      buy(app, token, {
        packageId: packs.Bronze?.id,
        paymentMethodId: card.id,
        idempotencyKey: randomUUID(),
      });

    expect((await attempt(null)).statusCode).toBe(401);
    const adminWithout = await attempt(team.admin.token);
    expect(adminWithout.statusCode).toBe(403);
    expect(adminWithout.json().message).toBe(creditMessages.notAllowed);
    await grant(db, team.manager.membershipId, { seeCreditBalance: true });
    expect((await attempt(team.manager.token)).statusCode).toBe(403);

    await grant(db, team.admin.membershipId, { manageCredits: true });
    expect((await attempt(team.admin.token)).statusCode).toBe(200);
    expect((await attempt(team.owner.token)).statusCode).toBe(200);
    expect(await getBalance(db, team.teamId)).toBe(210_000);
  });

  it('refuses an owner whose team has daily capacity (no credit packs)', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    await db.update(teams).set({ dailyCapacity: 20 }).where(eq(teams.id, team.teamId));
    const card = await insertSandboxCard(db, team.teamId);
    const response = await buy(app, team.owner.token, {
      packageId: packs.Bronze?.id,
      paymentMethodId: card.id,
      idempotencyKey: randomUUID(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('shows the history to manageCredits or seeCreditBalance holders of the team only', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const other = await createTeamWithRoles(db);
    await db.transaction(async (tx) => {
      await appendCreditEntry(tx, {
        teamId: team.teamId,
        kind: 'purchase',
        amount: 105_000,
        reason: 'Bought the Bronze pack',
        reference: 'payment:team',
      });
      await appendCreditEntry(tx, {
        teamId: other.teamId,
        kind: 'purchase',
        amount: 550_000,
        reason: 'Bought the Gold pack',
        reference: 'payment:other',
      });
    });

    expect((await history(app, null)).statusCode).toBe(401);
    expect((await history(app, team.admin.token)).statusCode).toBe(403);
    expect((await history(app, team.manager.token)).statusCode).toBe(403);

    await grant(db, team.manager.membershipId, { seeCreditBalance: true });
    await grant(db, team.admin.membershipId, { manageCredits: true });
    for (const person of [team.owner, team.admin, team.manager]) {
      const response = await history(app, person.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().items.map((item: { reference: string }) => item.reference)).toEqual([
        'payment:team',
      ]);
    }
    const theirs = (await history(app, other.owner.token)).json() as TCreditEntriesResponse;
    expect(theirs.items.map((item) => item.reference)).toEqual(['payment:other']);
  });
});

describe('GET credit entries', () => {
  it('pages the ledger newest first, or oldest first with date:asc', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const start = Date.UTC(2026, 0, 1);
    for (let index = 1; index <= 7; index++) {
      await db.transaction((tx) =>
        appendCreditEntry(tx, {
          teamId: team.teamId,
          kind: 'purchase',
          amount: 100 * index,
          reason: `Entry ${index}`,
          reference: `payment:${index}`,
          createdAt: new Date(start + index * 86_400_000),
        }),
      );
    }
    const first = (await history(app, team.owner.token)).json() as TCreditEntriesResponse;
    expect(first).toMatchObject({ total: 7, page: 1, limit: 5 });
    expect(first.items.map((item) => item.reason)).toEqual([
      'Entry 7',
      'Entry 6',
      'Entry 5',
      'Entry 4',
      'Entry 3',
    ]);
    expect(first.items[0]).toMatchObject({
      kind: 'purchase',
      amount: 700,
      balanceAfter: 2_800,
      currency: 'USD',
      createdAt: '2026-01-08T00:00:00.000000Z',
    });
    const second = (await history(app, team.owner.token, '?page=2')).json();
    expect(second.items.map((item: { reason: string }) => item.reason)).toEqual([
      'Entry 2',
      'Entry 1',
    ]);
    const oldest = (await history(app, team.owner.token, '?sort=date:asc&limit=10')).json();
    expect(oldest.items.map((item: { reason: string }) => item.reason)[0]).toBe('Entry 1');
    expect(oldest.items).toHaveLength(7);

    const bad = await history(app, team.owner.token, '?sort=amount:asc&limit=7');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['limit', 'sort']);
    expect(await sumEntries(db, team.teamId)).toBe(2_800);
  });

  it('answers an empty page for a team without entries', async () => {
    const app = await context.createApp();
    const team = await createTeamWithRoles(context.database.db);
    const body = (await history(app, team.owner.token)).json();
    expect(body).toEqual({ items: [], total: 0, page: 1, limit: 5 });
  });
});
