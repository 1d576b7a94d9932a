import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A request the local Stripe saw. */
export interface SeenStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: Record<string, string>;
}

/**
 * What the local Stripe does with a request: answer JSON with a status, cut the connection
 * (`'drop'`: what a network failure looks like to the client) or never answer (`'hang'`: the
 * client's timeout decides).
 */
export type StripeAnswer = { status: number; body: unknown } | 'drop' | 'hang';

export interface StripeApiServer {
  /** Every request, in order; emptied before each test. */
  readonly seen: SeenStripeRequest[];
  /** The answer to the next requests (a 500 until a test says otherwise). */
  answer: (request: SeenStripeRequest) => StripeAnswer | Promise<StripeAnswer>;
  /** `createStripeGateway({ api })` pointed at this server. */
  readonly api: { host: string; port: number; protocol: 'http' };
}

/** Stripe's answer to a refused card: 402 with a card_error in its own words. */
export function stripeCardError(error: {
  declineCode: string;
  message: string;
  paymentIntent?: unknown;
}): StripeAnswer {
  return {
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: error.declineCode,
        message: error.message,
        ...(error.paymentIntent ? { payment_intent: error.paymentIntent } : {}),
      },
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local HTTP server that plays Stripe's API for a test file: started before its tests, closed
 * after them. Each request is recorded and answered with what the test set in `answer`.
 */
export function useStripeApiServer(): StripeApiServer {
  let server: Server | undefined;
  let port = 0;
  const state: StripeApiServer = {
    seen: [],
    answer: () => ({ status: 500, body: {} }),
    get api() {
      if (!server) throw new Error('useStripeApiServer(): the server starts in beforeAll');
      return { host: '127.0.0.1', port, protocol: 'http' as const };
    },
  };

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const seenRequest: SeenStripeRequest = {
        method: request.method ?? '',
        path: url.pathname,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        authorization: request.headers.authorization,
        form: Object.fromEntries(new URLSearchParams(await readBody(request))),
      };
      state.seen.push(seenRequest);
      const answer = await state.answer(seenRequest);
      if (answer === 'hang') return;
      if (answer === 'drop') {
        request.socket.destroy();
        return;
      }
      // A string goes out as it is (a proxy's HTML error page), anything else as JSON.
      const isRaw = typeof answer.body === 'string';
      response.writeHead(answer.status, {
        'content-type': isRaw ? 'text/html' : 'application/json',
        'request-id': 'req_test',
      });
      response.end(isRaw ? answer.body : JSON.stringify(answer.body));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    if (!server) return;
    const closing = once(server, 'close');
    server.close();
    // Requests left hanging would hold close() open.
    server.closeAllConnections();
    await closing;
  });
  beforeEach(() => {
    state.seen.length = 0;
    state.answer = () => ({ status: 500, body: {} });
  });

  return state;
}

/** A PaymentIntent as Stripe answers it for our payment 7 (`values` set its status and the rest). */
export const stripePaymentIntent = (values: Record<string, unknown>) => ({
  object: 'payment_intent',
  id: 'pi_1',
  client_secret: 'pi_1_secret_abc',
  last_payment_error: null,
  metadata: { paymentId: '7' },
  ...values,
});
