import { endpoints, type TOrderResponse, type TReviewLogResponse } from '@deckhand/contract';
import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../app.ts';
import type { Db } from '../../../db/database.ts';
import { jobs, teams } from '../../../db/schema/index.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { makePdf } from '../../../test/deck-fixtures.ts';
import { deliverFiles, orderInProgress } from '../../../test/delivery-factory.ts';
import { callAs } from '../../../test/team-factory.ts';

/** The order page as a team member reads it. */
export async function readOrder(app: App, token: string, orderId: number) {
  const response = await callAs(app, token, {
    method: 'GET',
    url: apiUrl(endpoints.orders.order(orderId)),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as TOrderResponse;
}

/** The kinds of the order's review log, oldest first, with their details. */
export async function readLogKinds(app: App, token: string, orderId: number) {
  const response = await callAs(app, token, {
    method: 'GET',
    url: apiUrl(endpoints.orders.reviewLog(orderId)),
  });
  const log = response.json() as TReviewLogResponse;
  expect(log.verification.isIntact).toBe(true);
  return log.events.map((event) => ({
    kind: event.kind,
    actor: event.actor.kind,
    ...event.details,
  }));
}

const clockPaths = {
  extend: endpoints.orders.reviewExtend,
  reopen: endpoints.orders.reviewReopen,
  opened: endpoints.orders.reviewOpened,
};

/** A customer's or staff member's POST to one of the order's review routes. */
export const postClock = (
  app: App,
  token: string | null,
  orderId: number,
  what: 'extend' | 'reopen' | 'opened',
  payload?: object,
) =>
  callAs(app, token, {
    method: 'POST',
    url: apiUrl(clockPaths[what](orderId)),
    ...(payload ? { payload } : {}),
  });

/**
 * An order of a new team with its first version delivered (a one-page PDF): its review is open.
 * `countryId` (ISO numeric) is the team's billing country, whose public holidays the clock skips.
 */
export async function deliveredOrder(app: App, db: Db, options: { countryId?: number } = {}) {
  const started = await orderInProgress(app, db);
  if (options.countryId) {
    await db
      .update(teams)
      .set({ billingCountryId: options.countryId })
      .where(eq(teams.id, started.team.teamId));
  }
  const deck = await makePdf(['Title']);
  await deliverFiles(app, started.staff.token, started.order.id, [
    { filename: 'Deck.pdf', bytes: deck },
  ]);
  const page = await readOrder(app, started.team.owner.token, started.order.id);
  const dueAt = new Date(page.details.review?.dueAt ?? Number.NaN);
  return { ...started, page, dueAt };
}

/** When the order's queued reminders run, by their slot (48, 24, 4 business hours before). */
export async function queuedReminders(db: Db, orderId: number) {
  const rows = await db
    .select({ key: jobs.key, runAt: jobs.runAt })
    .from(jobs)
    .where(
      and(eq(jobs.status, 'queued'), like(jobs.key, `order-notice:${orderId}:reviewReminder:%`)),
    );
  return rows.map((row) => ({ hours: Number(row.key.split(':')[4]), runAt: row.runAt }));
}
