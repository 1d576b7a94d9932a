import { endpoints, type TInviteGuestRequest, type TReviewLogResponse } from '@deckhand/contract';
import { expect } from 'vitest';
import type { App } from '../../../app.ts';
import type { Db } from '../../../db/database.ts';
import { findOutboxMails } from '../../../platform/mail/outbox-mailer.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { spaHeaders } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { insertReadyPreview } from '../../../test/preview-factory.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import { guestCookieName } from './guest-cookie.ts';

/** A team's order with its first version delivered and rendered (3 slides): it can be shared. */
export async function sharedOrderSetup(db: Db) {
  const team = await createTeamWithRoles(db);
  const order = await insertTestOrder(db, {
    teamId: team.teamId,
    userId: team.owner.user.id,
    status: 'delivered',
  });
  const { previewId } = await insertReadyPreview(db, { orderId: order.id, teamId: team.teamId });
  return { team, order, previewId };
}

/** POST a guest for the order as a team member. */
export const inviteGuestAs = (
  app: App,
  token: string | null,
  orderId: number,
  request: TInviteGuestRequest,
) =>
  callAs(app, token, {
    method: 'POST',
    url: apiUrl(endpoints.orders.reviewGuests(orderId)),
    payload: request,
  });

export const byMail = (email: string, name = 'Rita Guest'): TInviteGuestRequest => ({
  kind: 'email',
  email,
  name,
});

/** The link token in the newest mail to `email`. */
export async function linkTokenMailedTo(db: Db, email: string): Promise<string> {
  const mail = (await findOutboxMails(db)).find((item) => item.to === email);
  const token = /\/review\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`guests test kit: no review link mailed to ${email}`);
  return token;
}

/** The code in the newest code mail to `email`. */
export async function codeMailedTo(db: Db, email: string): Promise<string> {
  const mail = (await findOutboxMails(db)).find(
    (item) => item.to === email && item.subject.includes('Your code'),
  );
  const code = /is (\d{6})\./.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`guests test kit: no code mailed to ${email}`);
  return code;
}

/** A request as a guest's browser sends it: their cookie, no sign-in. */
export const callAsGuest = (
  app: App,
  cookie: string | null,
  request: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: unknown },
) =>
  app.inject({
    method: request.method,
    url: request.url,
    headers: spaHeaders,
    ...(cookie ? { cookies: { [guestCookieName]: cookie } } : {}),
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });

/** Opens a link under a name: the guest's cookie. */
export async function startAsGuest(app: App, linkToken: string, name: string) {
  const started = await callAsGuest(app, null, {
    method: 'POST',
    url: apiUrl(endpoints.guestReviews.session(linkToken)),
    payload: { name },
  });
  expect(started.statusCode).toBe(201);
  const cookie = started.cookies.find((item) => item.name === guestCookieName);
  if (!cookie) throw new Error('guests test kit: no guest cookie');
  return { cookie: cookie.value, setCookie: cookie, review: started.json() };
}

/** The order's trail as [kind, actor kind, actor name], oldest first (its chain intact). */
export async function readTrail(app: App, token: string, orderId: number) {
  const response = await callAs(app, token, {
    method: 'GET',
    url: apiUrl(endpoints.orders.reviewLog(orderId)),
  });
  const log = response.json() as TReviewLogResponse;
  expect(log.verification.isIntact).toBe(true);
  return log.events.map((event) => [event.kind, event.actor.kind, event.actor.name]);
}
