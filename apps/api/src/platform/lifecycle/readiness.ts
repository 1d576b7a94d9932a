import { serverMessages } from '@deckhand/contract';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/error-handler.ts';

/**
 * 'ready' → 'draining' (readyz says 503 so load balancers stop sending; requests are still served)
 * → 'closing' (listener closed; requests on kept-alive connections get a 503 envelope).
 * This is the process's own state, not shared data: each instance drains by itself.
 */
export type ReadinessPhase = 'ready' | 'draining' | 'closing';

export interface Readiness {
  readonly phase: ReadinessPhase;
  markDraining(): void;
  markClosing(): void;
}

export function createReadiness(): Readiness {
  let phase: ReadinessPhase = 'ready';
  return {
    get phase() {
      return phase;
    },
    markDraining() {
      if (phase === 'ready') phase = 'draining';
    },
    markClosing() {
      phase = 'closing';
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const probePaths = new Set(['/healthz', '/readyz']);

/** Decorates the app with its readiness and sheds new work once the server is closing. */
export function registerReadiness(app: FastifyInstance): void {
  app.decorate('readiness', createReadiness());
  app.addHook('onRequest', async (request, reply) => {
    if (app.readiness.phase === 'ready') return;
    const path = request.url.split('?')[0] ?? request.url;
    if (app.readiness.phase === 'closing' && !probePaths.has(path)) {
      return sendError(reply, 503, serverMessages.unavailable);
    }
  });
  // Responses finishing after shutdown began (in-flight ones included) close their connection,
  // so keep-alive sockets do not hold the server open until their idle timeout.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.readiness.phase !== 'ready') reply.header('connection', 'close');
    return payload;
  });
}
