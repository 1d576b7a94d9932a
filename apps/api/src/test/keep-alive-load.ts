import { Agent, type IncomingMessage, request } from 'node:http';

/** What happened to one request of the load. */
export interface LoadOutcome {
  /** The load's label when the request was sent (see `label`). */
  label: string;
  /** Sent on a kept-alive connection that had already carried a response. */
  reusedSocket: boolean;
  status: number | null;
  /** The response announced `Connection: close`. */
  connectionClose: boolean;
  /** The client's error code when no complete response arrived (ECONNRESET, ECONNREFUSED…). */
  errorCode: string | null;
}

export interface KeepAliveLoad {
  readonly outcomes: readonly LoadOutcome[];
  /** Labels the requests sent from now on. */
  label(name: string): void;
  /** Resolves once this many responses have arrived. */
  waitForResponses(count: number): Promise<void>;
  /** Workers send nothing more; resolves when the last one has finished. */
  stop(): Promise<void>;
}

const errorCodeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : String(error);

function sendOnce(url: string, agent: Agent, label: string): Promise<LoadOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const outcome = (partial: Partial<LoadOutcome>, reusedSocket: boolean): LoadOutcome => ({
      label,
      reusedSocket,
      status: null,
      connectionClose: false,
      errorCode: null,
      ...partial,
    });
    const req = request(url, { agent, headers: { accept: 'application/json' } });
    const settle = (value: LoadOutcome) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    req.on('error', (error) =>
      settle(outcome({ errorCode: errorCodeOf(error) }, req.reusedSocket)),
    );
    req.on('response', (response: IncomingMessage) => {
      response.on('error', (error) =>
        settle(outcome({ errorCode: errorCodeOf(error) }, req.reusedSocket)),
      );
      response.on('aborted', () => settle(outcome({ errorCode: 'ABORTED' }, req.reusedSocket)));
      response.resume();
      response.on('end', () =>
        settle(
          outcome(
            {
              status: response.statusCode ?? null,
              connectionClose: response.headers.connection?.toLowerCase() === 'close',
            },
            req.reusedSocket,
          ),
        ),
      );
    });
    req.end();
  });
}

export interface KeepAliveLoadOptions {
  /** Parallel workers, each on its own kept-alive connection. */
  connections: number;
  /**
   * A worker told `Connection: close` sends nothing more, as a client behind a load balancer that
   * reconnects to another instance. Otherwise it opens a new connection to the same server.
   */
  leavesOnConnectionClose?: boolean;
}

/**
 * Workers each sending GET `url` again as soon as their previous request ended, over kept-alive
 * connections. Nothing is retried: a worker stops at its first error.
 */
export function startKeepAliveLoad(url: string, options: KeepAliveLoadOptions): KeepAliveLoad {
  const { connections, leavesOnConnectionClose = false } = options;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const outcomes: LoadOutcome[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let currentLabel = 'start';
  let stopped = false;
  let responses = 0;

  const record = (outcome: LoadOutcome) => {
    outcomes.push(outcome);
    if (outcome.status === null) return;
    responses += 1;
    for (const waiter of waiters.filter((item) => item.count <= responses)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const runWorker = async () => {
    while (!stopped) {
      const outcome = await sendOnce(url, agent, currentLabel);
      record(outcome);
      if (outcome.errorCode) return;
      if (leavesOnConnectionClose && outcome.connectionClose) return;
    }
  };
  const workers = Promise.all(Array.from({ length: connections }, runWorker));

  return {
    outcomes,
    label(name) {
      currentLabel = name;
    },
    waitForResponses(count) {
      if (responses >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async stop() {
      stopped = true;
      await workers;
      agent.destroy();
    },
  };
}
