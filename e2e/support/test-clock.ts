import { apiPrefix, devEndpoints, ZDevClockResponse } from '@deckhand/contract';
import { expect } from 'vitest';
import { appUrl } from './app-under-test.ts';

/** The order's id from its number ('DH-10042' is order 42). */
export const orderIdOf = (number: string) => Number(number.replace(/^DH-/, '')) - 10_000;

/**
 * The test clock (development only): moves the app's background jobs to the run time of the
 * order's next queued job (a reminder, the approval) and runs what is due by then. Resolves with
 * that time, or null when the order has nothing queued.
 */
export async function runNextJob(orderId: number): Promise<string | null> {
  const response = await fetch(`${appUrl()}${apiPrefix}${devEndpoints.clockNext}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ orderId }),
  });
  expect(response.status).toBe(200);
  return ZDevClockResponse.parse(await response.json()).at;
}

/**
 * Moves the test clock job by job until `isDone` holds (what a person would see once that time
 * came). When the order has nothing more queued, what the last job did may still be on its way
 * to the page (a live event): `isDone` then has a few seconds to hold.
 */
export async function runJobsUntil(orderId: number, isDone: () => Promise<boolean>) {
  for (let step = 0; step < 30; step += 1) {
    if (await isDone()) return;
    if ((await runNextJob(orderId)) === null) break;
  }
  await expect.poll(isDone, { timeout: 10_000 }).toBe(true);
}
