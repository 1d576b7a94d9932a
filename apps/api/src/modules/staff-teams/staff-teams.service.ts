import {
  parseSort,
  type TCreditAdjustmentRequest,
  type TStaffTeam,
  type TStaffTeamsResponse,
  toServerTimestamp,
  type ZStaffTeamSettings,
  type ZStaffTeamsQuery,
} from '@deckhand/contract';
import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { memberships, teams, users } from '../../db/schema/index.ts';
import { containing } from '../../db/search-pattern.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { appendCreditEntry } from '../billing/index.ts';
import { recordStaffAction } from '../staff-audit/index.ts';

type Query = z.output<typeof ZStaffTeamsQuery>;
type Settings = z.output<typeof ZStaffTeamSettings>;

const notFound = () => new AppError('NOT_FOUND', 'Team not found');

/** Every team for the staff console, by name (or newest first), searched by name. */
export async function listStaffTeams(db: Db, query: Query): Promise<TStaffTeamsResponse> {
  const sort = parseSort<'name' | 'created'>(query.sort, { option: 'name', direction: 'asc' });
  const order = sort.direction === 'asc' ? asc : desc;
  const where = query.search ? ilike(teams.name, containing(query.search)) : undefined;
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      customerType: teams.customerType,
      creditBalance: teams.creditBalance,
      currency: teams.currency,
      suspendedReason: teams.suspendedReason,
      createdAt: teams.createdAt,
      // Written out: drizzle leaves a one-table select's columns unqualified inside sql``.
      members:
        sql<number>`(select count(*) from memberships m where m.team_id = "teams"."id")`.mapWith(
          Number,
        ),
      orders:
        sql<number>`(select coalesce(sum(c.count), 0) from order_counts c where c.team_id = "teams"."id")`.mapWith(
          Number,
        ),
    })
    .from(teams)
    .where(where)
    .orderBy(order(sort.option === 'name' ? teams.name : teams.createdAt), order(teams.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(teams).where(where);
  return {
    items: rows.map(({ suspendedReason, createdAt, ...row }) => ({
      ...row,
      suspended: suspendedReason !== null,
      createdAt: toServerTimestamp(createdAt),
    })),
    total: Number(total?.total ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/** One team as staff see it: settings, balance and people. */
export async function getStaffTeam(db: Db, teamId: number): Promise<TStaffTeam> {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound();
  const people = await db
    .select({ name: users.name, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.teamId, teamId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
  return {
    id: team.id,
    name: team.name,
    currency: team.currency,
    creditBalance: team.creditBalance,
    createdAt: toServerTimestamp(team.createdAt),
    customerType: team.customerType,
    dailyCapacity: team.dailyCapacity,
    supportsCustomFields: team.supportsCustomFields,
    supportsConfidentialOrder: team.supportsConfidentialOrder,
    suspension: team.suspendedReason
      ? { reason: team.suspendedReason, comment: team.suspendedComment ?? '' }
      : null,
    members: people,
  };
}

/** Staff change a team's settings; the audit log keeps what was and what is. */
export async function saveStaffTeamSettings(
  db: Db,
  options: { teamId: number; staffUserId: number; settings: Settings },
): Promise<void> {
  const { teamId, settings } = options;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
    if (!before) throw notFound();
    const suspension = settings.suspension;
    await tx
      .update(teams)
      .set({
        customerType: settings.customerType,
        dailyCapacity: settings.dailyCapacity,
        supportsCustomFields: settings.supportsCustomFields,
        supportsConfidentialOrder: settings.supportsConfidentialOrder,
        suspendedReason: suspension?.reason ?? null,
        suspendedComment: suspension ? suspension.comment || null : null,
        suspendedAt: suspension ? (before.suspendedAt ?? new Date()) : null,
      })
      .where(eq(teams.id, teamId));
    await recordStaffAction(tx, {
      staffUserId: options.staffUserId,
      action: 'team.settings',
      teamId,
      details: {
        before: {
          customerType: before.customerType,
          dailyCapacity: before.dailyCapacity,
          supportsCustomFields: before.supportsCustomFields,
          supportsConfidentialOrder: before.supportsConfidentialOrder,
          suspendedReason: before.suspendedReason,
        },
        after: { ...settings, suspension: suspension?.reason ?? null },
      },
    });
  });
}

/**
 * Staff add credits to a team or take them (never below zero: 400), with a reason the team sees
 * in its credit history. The idempotency key makes a retry move credits once.
 */
export async function adjustTeamCredits(
  db: Db,
  options: { teamId: number; staffUserId: number; request: TCreditAdjustmentRequest },
): Promise<void> {
  const { teamId, request } = options;
  await db.transaction(async (tx) => {
    const [team] = await tx
      .select({ id: teams.id, currency: teams.currency })
      .from(teams)
      .where(eq(teams.id, teamId));
    if (!team) throw notFound();
    const appended = await appendCreditEntry(tx, {
      teamId,
      kind: 'adjustment',
      amount: request.amount,
      reason: request.reason,
      reference: `staff-adjustment:${request.idempotencyKey}`,
      userId: options.staffUserId,
    });
    if (!appended.created) return;
    await recordStaffAction(tx, {
      staffUserId: options.staffUserId,
      action: 'team.credits',
      teamId,
      details: {
        amount: request.amount,
        currency: team.currency,
        reason: request.reason,
        entryId: appended.entry.id,
      },
    });
  });
}
