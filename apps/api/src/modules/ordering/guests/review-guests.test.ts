import { endpoints, reviewGuestMessages as m, type TReviewGuest } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewGuests } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { expectTooManyAttempts } from '../../../test/expect-too-many-attempts.ts';
import { callAs } from '../../../test/team-factory.ts';
import {
  byMail,
  callAsGuest,
  inviteGuestAs,
  linkTokenMailedTo,
  readTrail,
  sharedOrderSetup,
  startAsGuest,
} from './guests-test-kit.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

const pin = (previewId: number) => ({
  previewId,
  position: 1,
  area: { x: 0.5, y: 0.5 },
  body: 'Our logo should be bigger here.',
});

describe('a guest reviewer, from invite to revoke', { timeout: 60_000 }, () => {
  it('is mailed a link, opens it (safely twice), gives a name, pins a comment, and is revoked', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, order, previewId } = await sharedOrderSetup(db);

    const invited = await inviteGuestAs(
      app,
      team.owner.token,
      order.id,
      byMail('rita@client.example'),
    );
    expect(invited.statusCode).toBe(201);
    const { guest, link } = invited.json() as { guest: TReviewGuest; link: string | null };
    // A personal invite is mailed, never answered.
    expect(link).toBeNull();
    expect(guest).toMatchObject({
      kind: 'email',
      label: 'Rita Guest',
      email: 'rita@client.example',
      status: 'active',
      canSeePrices: false,
      lastSeenAt: null,
      seenAs: [],
      isApprover: false,
    });
    const token = await linkTokenMailedTo(db, 'rita@client.example');
    const [stored] = await db.select().from(reviewGuests).where(eq(reviewGuests.id, guest.id));
    // Only the token's hash is kept.
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    // Opening the link reads only: a mail scanner's visit changes nothing.
    for (const _visit of [1, 2]) {
      const invite = await callAsGuest(app, null, {
        method: 'GET',
        url: apiUrl(endpoints.guestReviews.invite(token)),
      });
      expect(invite.statusCode).toBe(200);
      expect(invite.json()).toMatchObject({
        suggestedName: 'Rita Guest',
        invitedBy: team.owner.user.name,
        isSignedIn: false,
      });
    }
    const beforeName = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.reviewGuests(order.id)),
    });
    expect(beforeName.json().guests[0].lastSeenAt).toBeNull();

    const { cookie, setCookie, review } = await startAsGuest(app, token, 'Rita from Client');
    expect(setCookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(review).toMatchObject({
      order: { id: order.id, price: null },
      guest: { name: 'Rita from Client', isApprover: false, maskedEmail: 'r•••@client.example' },
      roundInReview: 1,
    });
    // The slides, never the files to download.
    expect(review.deliveries[0].files).toEqual([]);
    expect(review.deliveries[0].previews[0].id).toBe(previewId);

    const pinned = await callAsGuest(app, cookie, {
      method: 'POST',
      url: apiUrl(endpoints.orders.pins(order.id)),
      payload: pin(previewId),
    });
    expect(pinned.statusCode).toBe(201);
    expect(pinned.json().pin).toMatchObject({
      authorName: 'Rita from Client',
      fromGuest: true,
      fromStaff: false,
      isOwn: true,
    });
    // The team sees the guest's pin as someone else's.
    const teamPins = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.pins(order.id)),
    });
    expect(teamPins.json().pins[0]).toMatchObject({ fromGuest: true, isOwn: false });
    const imageUrl = apiUrl(endpoints.orders.slideImage(order.id, previewId, 1, 'thumb'));
    const image = await callAsGuest(app, cookie, { method: 'GET', url: imageUrl });
    // Let in as the team is (whether the factory's preview has its images stored or not).
    const teamImage = await callAs(app, team.owner.token, { method: 'GET', url: imageUrl });
    expect(image.statusCode).not.toBe(401);
    expect([image.statusCode, image.headers['content-type']]).toEqual([
      teamImage.statusCode,
      teamImage.headers['content-type'],
    ]);

    const listed = await callAs(app, team.admin.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.reviewGuests(order.id)),
    });
    expect(listed.json().guests[0]).toMatchObject({
      seenAs: ['Rita from Client'],
      lastSeenAt: expect.any(String),
    });

    const revoked = await callAs(app, team.owner.token, {
      method: 'DELETE',
      url: apiUrl(endpoints.orders.reviewGuest(order.id, guest.id)),
    });
    expect(revoked.statusCode).toBe(204);
    const after = await callAsGuest(app, cookie, {
      method: 'GET',
      url: apiUrl(endpoints.guestReviews.review),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(m.signedOut);
    const pinsAfter = await callAsGuest(app, cookie, {
      method: 'GET',
      url: apiUrl(endpoints.orders.pins(order.id)),
    });
    expect(pinsAfter.statusCode).toBe(401);
    const linkAfter = await callAsGuest(app, null, {
      method: 'GET',
      url: apiUrl(endpoints.guestReviews.invite(token)),
    });
    expect(linkAfter.statusCode).toBe(404);
    expect(linkAfter.json().message).toBe(m.linkInvalid);
    const again = await callAs(app, team.owner.token, {
      method: 'DELETE',
      url: apiUrl(endpoints.orders.reviewGuest(order.id, guest.id)),
    });
    expect(again.statusCode).toBe(409);

    const kinds = (await readTrail(app, team.owner.token, order.id)).map(([kind, actor]) => [
      kind,
      actor,
    ]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['guestInvited', 'customer'],
        ['pinAdded', 'guest'],
        ['guestRevoked', 'customer'],
      ]),
    );
  });

  it('a link to forward is shown once, lets several people in under their names, and expires', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, order } = await sharedOrderSetup(db);
    const made = await inviteGuestAs(app, team.owner.token, order.id, {
      kind: 'link',
      label: 'Board review',
      expiresInDays: 3,
      canSeePrices: true,
    });
    expect(made.statusCode).toBe(201);
    const link = made.json().link as string;
    expect(link).toMatch(/^http.+\/review\/[A-Za-z0-9_-]{43}$/);
    const token = link.split('/').pop() ?? '';
    const first = await startAsGuest(app, token, 'Ann');
    const second = await startAsGuest(app, token, 'Ben');
    expect(first.cookie).not.toBe(second.cookie);
    expect(first.review.order.price).toEqual(expect.stringMatching(/\d/));
    const listed = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.reviewGuests(order.id)),
    });
    // The list never carries the link again.
    expect(JSON.stringify(listed.json())).not.toContain(token);
    expect(listed.json().guests[0]).toMatchObject({
      kind: 'link',
      email: null,
      seenAs: ['Ann', 'Ben'],
    });

    await db
      .update(reviewGuests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewGuests.orderId, order.id));
    const expired = await callAsGuest(app, first.cookie, {
      method: 'GET',
      url: apiUrl(endpoints.guestReviews.review),
    });
    expect(expired.statusCode).toBe(401);
    const link404 = await callAsGuest(app, null, {
      method: 'POST',
      url: apiUrl(endpoints.guestReviews.session(token)),
      payload: { name: 'Cat' },
    });
    expect(link404.statusCode).toBe(404);
    const status = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.reviewGuests(order.id)),
    });
    expect(status.json().guests[0].status).toBe('expired');
  });

  it('guessing links gets 429 after 30 tries a minute from one address', async () => {
    const app = await context.createApp();
    const tries = (count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, index) =>
          app.inject({
            method: 'GET',
            url: apiUrl(endpoints.guestReviews.invite(`guess${String(index).padStart(40, 'x')}`)),
            remoteAddress: '203.0.113.9',
          }),
        ),
      );
    const allowed = await tries(30);
    expect(allowed.every((response) => response.statusCode === 404)).toBe(true);
    const [blocked] = await tries(1);
    if (!blocked) throw new Error('no answer');
    expectTooManyAttempts(blocked);
  });
});
