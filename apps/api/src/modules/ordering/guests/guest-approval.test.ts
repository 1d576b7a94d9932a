import {
  approvalMessages,
  endpoints,
  reviewGuestMessages as m,
  orderPageMessages,
  reviewGuestRules,
  type TApprovalRuleKind,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewGuests } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { expectTooManyAttempts } from '../../../test/expect-too-many-attempts.ts';
import { callAs } from '../../../test/team-factory.ts';
import { approvalOf, approve, decide } from '../approvals/approvals-test-kit.ts';
import {
  byMail,
  callAsGuest,
  codeMailedTo,
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

type App = Awaited<ReturnType<typeof context.createApp>>;

/** An order with its admin and an e-mailed guest named approvers under `rule`. */
async function guestApprover(app: App, email: string, rule: TApprovalRuleKind = 'all') {
  const db = context.database.db;
  const setup = await sharedOrderSetup(db);
  const { team, order } = setup;
  const invited = await inviteGuestAs(app, team.owner.token, order.id, byMail(email, 'Lee Legal'));
  const guestId = invited.json().guest.id as number;
  const named = await callAs(app, team.owner.token, {
    method: 'PUT',
    url: apiUrl(endpoints.orders.reviewApprovers(order.id)),
    payload: {
      rule,
      required: null,
      approvers: [
        { kind: 'member', userId: team.admin.user.id },
        { kind: 'guest', guestId },
      ],
    },
  });
  expect(named.statusCode).toBe(200);
  const { cookie } = await startAsGuest(app, await linkTokenMailedTo(db, email), 'Lee');
  const asGuest = (url: string, payload?: object) =>
    callAsGuest(app, cookie, { method: 'POST', url: apiUrl(url), ...(payload ? { payload } : {}) });
  return { ...setup, guestId, cookie, asGuest };
}

describe('a guest approver decides with a mailed code', { timeout: 60_000 }, () => {
  it('"all" of a member and a guest: the code confirms the guest, the member completes it', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, order, guestId, asGuest } = await guestApprover(app, 'lee@client.example');

    // The guest is shown among the approvers by the invite's name.
    const page = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.order(order.id)),
    });
    expect(approvalOf(page).approval?.approvers).toMatchObject([
      { kind: 'member', userId: team.admin.user.id },
      { kind: 'guest', guestId, userId: null, name: 'Lee Legal', decision: null },
    ]);

    const noCode = await asGuest(endpoints.guestReviews.decision, {
      decision: 'approve',
      code: '123456',
    });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().errors.code).toEqual([m.codeMissing]);

    const sent = await asGuest(endpoints.guestReviews.code);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().sentTo).toBe('l•••@client.example');
    const code = await codeMailedTo(db, 'lee@client.example');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const miss = await asGuest(endpoints.guestReviews.decision, {
      decision: 'approve',
      code: wrong,
    });
    expect(miss.statusCode).toBe(422);
    expect(miss.json().errors.code).toEqual([m.codeWrong]);

    const decided = await asGuest(endpoints.guestReviews.decision, { decision: 'approve', code });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      guest: { isApprover: true, decision: { decision: 'approve' } },
      approval: { approvedCount: 1, pendingCount: 1, outcome: 'pending' },
    });
    // A code is used once.
    const reused = await asGuest(endpoints.guestReviews.decision, { decision: 'approve', code });
    expect(reused.statusCode).toBe(422);

    // Revoking an approver guest is refused until they are no longer an approver.
    const revoke = await callAs(app, team.owner.token, {
      method: 'DELETE',
      url: apiUrl(endpoints.orders.reviewGuest(order.id, guestId)),
    });
    expect(revoke.statusCode).toBe(409);
    expect(revoke.json().message).toBe(m.revokeApproverFirst);

    const last = await decide(app, team.admin.token, order.id, approve);
    expect(approvalOf(last).status).toBe('approved');
    const events = await readTrail(app, team.owner.token, order.id);
    expect(events).toEqual(
      expect.arrayContaining([
        ['decisionRecorded', 'guest', 'Lee'],
        ['decisionRecorded', 'customer', team.admin.user.name],
        ['approved', 'customer', team.admin.user.name],
      ]),
    );
    const late = await asGuest(endpoints.guestReviews.code);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(m.nothingToDecide);
  });

  it('five wrong codes void the code (429), an expired code is refused, and only approvers get codes', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, order, guestId, asGuest } = await guestApprover(app, 'kim@client.example');
    await asGuest(endpoints.guestReviews.code);
    const code = await codeMailedTo(db, 'kim@client.example');
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt < reviewGuestRules.codeAttemptsMax; attempt += 1) {
      const miss = await asGuest(endpoints.guestReviews.decision, {
        decision: 'approve',
        code: wrong,
      });
      expect(miss.statusCode).toBe(422);
    }
    expectTooManyAttempts(
      await asGuest(endpoints.guestReviews.decision, { decision: 'approve', code: wrong }),
    );
    // Even the right code is refused once the code is void.
    expectTooManyAttempts(
      await asGuest(endpoints.guestReviews.decision, { decision: 'approve', code }),
    );

    await asGuest(endpoints.guestReviews.code);
    const fresh = await codeMailedTo(db, 'kim@client.example');
    await db
      .update(reviewGuests)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewGuests.id, guestId));
    const expired = await asGuest(endpoints.guestReviews.decision, {
      decision: 'approve',
      code: fresh,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.code).toEqual([m.codeExpired]);

    // A link to forward cannot be named an approver.
    const linked = await inviteGuestAs(app, team.owner.token, order.id, {
      kind: 'link',
      label: 'Forwarded',
    });
    const named = await callAs(app, team.owner.token, {
      method: 'PUT',
      url: apiUrl(endpoints.orders.reviewApprovers(order.id)),
      payload: {
        rule: 'all',
        required: null,
        approvers: [{ kind: 'guest', guestId: linked.json().guest.id }],
      },
    });
    expect(named.statusCode).toBe(422);
    expect(named.json().errors.approvers).toEqual([m.notApprovableGuest]);
    // A team's default names members only.
    const defaults = await callAs(app, team.owner.token, {
      method: 'PUT',
      url: apiUrl(endpoints.team.approvalDefaults),
      payload: { rule: 'all', required: null, approvers: [{ kind: 'guest', guestId }] },
    });
    expect(defaults.statusCode).toBe(422);
    expect(defaults.json().message).toBe(approvalMessages.notAMember);
  });

  it('asking for changes sends the revision with the guest named on the trail; the code mail is rate-limited', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, order, asGuest } = await guestApprover(app, 'max@client.example');
    await asGuest(endpoints.guestReviews.code);
    const code = await codeMailedTo(db, 'max@client.example');
    const revised = await asGuest(endpoints.guestReviews.decision, {
      decision: 'revise',
      notes: 'The chart on slide 2 is wrong.',
      code,
    });
    expect(revised.statusCode).toBe(200);
    expect(revised.json().order.status).toBe('revisionRequested');
    const events = await readTrail(app, team.owner.token, order.id);
    expect(events.at(-1)).toEqual(['revisionRequested', 'guest', 'Lee']);

    const other = await guestApprover(app, 'ned@client.example');
    for (let count = 0; count < 5; count += 1) {
      expect((await other.asGuest(endpoints.guestReviews.code)).statusCode).toBe(202);
    }
    expectTooManyAttempts(await other.asGuest(endpoints.guestReviews.code));
  });

  it('under "any", the guest’s approval approves the order, and the timeline names them', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, order, asGuest } = await guestApprover(app, 'ida@client.example', 'any');
    await asGuest(endpoints.guestReviews.code);
    const code = await codeMailedTo(db, 'ida@client.example');
    const decided = await asGuest(endpoints.guestReviews.decision, { decision: 'approve', code });
    expect(decided.json().order.status).toBe('approved');
    const page = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.order(order.id)),
    });
    expect(page.json().details.timeline.at(-1)).toMatchObject({
      to: 'approved',
      by: orderPageMessages.customer,
      note: m.approvedByGuest('Lee'),
    });
  });
});
