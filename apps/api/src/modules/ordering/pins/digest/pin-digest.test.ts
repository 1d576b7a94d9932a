import {
  endpoints,
  formatOrderNumber,
  pagePaths,
  reviewPinDigestMessages,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailPreferences, mailOutbox, orderDeliveries } from '../../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../../test/api-url.ts';
import { createTestConfig, useTestContext } from '../../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../../test/order-factory.ts';
import { insertReadyPreview } from '../../../../test/preview-factory.ts';
import { callAs, createTeamWithRoles, signIn } from '../../../../test/team-factory.ts';
import { createTestUser } from '../../../../test/user-factory.ts';
import { pinDigestWindowMs } from './pin-digest-job.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the digest of new comments on the slides', () => {
  it('mails each follower of the order what the others wrote, once the window closes', async () => {
    // The comments are written at the start of a window (the API's clock), so they share it.
    const windowStart = Math.floor(Date.now() / pinDigestWindowMs) * pinDigestWindowMs;
    vi.useFakeTimers({ toFake: ['Date'], now: windowStart + 1000 });
    const app = await context.createApp();
    const db = context.database.db;
    const team = await createTeamWithRoles(db);
    const outsider = await createTeamWithRoles(db);
    const designer = await createTestUser(db, { isStaff: true, name: 'Stan Stafford' });
    const otherStaff = await createTestUser(db, { isStaff: true });
    const staffToken = await signIn(db, designer.id);
    const order = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'delivered',
    });
    const { previewId } = await insertReadyPreview(db, { orderId: order.id, teamId: team.teamId });
    await db
      .update(orderDeliveries)
      .set({ staffUserId: designer.id })
      .where(eq(orderDeliveries.orderId, order.id));
    // The admin follows the order by writing on it, but turned order updates off.
    await db
      .insert(emailPreferences)
      .values({ userId: team.admin.user.id, type: 'order-updates', subscribed: false });

    const post = async (token: string, url: string, payload: object) => {
      const response = await callAs(app, token, { method: 'POST', url: apiUrl(url), payload });
      expect(response.statusCode).toBe(url.endsWith('/replies') ? 200 : 201);
      return response.json().pin.id as number;
    };
    const first = await post(team.owner.token, endpoints.orders.pins(order.id), {
      previewId,
      position: 2,
      area: { x: 0.2, y: 0.3 },
      body: 'Make the title bigger.',
    });
    await post(staffToken, endpoints.orders.pinReplies(order.id, first), {
      body: 'Done in the next version.',
    });
    const long = `${'Please rework this chart '.repeat(15)}so it reads at a glance.`;
    const second = await post(team.manager.token, endpoints.orders.pins(order.id), {
      previewId,
      position: 5,
      area: { x: 0.5, y: 0.5 },
      body: long,
    });
    await post(team.admin.token, endpoints.orders.pinReplies(order.id, second), {
      body: 'Agreed.',
    });

    const digests = async () =>
      db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, reviewPinDigestMessages.subject(number, 3)));
    const number = formatOrderNumber(order.id);
    // Nothing goes out while the window is open.
    await app.jobs.runDueJobs();
    expect(await digests()).toEqual([]);

    await app.jobs.runDueJobs(new Date(windowStart + pinDigestWindowMs + 2 * 60_000));
    const sent = await digests();
    const to = (email: string) => sent.find((mail) => mail.to === email);
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      [team.owner.user.email, team.manager.user.email, designer.email].sort(),
    );
    for (const email of [otherStaff.email, team.admin.user.email, outsider.owner.user.email]) {
      expect(to(email)).toBeUndefined();
    }

    const owners = to(team.owner.user.email);
    expect(owners?.text).toContain(
      'Reply to #1 by Stan Stafford · Deckhand: “Done in the next version.”',
    );
    expect(owners?.text).toContain(`#2 on version 1, slide 5, by ${team.manager.user.name}: “`);
    expect(owners?.text).toContain(`Reply to #2 by ${team.admin.user.name}: “Agreed.”`);
    expect(owners?.text).not.toContain('Make the title bigger.');
    // A long comment is cut at a word; the whole of it waits on the order page.
    expect(owners?.text).not.toContain('reads at a glance');
    expect(owners?.text).toMatch(/chart…”/);
    expect(owners?.links[0]).toBe(
      `${createTestConfig().publicOrigin}${pagePaths.profileOrder(order.id)}`,
    );
    expect(owners?.links[1]).toMatch(/\/unsubscribe\/order-updates\?token=/);

    const designers = to(designer.email);
    expect(designers?.text).toContain(
      `#1 on version 1, slide 2, by ${team.owner.user.name}: “Make the title bigger.”`,
    );
    expect(designers?.text).not.toContain('Done in the next version.');
    expect(designers?.links).toEqual([
      `${createTestConfig().publicOrigin}${pagePaths.staffOrder(order.id)}`,
    ]);

    // The window's digest goes out once.
    await app.jobs.runDueJobs(new Date(windowStart + pinDigestWindowMs + 3 * 60_000));
    expect(await digests()).toHaveLength(3);
  });
});
