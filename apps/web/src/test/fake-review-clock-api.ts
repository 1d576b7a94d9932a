import {
  apiPrefix,
  type TErrorResponse,
  type TOrderResponse,
  ZErrorResponse,
  ZOrderResponse,
} from '@deckhand/contract';
import { onTestFinished, vi } from 'vitest';
import { ContractDriftError } from './fake-api';
import { jsonResponse } from './fixtures';

type TFailure = { status: number; body: TErrorResponse };
type TClockReplies = {
  extend?: () => { body: TOrderResponse } | TFailure;
  reopen?: () => { body: TOrderResponse } | TFailure;
  /** 204 unless a failure is given. */
  opened?: () => { status: 204 } | TFailure;
};

const clockPath = new RegExp(`^${apiPrefix}/orders/\\d+/review/(extend|reopen|opened)$`);

/**
 * The review clock's three calls (POST /orders/:id/review/extend, reopen, opened) while the
 * contract's `responseSchemas` does not list them, so `fakeApi` cannot stub them. Call it after
 * `fakeApi`, whose `calls` still records every request: a stubbed call answers here, checked
 * against the contract (the order's answer or the error envelope). Once the contract lists the
 * three routes, their stubs move into fakeApi's and this file goes.
 */
export function fakeReviewClockCalls(replies: TClockReplies): void {
  const recordingFetch = globalThis.fetch;
  const drifts: ContractDriftError[] = [];
  onTestFinished(() => {
    const [drift] = drifts;
    if (drift) throw drift;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const unstubbed = await recordingFetch(input, init);
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const action = clockPath.exec(new URL(raw, 'http://localhost').pathname)?.[1] as
      | keyof TClockReplies
      | undefined;
    const reply = action && init?.method === 'POST' ? replies[action]?.() : undefined;
    if (!reply) return unstubbed;
    if (!('body' in reply)) return new Response(null, { status: reply.status });
    const status = 'status' in reply ? reply.status : 200;
    const checked = (status < 400 ? ZOrderResponse : ZErrorResponse).safeParse(reply.body);
    if (!checked.success) {
      const drift = new ContractDriftError(
        `The stub of ${action} breaks the contract: ${checked.error}`,
      );
      drifts.push(drift);
      throw drift;
    }
    return jsonResponse(reply.body, status);
  });
}
