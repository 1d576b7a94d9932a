import {
  parseSort,
  type TStaffAuditResponse,
  toServerTimestamp,
  type ZStaffAuditQuery,
} from '@deckhand/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { staffAuditLog, teams, users } from '../../db/schema/index.ts';

type Query = z.output<typeof ZStaffAuditQuery>;

/** The staff audit log, newest first (or oldest), of every team or one. */
export async function listStaffAudit(db: Db, query: Query): Promise<TStaffAuditResponse> {
  const sort = parseSort<'at'>(query.sort, { option: 'at', direction: 'desc' });
  const order = sort.direction === 'asc' ? asc : desc;
  const where = query.teamId ? eq(staffAuditLog.teamId, query.teamId) : undefined;
  const rows = await db
    .select({
      id: staffAuditLog.id,
      at: staffAuditLog.createdAt,
      staff: users.name,
      action: staffAuditLog.action,
      teamId: teams.id,
      teamName: teams.name,
      orderId: staffAuditLog.orderId,
      details: staffAuditLog.details,
    })
    .from(staffAuditLog)
    .leftJoin(users, eq(users.id, staffAuditLog.staffUserId))
    .leftJoin(teams, eq(teams.id, staffAuditLog.teamId))
    .where(where)
    .orderBy(order(staffAuditLog.createdAt), order(staffAuditLog.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(staffAuditLog).where(where);
  return {
    items: rows.map(({ teamId, teamName, at, ...row }) => ({
      ...row,
      at: toServerTimestamp(at),
      team: teamId !== null && teamName !== null ? { id: teamId, name: teamName } : null,
    })),
    total: Number(total?.total ?? 0),
    page: query.page,
    limit: query.limit,
  };
}
