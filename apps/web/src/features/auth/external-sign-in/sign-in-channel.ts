import {
  endpoints,
  errorMessages,
  oauthEvents,
  type TOAuthAuthenticatedEvent,
  type TOAuthNotificationEvent,
} from '@deckhand/contract';
import { checkWithSchema } from '@/lib/http/load-schemas';
import { checkedListener } from '@/lib/realtime/checked-listener';
import { closeRealtimeSocket, openRealtimeSocket } from '@/lib/realtime/open-realtime-socket';
import { ExternalSignInError } from './external-sign-in-error';

export type TSignInChannelHandlers = {
  onAuthenticated: (event: TOAuthAuthenticatedEvent) => void;
  onNotification: (event: TOAuthNotificationEvent) => void;
};

export type TSignInChannel = { close: () => void };

const subscribeTimeoutMs = 10_000;

/**
 * Joins the sign-in channel on the realtime connection (§4, §7) and passes its events on.
 * socket.io-client is loaded here, on the first click of a sign-in button, so that it stays
 * out of the main bundle.
 */
export async function connectSignInChannel(
  channel: string,
  handlers: TSignInChannelHandlers,
): Promise<TSignInChannel> {
  const socket = await openRealtimeSocket();
  socket.on(
    oauthEvents.authenticated,
    checkedListener('ZOAuthAuthenticatedEvent', handlers.onAuthenticated),
  );
  socket.on(
    oauthEvents.notification,
    checkedListener('ZOAuthNotificationEvent', handlers.onNotification),
  );
  try {
    const answer = await socket
      .timeout(subscribeTimeoutMs)
      .emitWithAck(endpoints.realtime.subscribe, { channel });
    const ack = await checkWithSchema('ZRealtimeSubscribeAck', answer);
    if (!ack.success || !ack.data.ok) {
      throw new ExternalSignInError(
        (ack.success && ack.data.message) || errorMessages.somethingWentWrong,
      );
    }
  } catch (error) {
    closeRealtimeSocket(socket);
    throw error;
  }
  return { close: () => closeRealtimeSocket(socket) };
}
