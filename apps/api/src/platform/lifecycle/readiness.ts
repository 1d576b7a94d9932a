import type { FastifyInstance } from 'fastify';

/**
 * 'ready' → 'draining' (readyz says 503 so load balancers stop sending; requests are still served)
 * → 'closing' (the listener is closed; requests already on their way are still served).
 * From 'draining' on, every response says `Connection: close`, so a kept-alive client opens a new
 * connection (through its load balancer, to another instance) instead of reusing one the server
 * is about to close. This is the process's own state, not shared data: each instance drains alone.
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

/** Decorates the app with its readiness; responses after shutdown began close their connection. */
export function registerReadiness(app: FastifyInstance): void {
  app.decorate('readiness', createReadiness());
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.readiness.phase !== 'ready') reply.header('connection', 'close');
    done(null, payload);
  });
}
