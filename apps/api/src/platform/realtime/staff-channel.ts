import { realtimeChannels } from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import { findActorByToken } from '../auth/actor.ts';
import type { ChannelAuthoriser } from './channel-authorisers.ts';

/**
 * `staff.orders`: every order's events (new orders, status changes, comments) for the staff
 * console. A connection may listen when its session is live and its user is staff, checked at
 * each subscribe (the same actor requireStaff reads).
 */
export function createStaffChannelAuthoriser(db: Db): ChannelAuthoriser {
  return async ({ channel, sessionToken }) => {
    if (!sessionToken || channel !== realtimeChannels.staffOrders) return false;
    const actor = await findActorByToken({ db, token: sessionToken });
    return actor?.isStaff === true;
  };
}
