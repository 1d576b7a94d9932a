import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberships } from '../../db/schema/index.ts';
import { getActiveSession } from '../auth/session-store.ts';
import type { ChannelAuthoriser } from './channel-authorisers.ts';

/**
 * `team.<id>`: the events of one team (orders ...). A connection may listen when its session is
 * live and its user is a member of that team, checked at each subscribe.
 */
export function createTeamChannelAuthoriser(db: Db): ChannelAuthoriser {
  return async ({ id, sessionToken }) => {
    if (!sessionToken || !/^[1-9]\d{0,9}$/.test(id)) return false;
    const teamId = Number(id);
    if (teamId > 2_147_483_647) return false;
    const session = await getActiveSession({ db, token: sessionToken });
    if (!session) return false;
    const [membership] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, session.userId), eq(memberships.teamId, teamId)))
      .limit(1);
    return Boolean(membership);
  };
}
