import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const reconnectDelayMs = 1000;

export interface ListenConnection {
  /**
   * Sends `payload` on the channel through this connection: it reaches listeners after every
   * change committed before it. False when the connection is down or the send failed.
   */
  notify(payload: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  log: FastifyBaseLogger;
  /** What listens, for the log ("session cache", "job runner"). */
  what: string;
  /** What happens while it cannot listen, for the log ("sessions are read every request"). */
  whileDown: string;
  onMessage(payload: string): void;
  /**
   * Told true once listening, false when the connection is lost (it is made again every second).
   * Messages sent while it was down are lost: a listener that must not miss one reads afresh
   * when it is told true again.
   */
  onLive(live: boolean): void;
}

/**
 * A LISTEN on PostgreSQL through a connection of its own with the pool's settings: it never takes
 * a pool slot (several apps on one pool, as in tests, would starve it) and never holds up
 * `pool.end()`. A lost connection is made again every second until close().
 */
export function openListenConnection(pool: pg.Pool, options: ListenOptions): ListenConnection {
  const { channel, log, what, whileDown, onMessage, onLive } = options;
  let client: pg.Client | null = null;
  let isLive = false;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;

  const setLive = (live: boolean) => {
    isLive = live;
    onLive(live);
  };
  const onLost = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    if (isLive) setLive(false);
    lost.end().catch(() => {});
    if (!isClosed) retry = setTimeout(connect, reconnectDelayMs);
  };
  async function connect() {
    const next = new pg.Client(pool.options);
    next.on('error', (error) => {
      log.warn({ err: error }, `${what}: LISTEN connection lost`);
      onLost(next);
    });
    next.on('end', () => onLost(next));
    next.on('notification', ({ payload = '' }) => onMessage(payload));
    try {
      client = next;
      await next.connect();
      await next.query(`listen ${channel}`);
      if (isClosed || client !== next) return void next.end().catch(() => {});
      setLive(true);
    } catch (error) {
      log.warn({ err: error }, `${what}: cannot LISTEN; ${whileDown}`);
      onLost(next);
    }
  }
  void connect();

  return {
    async notify(payload) {
      const listening = client;
      if (!listening || !isLive) return false;
      return listening.query('select pg_notify($1, $2)', [channel, payload]).then(
        () => true,
        () => false,
      );
    },
    async close() {
      isClosed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      if (isLive) setLive(false);
      await open?.end().catch(() => {});
    },
  };
}
