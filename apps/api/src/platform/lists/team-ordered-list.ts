import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { teams } from '../../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { namesEachOnce } from './names-each-once.ts';

/** A table of a team's items that the team orders itself (§2.5: custom fields, style templates). */
export interface TeamOrderedTable {
  table: PgTable;
  id: PgColumn;
  teamId: PgColumn;
  position: PgColumn;
}

export interface TeamOrderedList {
  /**
   * The team's item ids in their order, with the team locked until the transaction ends, so that
   * a limit checked on their count, a removal of "not the last one" or a reorder holds against
   * another request of the same team.
   */
  lockIds(tx: Db, teamId: number): Promise<number[]>;
  /** The position after the team's last item, for an insert: the new item goes last. */
  nextPosition(teamId: number): SQL<number>;
  /**
   * Puts the team's items in the order of `ids`, which must name each of them once (400 with
   * `mismatchMessage` otherwise), in one statement, under the lock.
   */
  reorder(
    tx: Db,
    options: { teamId: number; ids: readonly number[]; mismatchMessage: string },
  ): Promise<void>;
}

/** The one ordered-list logic of the house, for any team-owned table with a position column. */
export function createTeamOrderedList(columns: TeamOrderedTable): TeamOrderedList {
  const { table, id, teamId, position } = columns;

  async function lockIds(tx: Db, team: number): Promise<number[]> {
    // The team's row is the lock: locking the items alone would not stop another transaction's
    // insert (read committed: a waiting FOR UPDATE does not see rows added meanwhile).
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, team)).for('update');
    const rows = await tx
      .select({ id })
      .from(table)
      .where(eq(teamId, team))
      .orderBy(asc(position), asc(id));
    return rows.map((row) => Number(row.id));
  }

  return {
    lockIds,
    nextPosition: (team) =>
      sql<number>`(select coalesce(max(${position}) + 1, 0) from ${table} where ${teamId} = ${team})`,
    async reorder(tx, options) {
      const current = await lockIds(tx, options.teamId);
      if (!namesEachOnce(options.ids, current)) {
        throw new AppError('BAD_REQUEST', options.mismatchMessage);
      }
      if (options.ids.length === 0) return;
      const cases = sql.join(
        options.ids.map((itemId, index) => sql`when ${itemId}::integer then ${index}::integer`),
        sql` `,
      );
      await tx.execute(
        sql`update ${table} set ${sql.identifier(position.name)} = case ${id} ${cases} end
          where ${and(eq(teamId, options.teamId), inArray(id, [...options.ids]))}`,
      );
    },
  };
}
