import { randomUUID } from 'node:crypto';
import {
  endpoints,
  errorMessages,
  subscriptionMessages,
  suspendedReasonDescriptions,
  toServerTimestamp,
  ZPaymentResult,
  ZSubscriptionChangeResponse,
  ZSubscriptionPlansResponse,
  ZSubscriptionResponse,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { jobs, payments, subscriptions, teams } from '../../../db/schema/index.ts';
import { proPlan, seedSubscriptionPlans } from '../../../db/seed/subscription-plans.ts';
import type { TeamActor } from '../../../platform/auth/actor.ts';
import {
  createJobRunner,
  defaultMaxAttempts,
  defaultRetryDelayMs,
} from '../../../platform/jobs/job-runner.ts';
import { createStripeGateway } from '../../../platform/payments/stripe-gateway.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertSandboxCard } from '../../../test/payment-test-data.ts';
import {
  type StripeAnswer,
  stripeCardError,
  useStripeApiServer,
} from '../../../test/stripe-api-server.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import { getUserAccount } from '../../users/index.ts';
import { createPayments } from '../payments/payments.service.ts';
import { createRenewalJobHandler, renewalGraceDays, renewalJobKind } from './renewal.service.ts';
import { addMonths, fulfilSubscription, resumeSubscription } from './subscription.service.ts';
import { findSubscriptionAlerts } from './subscription-alerts.ts';

const ctx = useTestContext();
const stripeApi = useStripeApiServer();
const billing = endpoints.billing;

beforeAll(async () => {
  await seedSubscriptionPlans(ctx.database.db);
});
// Each test counts the jobs it makes run: none left over from another test's teams.
afterEach(async () => {
  await ctx.database.db.delete(jobs);
});

type Team = Awaited<ReturnType<typeof createTeamWithRoles>>;

async function buy(
  app: App,
  token: string,
  paymentMethodId: number,
  idempotencyKey = randomUUID(),
) {
  return callAs(app, token, {
    method: 'POST',
    url: apiUrl(billing.subscription),
    payload: { planKey: 'pro', paymentMethodId, idempotencyKey },
  });
}

/** A team whose owner bought the Pro plan with a 4242 card. */
async function subscribedTeam(app: App) {
  const db = ctx.database.db;
  const team = await createTeamWithRoles(db);
  const card = await insertSandboxCard(db, team.teamId, { last4: '4242', isDefault: true });
  const response = await buy(app, team.owner.token, card.id);
  expect(response.statusCode).toBe(200);
  const subscription = await readSubscription(team);
  return { team, card, subscription };
}

async function readSubscription(team: Team) {
  const [row] = await ctx.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.teamId, team.teamId));
  if (!row) throw new Error('no subscription');
  return row;
}

async function readTeam(team: Team) {
  const [row] = await ctx.database.db.select().from(teams).where(eq(teams.id, team.teamId));
  return row;
}

const teamPayments = (team: Team) =>
  ctx.database.db.select().from(payments).where(eq(payments.teamId, team.teamId));

async function me(app: App, token: string) {
  const response = await callAs(app, token, { method: 'GET', url: apiUrl(endpoints.users.me) });
  expect(response.statusCode).toBe(200);
  return response.json().user;
}

describe('GET /billing/subscription-plans', () => {
  it('lists the Pro plan to anyone', async () => {
    const app = await ctx.createApp();
    const response = await app.inject({ url: apiUrl(billing.subscriptionPlans) });
    expect(response.statusCode).toBe(200);
    const body = ZSubscriptionPlansResponse.parse(response.json());
    expect(body.plans).toEqual([
      {
        key: 'pro',
        name: 'Pro',
        amount: proPlan.amount,
        currency: 'USD',
        intervalMonths: 1,
        turnaroundHours: 10,
        dailyCapacity: proPlan.dailyCapacity,
        features: [...proPlan.features],
      },
    ]);
  });
});

