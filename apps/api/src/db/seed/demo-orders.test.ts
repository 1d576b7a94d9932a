import { apiPrefix, endpoints } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';
import { brandFindingDecisions, creditEntries, orderDeliveries } from '../schema/index.ts';
import { demoPassword } from './demo-accounts.ts';
import { seedDemoData, seedReferenceData } from './index.ts';

const ctx = useTestContext();

describe('demo orders', () => {
  it("lists Northwind Studio's orders, and its credit history names the orders credits paid", async () => {
    await seedReferenceData(ctx.database.db);
    await seedDemoData(ctx.database.db, { store: await ctx.openStore() });
    const app = await ctx.createApp();
    const login = await app.inject({
      method: 'POST',
      url: `${apiPrefix}${endpoints.users.login}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { email: 'owner@example.com', password: demoPassword },
    });
    const headers = {
      'x-requested-with': 'XMLHttpRequest',
      authorization: `Bearer ${login.json().token}`,
    };
    const list = await app.inject({ url: `${apiPrefix}${endpoints.orders.list}`, headers });
    const body = list.json();
    expect(body.total).toBe(5);
    expect(body.items.map((item: { status: string }) => item.status)).toEqual([
      'inProgress',
      'quoteRequested',
      'delivered',
      'cancelled',
      'approved',
    ]);
    // The work on them (demo-order-work): the pitch's revision waits for the owner's review.
    const pitch = await app.inject({
      url: `${apiPrefix}${endpoints.orders.order(body.items[2].id)}`,
      headers,
    });
    const { details } = pitch.json();
    expect(
      details.deliveries.map((delivery: { round: number; late: boolean }) => [
        delivery.round,
        delivery.late,
      ]),
    ).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(details.review).toMatchObject({ revisionsUsed: 1, revisionsIncluded: 2 });
    // Its approvers (demo-approvers): all of the owner and the admin; the admin approved.
    expect(details.review.approval).toMatchObject({
      rule: 'all',
      approvedCount: 1,
      approvers: [
        { name: 'Olivia Owens', decision: null },
        { name: 'Aaron Adler', decision: { decision: 'approve' } },
      ],
    });
    // Its guest reviewers (demo-review-guests): the client's legal reviewer opened it, the board not.
    const guests = await app.inject({
      url: `/v1/orders/${pitch.json().order.id}/review/guests`,
      headers,
    });
    expect(
      guests
        .json()
        .guests.map((guest: { label: string; seenAs: string[] }) => [guest.label, guest.seenAs]),
    ).toEqual([
      ['Priya Patel', ['Priya Patel']],
      ['Board preview', []],
    ]);
    expect(details.lateDeliveryCredit).toMatchObject({ amount: 7_250 });
    expect(details.comments).toHaveLength(2);
    const file = details.deliveries[1].files[0];
    const download = await app.inject({ url: file.link, headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Both versions wait for their render, and the studio has pins in every state.
    expect(
      details.deliveries.map((delivery: { previews: { status: string }[] }) =>
        delivery.previews.map((preview) => preview.status),
      ),
    ).toEqual([['queued'], ['queued']]);
    const pins = await app.inject({
      url: `${apiPrefix}${endpoints.orders.pins(body.items[2].id)}`,
      headers,
    });
    expect(
      pins
        .json()
        .pins.map(
          (pin: { status: string; answer: { kind: string } | null; replies: unknown[] }) => [
            pin.status,
            pin.answer?.kind ?? null,
            pin.replies.length,
          ],
        ),
    ).toEqual([
      ['open', 'addressed', 0],
      ['resolved', 'addressed', 0],
      ['open', null, 1],
    ]);
    // The brand check (demo-brand-check): version 1's findings were accepted with a reason; the
    // sales kickoff in progress has a draft only staff see.
    const decisions = await ctx.database.db
      .select({
        deliveryId: brandFindingDecisions.deliveryId,
        reason: brandFindingDecisions.reason,
      })
      .from(brandFindingDecisions);
    expect(decisions.length).toBeGreaterThan(3);
    expect(new Set(decisions.map((decision) => decision.reason)).size).toBe(1);
    const kickoff = await app.inject({
      url: `${apiPrefix}${endpoints.orders.order(body.items[0].id)}`,
      headers,
    });
    expect(kickoff.json().details.deliveries).toEqual([]);
    const [draft] = await ctx.database.db
      .select()
      .from(orderDeliveries)
      .where(eq(orderDeliveries.orderId, body.items[0].id));
    expect(draft).toMatchObject({ round: 1, publishedAt: null });
    // The review trail (demo-review-log): the pitch's history, sealed and intact.
    const trail = await app.inject({
      url: `${apiPrefix}${endpoints.orders.reviewLog(body.items[2].id)}`,
      headers,
    });
    expect(
      trail.json().events.map((event: { kind: string; round: number | null }) => event.kind),
    ).toEqual([
      'versionDelivered',
      'pinAdded',
      'pinAdded',
      'revisionRequested',
      'versionDelivered',
      'pinAdded',
      'pinResolved',
      'approversChanged',
      'decisionRecorded',
      'guestInvited',
      'guestInvited',
    ]);
    expect(trail.json().verification).toMatchObject({ isIntact: true, checked: 11 });
    const spends = await ctx.database.db
      .select({ reason: creditEntries.reason, reference: creditEntries.reference })
      .from(creditEntries)
      .where(eq(creditEntries.kind, 'spend'));
    expect(spends.map((spend) => spend.reason)).toEqual([
      expect.stringMatching(/^Order DH-\d+: Quarterly results deck$/),
      expect.stringMatching(/^Order DH-\d+: Product launch pitch$/),
    ]);
    expect(spends.every((spend) => /^order:\d+$/.test(spend.reference ?? ''))).toBe(true);
  });
});
