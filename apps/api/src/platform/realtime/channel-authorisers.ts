/**
 * Who may listen on a realtime channel, decided per channel on each `subscribe` message by the
 * authoriser registered for the channel's prefix ('oauth.', 'team.'). Channels without an
 * authoriser are refused.
 */
export interface ChannelSubscription {
  /** The whole channel name, e.g. 'team.42'. */
  channel: string;
  /** The part after the prefix, e.g. '42'. */
  id: string;
  /** The session token of the connection (cookie or `auth.token`), not yet checked. */
  sessionToken: string | null;
}

export type ChannelAuthoriser = (subscription: ChannelSubscription) => Promise<boolean>;

export interface ChannelAuthorisers {
  register(prefix: string, authorise: ChannelAuthoriser): void;
  isAllowed(channel: string, sessionToken: string | null): Promise<boolean>;
}

export function createChannelAuthorisers(): ChannelAuthorisers {
  const byPrefix = new Map<string, ChannelAuthoriser>();
  return {
    register(prefix, authorise) {
      if (byPrefix.has(prefix)) throw new Error(`A channel authoriser for "${prefix}" exists`);
      byPrefix.set(prefix, authorise);
    },
    async isAllowed(channel, sessionToken) {
      for (const [prefix, authorise] of byPrefix) {
        if (!channel.startsWith(prefix)) continue;
        const id = channel.slice(prefix.length);
        return id.length > 0 && (await authorise({ channel, id, sessionToken }));
      }
      return false;
    },
  };
}