describe('buying the Pro plan', () => {
  it('starts the subscription, switches the team to it and queues its renewal', async () => {
    const app = await ctx.createApp();
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const card = await insertSandboxCard(db, team.teamId, { last4: '4242' });
    expect((await me(app, team.owner.token)).subscription).toBe(false);

    const key = randomUUID();
    const response = await buy(app, team.owner.token, card.id, key);
    expect(response.statusCode).toBe(200);
    const result = ZPaymentResult.parse(response.json());
    expect(result.payment).toMatchObject({
      purpose: 'subscription',
      status: 'succeeded',
      amount: proPlan.amount,
      description: 'Pro plan, monthly',
    });

    const current = await me(app, team.owner.token);
    expect(current).toMatchObject({
      subscription: true,
      subscriptionType: 'pro',
      subscriptionProducts: ['pro'],
      hasDailyCapacity: true,
      customerType: 'subscription',
    });
    expect(await readTeam(team)).toMatchObject({
      customerType: 'subscription',
      dailyCapacity: proPlan.dailyCapacity,
    });

    const got = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(billing.subscription),
    });
    const { subscription } = ZSubscriptionResponse.parse(got.json());
    expect(subscription).toMatchObject({
      planKey: 'pro',
      planName: 'Pro',
      status: 'active',
      cancelAtPeriodEnd: false,
      amount: proPlan.amount,
      currency: 'USD',
      methodLabel: 'Visa •••• 4242',
      cardLast4: '4242',
    });

    const row = await readSubscription(team);
    expect(row.currentPeriodEnd.toISOString()).toBe(
      addMonths(row.currentPeriodStart, 1).toISOString(),
    );
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `renew:${row.id}:${row.currentPeriodEnd.toISOString()}`));
    expect(job).toMatchObject({ kind: 'subscriptionRenewal', status: 'queued' });
    expect(job?.runAt.toISOString()).toBe(row.currentPeriodEnd.toISOString());

    // The same request again: the first answer, no second charge, one subscription.
    const retried = await buy(app, team.owner.token, card.id, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().payment.id).toBe(result.payment.id);
    expect(await teamPayments(team)).toHaveLength(1);

    // Another purchase is refused while one is live.
    const again = await buy(app, team.owner.token, card.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 'error', message: 'You already have a subscription.' });
    expect(await teamPayments(team)).toHaveLength(1);
  });

  it('charges once when the same purchase arrives five times at once', async () => {
    const app = await ctx.createApp();
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const card = await insertSandboxCard(db, team.teamId);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => buy(app, team.owner.token, card.id, key)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.json().payment.id)).size).toBe(1);
    expect(await teamPayments(team)).toHaveLength(1);
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.teamId, team.teamId));
    expect(rows).toHaveLength(1);
  });

  it('changes nothing when the card is declined', async () => {
    const app = await ctx.createApp();
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const card = await insertSandboxCard(db, team.teamId, { last4: '0002' });
    const response = await buy(app, team.owner.token, card.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: 'Your card was declined.' });
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.teamId, team.teamId));
    expect(rows).toEqual([]);
    expect(await readTeam(team)).toMatchObject({ customerType: 'new', dailyCapacity: null });
    expect((await me(app, team.owner.token)).subscription).toBe(false);
  });

  it('refuses an unknown plan on its field and another team’s card', async () => {
    const app = await ctx.createApp();
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const other = await createTeamWithRoles(db);
    const card = await insertSandboxCard(db, team.teamId);
    const otherCard = await insertSandboxCard(db, other.teamId);
    const unknown = await callAs(app, team.owner.token, {
      method: 'POST',
      url: apiUrl(billing.subscription),
      payload: { planKey: 'gold', paymentMethodId: card.id, idempotencyKey: randomUUID() },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ planKey: [subscriptionMessages.planNotFound] });
    const foreign = await buy(app, team.owner.token, otherCard.id);
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['paymentMethodId']);
  });
});

describe('an enterprise contract plan (issue 30: My plan ignored it)', () => {
  it('answers the contract plan with its daily capacity and refuses to sell it the Pro plan', async () => {
    const app = await ctx.createApp();
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    await db
      .update(teams)
      .set({ customerType: 'subscription', dailyCapacity: 40 })
      .where(eq(teams.id, team.teamId));
    const card = await insertSandboxCard(db, team.teamId);

    const got = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(billing.subscription),
    });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ subscription: null, contractPlan: { dailyCapacity: 40 } });

    const bought = await buy(app, team.owner.token, card.id);
    expect(bought.statusCode).toBe(400);
    expect(bought.json()).toEqual({ status: 'error', message: 'You already have a subscription.' });
    expect(await teamPayments(team)).toEqual([]);
    expect(await readTeam(team)).toMatchObject({ dailyCapacity: 40 });
  });

  it('answers no contract plan to a team with a Pro subscription or none', async () => {
    const app = await ctx.createApp();
    const { team } = await subscribedTeam(app);
    const other = await createTeamWithRoles(ctx.database.db);
    for (const token of [team.owner.token, other.owner.token]) {
      const got = await callAs(app, token, { method: 'GET', url: apiUrl(billing.subscription) });
      expect(got.json().contractPlan).toBeNull();
    }
  });
});

