import { endpoints, isRealtimeSubscribeAck, realtimeChannels } from '@deckhand/contract';
import type { Socket } from 'socket.io-client';
import { closeRealtimeSocket, openRealtimeSocket } from '@/lib/realtime/open-realtime-socket';

export type TTeamEvents = { close: () => void };

const subscribeTimeoutMs = 10_000;

/** A channel's one connection on this page and how many listeners share it. */
type SharedChannel = { socket: Promise<Socket>; users: number };
const openChannels = new Map<string, SharedChannel>();

/** Connects to a channel and joins it again after every reconnect. */
async function connectChannel(channel: string): Promise<Socket> {
  const socket = await openRealtimeSocket();
  const join = () => {
    socket
      .timeout(subscribeTimeoutMs)
      .emitWithAck(endpoints.realtime.subscribe, { channel })
      .then((answer: unknown) => {
        // Checked without zod: joining loads no schema (the events' payloads load theirs).
        if (!isRealtimeSubscribeAck(answer) || !answer.ok) socket.disconnect();
      })
      .catch(() => undefined);
  };
  socket.on('connect', join);
  return socket;
}

/**
 * Listens to one realtime channel (§7: socket.io). socket.io-client is loaded on the first call,
 * so pages that never listen do not download it. Every listener of a channel on the page shares
 * one connection (the orders pages and the reminders of every customer page), closed with its
 * last listener. A refused or failed join just means no live updates (the page still shows what
 * it loaded).
 */
async function listenToChannel(
  channel: string,
  listeners: Record<string, (payload: unknown) => void>,
): Promise<TTeamEvents> {
  let shared = openChannels.get(channel);
  if (!shared) {
    shared = { socket: connectChannel(channel), users: 0 };
    openChannels.set(channel, shared);
  }
  shared.users += 1;
  const current = shared;
  let socket: Socket;
  try {
    socket = await current.socket;
  } catch (error) {
    current.users -= 1;
    if (openChannels.get(channel) === current && current.users === 0) openChannels.delete(channel);
    throw error;
  }
  for (const [event, listener] of Object.entries(listeners)) socket.on(event, listener);
  let isClosed = false;
  return {
    close: () => {
      if (isClosed) return;
      isClosed = true;
      for (const [event, listener] of Object.entries(listeners)) socket.off(event, listener);
      current.users -= 1;
      if (current.users > 0) return;
      if (openChannels.get(channel) === current) openChannels.delete(channel);
      closeRealtimeSocket(socket);
    },
  };
}

export type Listeners = Record<string, (payload: unknown) => void>;

/**
 * How the pages listen: over socket.io. Component tests put a stand-in here that plays the
 * server's events with no connection (test/fake-team-events.ts, `withFakeTeamEvents`) and put this
 * back after each test; a seam instead of `vi.mock`, so those files share their worker's modules.
 */
export const realtimeListening = {
  team: (teamId: number, listeners: Listeners): Promise<TTeamEvents> =>
    listenToChannel(realtimeChannels.team(teamId), listeners),
  staff: (listeners: Listeners): Promise<TTeamEvents> =>
    listenToChannel(realtimeChannels.staffOrders, listeners),
};

/** The events of the caller's team (`team.<id>`, which only the team's members may join). */
export function listenToTeamEvents(teamId: number, listeners: Listeners): Promise<TTeamEvents> {
  return realtimeListening.team(teamId, listeners);
}

/** Every team's order events for the staff console (`staff.orders`, only staff may join). */
export function listenToStaffEvents(listeners: Listeners): Promise<TTeamEvents> {
  return realtimeListening.staff(listeners);
}
