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