describe('access (§6: my plan needs manageCredits)', () => {
  it('answers 401 to the anonymous and 403 to an admin or manager without manageCredits', async () => {
    const app = await ctx.createApp();
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const card = await insertSandboxCard(db, team.teamId);
    expect(
      (await callAs(app, null, { method: 'GET', url: apiUrl(billing.subscription) })).statusCode,
    ).toBe(401);
    for (const person of [team.admin, team.manager]) {
      const calls = [
        callAs(app, person.token, { method: 'GET', url: apiUrl(billing.subscription) }),
        buy(app, person.token, card.id),
        callAs(app, person.token, { method: 'POST', url: apiUrl(billing.subscriptionPause) }),
        callAs(app, person.token, { method: 'POST', url: apiUrl(billing.subscriptionResume) }),
        callAs(app, person.token, { method: 'POST', url: apiUrl(billing.subscriptionCancel) }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(errorMessages.accessDenied);
      }
    }
    expect(await teamPayments(team)).toEqual([]);
  });

  it("never shows or changes another team's subscription", async () => {
    const app = await ctx.createApp();
    const { team } = await subscribedTeam(app);
    const other = await createTeamWithRoles(ctx.database.db);
    const got = await callAs(app, other.owner.token, {
      method: 'GET',
      url: apiUrl(billing.subscription),
    });
    expect(got.json()).toEqual({ subscription: null, contractPlan: null });
    for (const path of [
      billing.subscriptionPause,
      billing.subscriptionResume,
      billing.subscriptionCancel,
    ]) {
      const response = await callAs(app, other.owner.token, { method: 'POST', url: apiUrl(path) });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(subscriptionMessages.noSubscription);
    }
    expect((await readSubscription(team)).status).toBe('active');
  });
});

describe('pause, resume and cancel', () => {
  it('pauses (with the init alert), resumes, and cancels at the end of the period', async () => {
    const app = await ctx.createApp();
    const { team, subscription } = await subscribedTeam(app);
    const post = (path: string) =>
      callAs(app, team.owner.token, { method: 'POST', url: apiUrl(path) });

    const paused = await post(billing.subscriptionPause);
    expect(paused.statusCode).toBe(200);
    const pausedBody = ZSubscriptionChangeResponse.parse(paused.json());
    expect(pausedBody.message).toBe(subscriptionMessages.paused);
    expect(pausedBody.subscription.status).toBe('paused');
    expect(pausedBody.subscription.pausedAt).not.toBeNull();
    const account = await getUserAccount(ctx.database.db, team.owner.user.id);
    expect(account && findSubscriptionAlerts(account)).toEqual([
      expect.objectContaining({
        key: 'subscriptionpaused',
        type: 'warning',
        message: subscriptionMessages.pausedAlert,
      }),
    ]);
    expect((await post(billing.subscriptionPause)).json().message).toBe(
      subscriptionMessages.notActive,
    );

    const resumed = await post(billing.subscriptionResume);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      message: subscriptionMessages.resumed,
      subscription: { status: 'active', pausedAt: null },
    });
    expect((await post(billing.subscriptionResume)).statusCode).toBe(400);

    const cancelled = await post(billing.subscriptionCancel);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: subscriptionMessages.cancelled,
      subscription: { status: 'active', cancelAtPeriodEnd: true },
    });
    expect((await post(billing.subscriptionCancel)).json().message).toBe(
      subscriptionMessages.alreadyEnding,
    );

    // At the end of the period the renewal ends it instead of charging.
    expect(await app.jobs.runDueJobs(subscription.currentPeriodEnd)).toBe(1);
    expect((await readSubscription(team)).status).toBe('cancelled');
    expect(await readTeam(team)).toMatchObject({ customerType: 'returning', dailyCapacity: null });
    expect(await me(app, team.owner.token)).toMatchObject({
      subscription: false,
      hasDailyCapacity: false,
    });
    expect(await teamPayments(team)).toHaveLength(1);
  });

  it('skips the renewal while paused and renews on resume once the period has ended', async () => {
    const app = await ctx.createApp();
    const { team, subscription } = await subscribedTeam(app);
    // The period ended yesterday, while paused.
    const ended = new Date(Date.now() - 86_400_000);
    await ctx.database.db
      .update(subscriptions)
      .set({
        status: 'paused',
        pausedAt: new Date(ended.getTime() - 1000),
        currentPeriodEnd: ended,
      })
      .where(eq(subscriptions.id, subscription.id));
    const resumed = await callAs(app, team.owner.token, {
      method: 'POST',
      url: apiUrl(billing.subscriptionResume),
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().subscription.status).toBe('active');
    const row = await readSubscription(team);
    expect(row.currentPeriodStart.toISOString()).toBe(ended.toISOString());
    expect(row.currentPeriodEnd.toISOString()).toBe(addMonths(ended, 1).toISOString());
    expect(await teamPayments(team)).toHaveLength(2);
  });
});

