import { endpoints, type TOrderResponse } from '@deckhand/contract';
import { expect } from 'vitest';
import type { App } from '../../../app.ts';
import type { Db } from '../../../db/database.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { callAs, signIn } from '../../../test/team-factory.ts';
import { pdfBytes, uploadWhole } from '../../../test/upload-test-client.ts';
import { createTestUser } from '../../../test/user-factory.ts';

/** A staff member, signed in. */
export async function createStaff(db: Db) {
  const user = await createTestUser(db, { isStaff: true });
  return { user, token: await signIn(db, user.id) };
}

/** A PDF uploaded as a deliverable by staff; its file id. */
export async function uploadDeliverable(app: App, token: string, filename = 'Final deck.pdf') {
  const response = await uploadWhole(app, token, {
    filename,
    tag: 'deliverable',
    bytes: pdfBytes,
  });
  expect(response.statusCode).toBe(200);
  return String(response.json().id);
}

export const staffPost = (
  app: App,
  token: string | null,
  id: number,
  what: string,
  payload: object,
) => callAs(app, token, { method: 'POST', url: apiUrl(`/staff/orders/${id}/${what}`), payload });
export const review = (app: App, token: string | null, id: number, payload: object) =>
  callAs(app, token, { method: 'POST', url: apiUrl(`/orders/${id}/review`), payload });
export const readOrder = async (app: App, token: string, id: number) =>
  (
    await callAs(app, token, { method: 'GET', url: apiUrl(endpoints.orders.order(id)) })
  ).json() as TOrderResponse;
