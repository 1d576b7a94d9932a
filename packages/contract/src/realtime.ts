import { z } from 'zod';
import { boundedString } from './validation.ts';

/**
 * The realtime connection (§7): socket.io at endpoints.realtime.path. A client joins a channel by
 * emitting `subscribe` with { channel }; the acknowledgement says whether it may listen there.
 */
export const realtimeChannelPrefixes = { oauth: 'oauth.', team: 'team.', staff: 'staff.' } as const;

export const realtimeChannels = {
  /** One external sign-in attempt; only the page that started it knows the id. */
  oauth: (id: string) => `${realtimeChannelPrefixes.oauth}${id}`,
  /** Events of one team (orders ...); its members may listen. */
  team: (teamId: number) => `${realtimeChannelPrefixes.team}${teamId}`,
  /**
   * Every order's events for the staff console (new orders, status changes, comments: the same
   * events as the team channels, of all teams); only staff may listen.
   */
  staffOrders: `${realtimeChannelPrefixes.staff}orders`,
};

export const ZRealtimeSubscribeRequest = z.object({ channel: boundedString(200).min(1) });
export const ZRealtimeSubscribeAck = z.object({ ok: z.boolean(), message: z.string().optional() });

export type TRealtimeSubscribeRequest = z.infer<typeof ZRealtimeSubscribeRequest>;
export type TRealtimeSubscribeAck = z.infer<typeof ZRealtimeSubscribeAck>;
