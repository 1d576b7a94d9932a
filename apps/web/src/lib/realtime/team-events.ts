import { endpoints, realtimeChannels, ZRealtimeSubscribeAck } from '@deckhand/contract';
import { openRealtimeSocket } from '@/lib/realtime/open-realtime-socket';

export type TTeamEvents = { close: () => void };

const subscribeTimeoutMs = 10_000;

/**
 * Listens to one realtime channel (§7: socket.io). socket.io-client is loaded on the first call,
 * so pages that never listen do not download it. The channel is joined again after every
 * reconnect; a refused or failed join just means no live updates (the page still shows what it
 * loaded).
 */
async function listenToChannel(
  channel: string,
  listeners: Record<string, (payload: unknown) => void>,
): Promise<TTeamEvents> {
  const socket = await openRealtimeSocket();
  for (const [event, listener] of Object.entries(listeners)) socket.on(event, listener);
  const join = () => {
    socket
      .timeout(subscribeTimeoutMs)
      .emitWithAck(endpoints.realtime.subscribe, { channel })
      .then((answer: unknown) => {
        const ack = ZRealtimeSubscribeAck.safeParse(answer);
        if (!ack.success || !ack.data.ok) socket.disconnect();
      })
      .catch(() => undefined);
  };
  socket.on('connect', join);
  return { close: () => socket.disconnect() };
}

/** The events of the caller's team (`team.<id>`, which only the team's members may join). */
export function listenToTeamEvents(
  teamId: number,
  listeners: Record<string, (payload: unknown) => void>,
): Promise<TTeamEvents> {
  return listenToChannel(realtimeChannels.team(teamId), listeners);
}

/** Every team's order events for the staff console (`staff.orders`, only staff may join). */
export function listenToStaffEvents(
  listeners: Record<string, (payload: unknown) => void>,
): Promise<TTeamEvents> {
  return listenToChannel(realtimeChannels.staffOrders, listeners);
}
