import { endpoints, type TRealtimeSubscribeAck } from '@deckhand/contract';
import { io, type Socket } from 'socket.io-client';

export interface RealtimeTestClient {
  socket: Socket;
  subscribe(channel: string): Promise<TRealtimeSubscribeAck>;
  /** Resolves with the next `event` (rejects after timeoutMs). */
  next<T = unknown>(event: string, timeoutMs?: number): Promise<T>;
  close(): void;
}

/** A socket.io client of a listening app, as the SPA connects it (websocket transport). */
export async function connectRealtime(
  origin: string,
  options: { cookie?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<RealtimeTestClient> {
  const socket = io(origin, {
    path: endpoints.realtime.path,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.token ? { auth: { token: options.token } } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const received = new Map<string, unknown[]>();
  const waiting = new Map<string, ((payload: unknown) => void)[]>();
  socket.onAny((event: string, payload: unknown) => {
    const waiter = waiting.get(event)?.shift();
    if (waiter) waiter(payload);
    else received.set(event, [...(received.get(event) ?? []), payload]);
  });
  return {
    socket,
    subscribe: (channel) =>
      socket.timeout(5000).emitWithAck(endpoints.realtime.subscribe, { channel }),
    next: <T>(event: string, timeoutMs = 5000) => {
      const queued = received.get(event);
      if (queued?.length) return Promise.resolve(queued.shift() as T);
      return new Promise<T>((resolve, reject) => {
        const waiters = waiting.get(event) ?? [];
        const waiter = (payload: unknown) => {
          clearTimeout(timer);
          resolve(payload as T);
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No "${event}" event`));
        }, timeoutMs);
        waiters.push(waiter);
        waiting.set(event, waiters);
      });
    },
    close: () => void socket.disconnect(),
  };
}

/** The origin of a listening app, e.g. http://127.0.0.1:41234. */
export function getListeningOrigin(server: { address(): unknown }): string {
  const address = server.address() as { port: number } | null;
  if (!address) throw new Error('The app is not listening');
  return `http://127.0.0.1:${address.port}`;
}
