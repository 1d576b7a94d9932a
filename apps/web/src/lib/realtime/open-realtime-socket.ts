import { endpoints } from '@deckhand/contract';
import type { Socket } from 'socket.io-client';
import { getApiBase } from '@/lib/http/api-base';

/**
 * The realtime connection (§7: socket.io at `endpoints.realtime.path`). socket.io-client is loaded
 * on the first call, so it stays out of the main bundle. WebSocket first: one connection to one
 * instance, so a load balancer in front of several instances needs no sticky sessions
 * (docs/deploy.md); long polling only where a WebSocket cannot be opened.
 */
export async function openRealtimeSocket(): Promise<Socket> {
  const { io } = await import('socket.io-client');
  const options = {
    path: endpoints.realtime.path,
    withCredentials: true,
    transports: ['websocket', 'polling'],
  };
  const base = getApiBase();
  return base ? io(base, options) : io(options);
}
