import type { Db } from '../../db/database.ts';
import { findActorByToken } from '../auth/actor.ts';
import type { ChannelAuthoriser } from './channel-authorisers.ts';

/**
 * `team.<id>`: the events of one team (orders ...). A connection may listen when its session is
 * live and its user is a member of that team, checked at each subscribe (the same actor the
 * HTTP guards read).
 */
export function createTeamChannelAuthoriser(db: Db): ChannelAuthoriser {
  return async ({ id, sessionToken }) => {
    if (!sessionToken || !/^[1-9]\d{0,9}$/.test(id)) return false;
    const teamId = Number(id);
    if (teamId > 2_147_483_647) return false;
    const actor = await findActorByToken({ db, token: sessionToken });
    return actor?.membership?.teamId === teamId;
  };
}
