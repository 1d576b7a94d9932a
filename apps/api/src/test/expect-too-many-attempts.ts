import { serverMessages } from '@deckhand/contract';
import type { Response } from 'light-my-request';
import { expect } from 'vitest';

/** A 429 as every limit answers it: Retry-After, and the message saying how long to wait. */
export function expectTooManyAttempts(response: Response): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.json()).toEqual({
    status: 'error',
    message: serverMessages.tooManyAttempts(retryAfter),
  });
}
