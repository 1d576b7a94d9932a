import type { FastifyInstance, FastifyReply } from 'fastify';

/** Work still running after its answer, per HTTP server (shared by every plugin context). */
const pendingByServer = new WeakMap<object, Set<Promise<void>>>();

function getPending(server: object): Set<Promise<void>> {
  let pending = pendingByServer.get(server);
  if (!pending) {
    pending = new Set();
    pendingByServer.set(server, pending);
  }
  return pending;
}

/**
 * Runs `work` once the answer has gone out (the response's 'finish', or 'close' when the client
 * left first), so that it neither delays the answer nor shows in its timing: mail that must not
 * tell a stranger whether an account exists. A failure is logged. The plugin that uses it calls
 * settleWorkOnClose, so that closing the app waits for the work.
 */
export function runAfterResponse(reply: FastifyReply, work: () => Promise<void>): void {
  const pending = getPending(reply.server.server);
  let isStarted = false;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    const task: Promise<void> = work()
      .catch((error: unknown) => reply.log.error({ err: error }, 'work after the response failed'))
      .finally(() => pending.delete(task));
    pending.add(task);
  };
  reply.raw.once('finish', start);
  reply.raw.once('close', start);
}

/** Resolves when every piece of work started after a response of this app has ended. */
export async function settleAfterResponseWork(app: FastifyInstance): Promise<void> {
  const pending = getPending(app.server);
  while (pending.size > 0) await Promise.all([...pending]);
}

/** Lets closing the app (graceful shutdown) wait for work still running after its answers. */
export function settleWorkOnClose(app: FastifyInstance): void {
  app.addHook('onClose', () => settleAfterResponseWork(app));
}