describe('resume after a period that ended, with a refused card', () => {
  it('answers the overdue state and suspends the team', async () => {
    const app = await ctx.createApp();
    const db = ctx.database.db;
    const { team, subscription } = await subscribedTeam(app);
    const declining = await insertSandboxCard(db, team.teamId, { last4: '9995' });
    const ended = new Date(Date.now() - 86_400_000);
    await db
      .update(subscriptions)
      .set({
        status: 'paused',
        pausedAt: ended,
        currentPeriodEnd: ended,
        paymentMethodId: declining.id,
      })
      .where(eq(subscriptions.id, subscription.id));
    const resumed = await callAs(app, team.owner.token, {
      method: 'POST',
      url: apiUrl(billing.subscriptionResume),
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      message: subscriptionMessages.overdueText,
      subscription: { status: 'pastDue', cardLast4: '9995' },
    });
    expect(await readTeam(team)).toMatchObject({ suspendedReason: 'failedPaymentCard' });
    expect((await readTeam(team))?.suspendedComment).toContain('insufficient funds');
  });
});

describe('renewal', () => {
  it('charges the card once at the end of the period and extends it', async () => {
    const app = await ctx.createApp();
    const { team, subscription } = await subscribedTeam(app);
    const end = subscription.currentPeriodEnd;
    expect(await app.jobs.runDueJobs(end)).toBe(1);
    const row = await readSubscription(team);
    expect(row.status).toBe('active');
    expect(row.currentPeriodStart.toISOString()).toBe(end.toISOString());
    expect(row.currentPeriodEnd.toISOString()).toBe(addMonths(end, 1).toISOString());
    const paid = await teamPayments(team);
    expect(paid.map((payment) => payment.status)).toEqual(['succeeded', 'succeeded']);
    expect(paid[1]).toMatchObject({
      description: 'Pro plan renewal',
      idempotencyKey: `renewal:${subscription.id}:${end.toISOString()}`,
    });
    // The next renewal is queued; the one that ran does not run again.
    expect(await app.jobs.runDueJobs(end)).toBe(0);
    const next = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `renew:${subscription.id}:${row.currentPeriodEnd.toISOString()}`));
    expect(next).toHaveLength(1);

    // The same renewal run twice (an instance died after charging): charged once.
    await ctx.database.db
      .update(jobs)
      .set({ status: 'queued' })
      .where(eq(jobs.key, `renew:${subscription.id}:${end.toISOString()}`));
    expect(await app.jobs.runDueJobs(end)).toBe(1);
    expect(await teamPayments(team)).toHaveLength(2);
    expect((await readSubscription(team)).currentPeriodEnd.toISOString()).toBe(
      row.currentPeriodEnd.toISOString(),
    );
  });

  it('suspends the team when the card is declined, and Pay now lifts it', async () => {
    const app = await ctx.createApp();
    const db = ctx.database.db;
    const { team, subscription, card } = await subscribedTeam(app);
    const declining = await insertSandboxCard(db, team.teamId, { last4: '0002' });
    await db
      .update(subscriptions)
      .set({ paymentMethodId: declining.id })
      .where(eq(subscriptions.id, subscription.id));
    const end = subscription.currentPeriodEnd;

    expect(await app.jobs.runDueJobs(end)).toBe(1);
    expect((await readSubscription(team)).status).toBe('pastDue');
    const suspendedTeam = await readTeam(team);
    expect(suspendedTeam?.suspendedReason).toBe('failedPaymentCard');
    expect(suspendedTeam?.suspendedAt).not.toBeNull();
    expect(suspendedTeam?.suspendedComment).toContain('Your card was declined.');
    expect(await me(app, team.owner.token)).toMatchObject({
      suspended: true,
      suspendedReason: {
        key: 'failedPaymentCard',
        description: suspendedReasonDescriptions.failedPaymentCard,
      },
    });
    const account = await getUserAccount(db, team.owner.user.id);
    expect(account && findSubscriptionAlerts(account)).toEqual([
      expect.objectContaining({
        key: 'suspended',
        type: 'error',
        message: suspendedReasonDescriptions.failedPaymentCard,
      }),
    ]);

    // Run again (a duplicate): no second charge.
    await db
      .update(jobs)
      .set({ status: 'queued' })
      .where(eq(jobs.key, `renew:${subscription.id}:${end.toISOString()}`));
    await app.jobs.runDueJobs(end);
    expect((await teamPayments(team)).map((payment) => payment.status)).toEqual([
      'succeeded',
      'failed',
    ]);

    // A manager may not pay; the owner pays with the good card.
    const retry = (token: string, paymentMethodId: number) =>
      callAs(app, token, {
        method: 'POST',
        url: apiUrl(endpoints.billing.subscriptionRetry),
        payload: { paymentMethodId, idempotencyKey: randomUUID() },
      });
    expect((await retry(team.manager.token, card.id)).statusCode).toBe(403);
    const declinedAgain = await retry(team.owner.token, declining.id);
    expect(declinedAgain.statusCode).toBe(400);
    expect((await readTeam(team))?.suspendedReason).toBe('failedPaymentCard');

    const paid = await retry(team.owner.token, card.id);
    expect(paid.statusCode).toBe(200);
    expect(ZPaymentResult.parse(paid.json()).payment.status).toBe('succeeded');
    const row = await readSubscription(team);
    expect(row).toMatchObject({ status: 'active', paymentMethodId: card.id });
    expect(row.currentPeriodEnd.toISOString()).toBe(addMonths(end, 1).toISOString());
    expect(await readTeam(team)).toMatchObject({
      suspendedReason: null,
      suspendedComment: null,
      suspendedAt: null,
    });
    expect(await me(app, team.owner.token)).toMatchObject({ suspended: false, subscription: true });
    const account2 = await getUserAccount(db, team.owner.user.id);
    expect(account2 && findSubscriptionAlerts(account2)).toEqual([]);
    const nothing = await retry(team.owner.token, card.id);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(subscriptionMessages.nothingOverdue);
  });
});

