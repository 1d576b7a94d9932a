import { apiPrefix, devEndpoints, type TDevMail, ZDevMailboxResponse } from '@deckhand/contract';
import { expect } from 'vitest';
import { appUrl } from './app-under-test.ts';

/** Reads the development mailbox of the app under test (newest first). */
export async function readMailbox(): Promise<TDevMail[]> {
  const response = await fetch(`${appUrl()}${apiPrefix}${devEndpoints.mailbox}`);
  expect(response.status).toBe(200);
  return ZDevMailboxResponse.parse(await response.json());
}

/** The newest mail to `to` whose subject matches, waiting for it to arrive. */
export async function waitForMailTo(
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<TDevMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await readMailbox()).find((item) => item.to === to && subject.test(item.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** The newest mail to `to` whose subject matches, and its first link (it must carry one). */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 10_000) {
  const mail = await waitForMailTo(to, subject, timeoutMs);
  const link = mail.links[0];
  if (!link) throw new Error(`The mail '${mail.subject}' carries no link`);
  return { mail, link };
}

/** A fresh address per run, so journeys never collide with demo data or each other. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
