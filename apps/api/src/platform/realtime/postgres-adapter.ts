import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import pg, { type Pool, type PoolClient } from 'pg';

/** The adapter's table for payloads over NOTIFY's 8000-byte limit (its README's schema). */
export const attachmentsTable = 'socket_io_attachments';

/**
 * Created at start rather than by a Drizzle migration: it belongs to @socket.io/postgres-adapter,
 * not to our schema. Several instances may start together; a lost race still leaves the table.
 */
async function ensureAttachmentsTable(pool: Pool): Promise<void> {
  try {
    await pool.query(`create table if not exists ${attachmentsTable} (
      id bigserial unique,
      created_at timestamptz default now(),
      payload bytea
    )`);
  } catch (error) {
    const found = await pool.query<{ name: string | null }>(
      `select to_regclass('${attachmentsTable}')::text as name`,
    );
    if (!found.rows[0]?.name) throw error;
  }
}

/**
 * socket.io's PostgreSQL adapter: broadcasts travel through NOTIFY, so a `publish` on one
 * instance reaches the sockets of every instance. Queries (NOTIFY, heartbeats, clean-up) go
 * through the app's pool; the long-lived LISTEN connection is its own client with the pool's
 * settings, so it never takes a pool slot (several apps on one pool, as in tests, would starve it)
 * and never holds up `pool.end()`. The adapter sees a narrow pool facade that gives that client an
 * error listener (a pg client without one crashes the process when the server drops it) and ends
 * a client obtained after `stop()` at once, so closing the app never leaks one.
 */
export async function createPostgresAdapter(options: { pool: Pool; log: FastifyBaseLogger }) {
  const { pool, log } = options;
  await ensureAttachmentsTable(pool);
  let stopped = false;
  const end = (client: pg.Client) => void client.end().catch(() => {});
  const facade = {
    query: (text: string, values?: unknown[]) => pool.query(text, values),
    connect: async (): Promise<PoolClient> => {
      const client = new pg.Client(pool.options);
      client.on('error', (error) => log.warn({ err: error }, 'realtime LISTEN connection lost'));
      await client.connect();
      if (stopped) {
        end(client);
        // The adapter is closed: nothing will ever use this connection, so it never resolves.
        return new Promise<never>(() => {});
      }
      const released: PoolClient = Object.assign(client, { release: () => end(client) });
      return released;
    },
  };
  // The adapter only queries and connects (see its PubSubClient); a pool is a facade, not the reverse.
  const adapter = createAdapter(facade as Pool, {
    errorHandler: (error) => log.error({ err: error }, 'realtime adapter failed'),
  });
  return {
    adapter,
    /** Call before closing socket.io (which closes the adapter and ends its LISTEN client). */
    stop: () => {
      stopped = true;
    },
  };
}