describe('a renewal while the gateway does not answer (issue 32)', () => {
  const day = 24 * 60 * 60 * 1000;
  const serverError: StripeAnswer = {
    status: 500,
    body: { error: { type: 'api_error', message: 'An unknown error occurred' } },
  };
  const paymentIntent = (status: string) => ({
    status: 200,
    body: { object: 'payment_intent', id: `pi_${randomUUID()}`, client_secret: 'secret', status },
  });

  /**
   * A team that bought the plan (through the app, with the sandbox) whose renewals go to Stripe,
   * played by the local server: the app's own payments and job runner, with the Stripe gateway.
   */
  async function stripeRenewals(app: App) {
    const db = ctx.database.db;
    const subscribed = await subscribedTeam(app);
    await db
      .update(teams)
      .set({ gatewayCustomerId: 'cus_renewal' })
      .where(eq(teams.id, subscribed.team.teamId));
    const gateway = createStripeGateway({
      secretKey: 'sk_test_renewals',
      webhookSecret: null,
      api: stripeApi.api,
      maxNetworkRetries: 0,
    });
    const stripePayments = createPayments({
      db,
      gateway,
      fulfilments: { subscription: fulfilSubscription },
    });
    const runner = createJobRunner({
      db,
      handlers: { [renewalJobKind]: createRenewalJobHandler({ payments: stripePayments }) },
    });
    const end = subscribed.subscription.currentPeriodEnd;
    const readJob = async () => {
      const [job] = await db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `renew:${subscribed.subscription.id}:${end.toISOString()}`));
      if (!job) throw new Error('no renewal job');
      return job;
    };
    const getSubscription = async () => {
      const response = await callAs(app, subscribed.team.owner.token, {
        method: 'GET',
        url: apiUrl(billing.subscription),
      });
      expect(response.statusCode).toBe(200);
      return ZSubscriptionResponse.parse(response.json()).subscription;
    };
    return { ...subscribed, stripePayments, runner, end, readJob, getSubscription };
  }

  it.each([
    ['a 500 from Stripe', serverError],
    ["a proxy's 503 page", { status: 503, body: '<html><h1>503 Service Unavailable</h1></html>' }],
    ["a proxy's JSON 502", { status: 502, body: { message: 'Bad Gateway' } }],
    ['a dropped connection', 'drop'],
  ] satisfies [string, StripeAnswer][])(
    'waits with the plan active after %s, and renews when the gateway answers',
    async (_, outage) => {
      const app = await ctx.createApp();
      const { team, runner, end, readJob, getSubscription } = await stripeRenewals(app);
      stripeApi.answer = () => outage;

      expect(await runner.runDueJobs(end)).toBe(1);
      // The job failed and is queued again after the runner's backoff.
      const job = await readJob();
      expect(job).toMatchObject({ status: 'queued', attempts: 1 });
      expect(job.runAt.toISOString()).toBe(
        new Date(end.getTime() + defaultRetryDelayMs(1)).toISOString(),
      );
      expect((await readSubscription(team)).status).toBe('active');
      expect(await readTeam(team)).toMatchObject({ suspendedReason: null, suspendedAt: null });
      expect(await me(app, team.owner.token)).toMatchObject({ suspended: false });
      const account = await getUserAccount(ctx.database.db, team.owner.user.id);
      expect(account && findSubscriptionAlerts(account)).toEqual([]);
      // My plan says the renewal waits for the bank, until the end of the grace period.
      expect(await getSubscription()).toMatchObject({
        status: 'active',
        renewalRetryUntil: toServerTimestamp(new Date(end.getTime() + renewalGraceDays * day)),
      });
      const [, renewal] = await teamPayments(team);
      expect(renewal).toMatchObject({ status: 'failed', failureCode: 'gateway_unavailable' });

      // The retry is answered: the same payment, charged under the same gateway key, renews.
      stripeApi.answer = () => paymentIntent('succeeded');
      expect(await runner.runDueJobs(job.runAt)).toBe(1);
      expect(await readJob()).toMatchObject({ status: 'done', attempts: 2 });
      const row = await readSubscription(team);
      expect(row.status).toBe('active');
      expect(row.currentPeriodEnd.toISOString()).toBe(addMonths(end, 1).toISOString());
      const paid = await teamPayments(team);
      expect(paid.map((payment) => payment.status)).toEqual(['succeeded', 'succeeded']);
      const charges = stripeApi.seen.filter((request) => request.path === '/v1/payment_intents');
      expect(new Set(charges.map((request) => request.idempotencyKey))).toEqual(
        new Set([`payment-${renewal?.id}`]),
      );
      expect((await getSubscription())?.renewalRetryUntil).toBeNull();
    },
  );

  it('tries again with backoff through the grace period, then suspends with the reason', async () => {
    const app = await ctx.createApp();
    const { team, runner, end, readJob, getSubscription } = await stripeRenewals(app);
    stripeApi.answer = () => serverError;
    const deadline = end.getTime() + renewalGraceDays * day;

    // The runner's own retries, each at the time it was queued for, until the job is finished.
    let now = end;
    for (let attempt = 1; attempt <= defaultMaxAttempts; attempt += 1) {
      expect(await runner.runDueJobs(now)).toBe(1);
      const job = await readJob();
      if (job.status !== 'queued') break;
      expect((await readSubscription(team)).status).toBe('active');
      now = job.runAt;
    }
    const job = await readJob();
    // It ended by the grace period, not by running out of attempts.
    expect(job.status).toBe('done');
    expect(job.attempts).toBeLessThan(defaultMaxAttempts);
    expect(now.getTime()).toBeGreaterThanOrEqual(deadline);
    expect(now.getTime()).toBeLessThan(deadline + defaultRetryDelayMs(defaultMaxAttempts));
    expect((await readSubscription(team)).status).toBe('pastDue');
    const suspended = await readTeam(team);
    expect(suspended?.suspendedReason).toBe('failedPaymentCard');
    expect(suspended?.suspendedComment).toBe(
      `The renewal due on ${end.toISOString().slice(0, 10)} failed: the bank could not be reached for ${renewalGraceDays} days.`,
    );
    expect(await getSubscription()).toMatchObject({ status: 'pastDue', renewalRetryUntil: null });
    // One payment for the renewal, however many attempts.
    expect(await teamPayments(team)).toHaveLength(2);
  });

  it('suspends at once when the card is declined', async () => {
    const app = await ctx.createApp();
    const { team, runner, end, readJob, getSubscription } = await stripeRenewals(app);
    stripeApi.answer = () =>
      stripeCardError({ declineCode: 'generic_decline', message: 'Your card was declined.' });
    expect(await runner.runDueJobs(end)).toBe(1);
    expect(await readJob()).toMatchObject({ status: 'done', attempts: 1 });
    expect((await readSubscription(team)).status).toBe('pastDue');
    const suspended = await readTeam(team);
    expect(suspended?.suspendedReason).toBe('failedPaymentCard');
    expect(suspended?.suspendedComment).toContain('Your card was declined.');
    expect(await getSubscription()).toMatchObject({ status: 'pastDue', renewalRetryUntil: null });
  });

  it('resumes a plan whose period ended while the gateway is down, and renews it later', async () => {
    const app = await ctx.createApp();
    const db = ctx.database.db;
    const { team, subscription, stripePayments, runner, end } = await stripeRenewals(app);
    // The period ended yesterday while paused: its renewal job ran then and skipped it.
    const ended = new Date(Date.now() - day);
    await db
      .update(subscriptions)
      .set({ status: 'paused', pausedAt: ended, currentPeriodEnd: ended })
      .where(eq(subscriptions.id, subscription.id));
    const jobKey = `renew:${subscription.id}:${ended.toISOString()}`;
    await db
      .update(jobs)
      .set({
        key: jobKey,
        payload: { subscriptionId: subscription.id, periodEnd: ended.toISOString() },
        runAt: ended,
        status: 'done',
        attempts: 1,
        finishedAt: ended,
      })
      .where(eq(jobs.key, `renew:${subscription.id}:${end.toISOString()}`));
    stripeApi.answer = () => serverError;

    // Resume reads only the team of the actor's membership.
    const actor = { membership: { teamId: team.teamId } } as TeamActor;
    const before = Date.now();
    const resumed = await resumeSubscription({ db, payments: stripePayments, actor });
    expect(resumed.message).toBe(subscriptionMessages.resumed);
    expect(resumed.subscription.status).toBe('active');
    expect(resumed.subscription.renewalRetryUntil).not.toBeNull();
    expect(Date.parse(resumed.subscription.renewalRetryUntil ?? '')).toBeGreaterThanOrEqual(
      before + renewalGraceDays * day - 1000,
    );
    expect(await readTeam(team)).toMatchObject({ suspendedReason: null });
    // The period's renewal job, done while paused, is queued again after the first retry delay.
    const [job] = await db.select().from(jobs).where(eq(jobs.key, jobKey));
    expect(job).toMatchObject({ status: 'queued', attempts: 0 });
    expect(job?.runAt.getTime()).toBeGreaterThanOrEqual(before + defaultRetryDelayMs(1));

    stripeApi.answer = () => paymentIntent('succeeded');
    expect(await runner.runDueJobs(job?.runAt)).toBe(1);
    const row = await readSubscription(team);
    expect(row).toMatchObject({ status: 'active' });
    expect(row.currentPeriodEnd.toISOString()).toBe(addMonths(ended, 1).toISOString());
  });
});
