import {
  endpoints,
  errorMessages,
  realtimeChannelPrefixes,
  type TRealtimeSubscribeAck,
  ZRealtimeSubscribeRequest,
} from '@deckhand/contract';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Database } from '../../db/database.ts';
import { isAllowedOrigin, type OriginRules } from '../http/request-origin.ts';
import {
  type ChannelAuthoriser,
  type ChannelAuthorisers,
  createChannelAuthorisers,
} from './channel-authorisers.ts';
import { readHandshakeToken } from './handshake-token.ts';
import { createPostgresAdapter } from './postgres-adapter.ts';
import { createStaffChannelAuthoriser } from './staff-channel.ts';
import { createTeamChannelAuthoriser } from './team-channel.ts';

/** What services see of the realtime platform. */
export interface Realtime {
  /** Sends an event to every socket subscribed to the channel, on every instance. */
  publish(channel: string, event: string, payload: unknown): void;
  /** Adds the rule for channels starting with `prefix` (see channel-authorisers.ts). */
  authoriseChannels(prefix: string, authorise: ChannelAuthoriser): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Browsers may only connect from the request guard's origins (cookies ride on the handshake). */
export interface RegisterRealtimeOptions extends OriginRules {
  database: Database;
}

type Ack = (answer: TRealtimeSubscribeAck) => void;

function onSubscribe(options: {
  authorisers: ChannelAuthorisers;
  sessionToken: string | null;
  join: (channel: string) => void;
  log: FastifyInstance['log'];
}) {
  return async (payload: unknown, ack: unknown) => {
    const answer: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
    const parsed = ZRealtimeSubscribeRequest.safeParse(payload);
    if (!parsed.success) return answer({ ok: false, message: errorMessages.accessDenied });
    const { channel } = parsed.data;
    try {
      if (!(await options.authorisers.isAllowed(channel, options.sessionToken))) {
        return answer({ ok: false, message: errorMessages.accessDenied });
      }
      options.join(channel);
      answer({ ok: true });
    } catch (error) {
      options.log.error({ err: error }, 'authorising a realtime channel failed');
      answer({ ok: false, message: errorMessages.serverIssues });
    }
  };
}

/**
 * socket.io on the app's HTTP server at endpoints.realtime.path. In process by default; on
 * PostgreSQL through @socket.io/postgres-adapter, so several instances share their channels. A
 * connection joins a channel only through `subscribe`, authorised per channel. Sockets are
 * disconnected before the server closes (open websockets would hold a graceful shutdown) and the
 * adapter is closed with the app, before the database.
 */
export async function registerRealtime(
  app: FastifyInstance,
  { database, ...originRules }: RegisterRealtimeOptions,
): Promise<Realtime> {
  const postgres =
    database.kind === 'postgres'
      ? await createPostgresAdapter({ pool: database.pool, log: app.log })
      : null;
  const io = new Server(app.server, {
    path: endpoints.realtime.path,
    serveClient: false,
    allowRequest: (request, callback) => callback(null, isAllowedOrigin(request, originRules)),
    ...(postgres ? { adapter: postgres.adapter } : {}),
  });
  const authorisers = createChannelAuthorisers();
  authorisers.register(realtimeChannelPrefixes.team, createTeamChannelAuthoriser(database.db));
  authorisers.register(realtimeChannelPrefixes.staff, createStaffChannelAuthoriser(database.db));

  io.on('connection', (socket) => {
    const handler = onSubscribe({
      authorisers,
      sessionToken: readHandshakeToken(socket.handshake),
      join: (channel) => void socket.join(channel),
      log: app.log,
    });
    socket.on(endpoints.realtime.subscribe, handler);
  });

  const realtime: Realtime = {
    publish: (channel, event, payload) => {
      io.to(channel).emit(event, payload);
    },
    authoriseChannels: (prefix, authorise) => authorisers.register(prefix, authorise),
  };
  app.decorate('realtime', realtime);
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    postgres?.stop();
    await io.close();
  });
  return realtime;
}
