import { endpoints } from '@deckhand/contract';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import type { Db } from '../db/database.ts';
import { apiUrl } from './api-url.ts';
import { insertTestOrder } from './order-factory.ts';
import { callAs, createTeamWithRoles, signIn } from './team-factory.ts';
import { uploadWhole } from './upload-test-client.ts';
import { createTestUser } from './user-factory.ts';

/** An order of a new team that staff have started, and that staff user to deliver it. */
export async function orderInProgress(app: App, db: Db) {
  const team = await createTeamWithRoles(db);
  const staffUser = await createTestUser(db, { isStaff: true });
  const staff = { user: staffUser, token: await signIn(db, staffUser.id) };
  const order = await insertTestOrder(db, { teamId: team.teamId, userId: team.owner.user.id });
  const started = await callAs(app, staff.token, {
    method: 'POST',
    url: apiUrl(endpoints.staff.transitions(order.id)),
    payload: { to: 'inProgress' },
  });
  expect(started.statusCode).toBe(200);
  return { team, staff, order };
}

/** Staff upload files and deliver them as the order's next version (with answers to its pins). */
export async function deliverFiles(
  app: App,
  staffToken: string,
  orderId: number,
  files: { filename: string; bytes: Buffer }[],
  pinAnswers?: { pinId: number; kind: 'addressed' | 'notDone'; note?: string }[],
) {
  const fileIds: string[] = [];
  for (const file of files) {
    const uploaded = await uploadWhole(app, staffToken, { ...file, tag: 'deliverable' });
    expect(uploaded.statusCode).toBe(200);
    fileIds.push(String(uploaded.json().id));
  }
  const delivered = await callAs(app, staffToken, {
    method: 'POST',
    url: apiUrl(endpoints.staff.deliveries(orderId)),
    payload: { fileIds, ...(pinAnswers ? { pinAnswers } : {}) },
  });
  expect(delivered.statusCode).toBe(200);
}
