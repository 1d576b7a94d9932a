import { endpoints } from '@deckhand/contract';
import type { Socket } from 'socket.io-client';
import { getApiBase } from '@/lib/http/api-base';
import { nextTask } from '@/lib/scheduling/next-task';

/**
 * The realtime connection (§7: socket.io at `endpoints.realtime.path`). socket.io-client is loaded
 * on the first call, so it stays out of the main bundle. WebSocket first: one connection to one
 * instance, so a load balancer in front of several instances needs no sticky sessions
 * (docs/deploy.md); long polling only where a WebSocket cannot be opened. The library's code
 * runs in one task and the connection is made in the next: together they held a phone for ~100 ms.
 */
export async function openRealtimeSocket(): Promise<Socket> {
  const { io } = await import('socket.io-client');
  await nextTask();
  const options = {
    path: endpoints.realtime.path,
    withCredentials: true,
    transports: ['websocket', 'polling'],
  };
  const base = getApiBase();
  return base ? io(base, options) : io(options);
}

/**
 * Closes a connection. One whose WebSocket is still being opened (a page left right after it
 * started listening) is closed once it has opened or failed, and not tried again in between: the
 * browser reports a WebSocket closed while it opens as an error on the page's console.
 */
export function closeRealtimeSocket(socket: Socket): void {
  if (socket.io.engine.readyState !== 'opening') {
    socket.disconnect();
    return;
  }
  socket.io.reconnection(false);
  socket.off('connect');
  const close = () => socket.disconnect();
  socket.once('connect', close);
  socket.once('connect_error', close);
}
