import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  type CreditEntryRow,
  type CreditPackageRow,
  creditEntries,
  creditPackages,
  teams,
} from '../../../db/schema/index.ts';

/** Active packs in their order (the credit packs page, the public list). */
export function listActivePackages(db: Db): Promise<CreditPackageRow[]> {
  return db
    .select()
    .from(creditPackages)
    .where(eq(creditPackages.active, true))
    .orderBy(asc(creditPackages.position), asc(creditPackages.id));
}

export async function getPackage(db: Db, id: number): Promise<CreditPackageRow | null> {
  const [row] = await db.select().from(creditPackages).where(eq(creditPackages.id, id));
  return row ?? null;
}

/** The active pack the upsell popup offers, if any. */
export async function getUpsellPackage(db: Db): Promise<CreditPackageRow | null> {
  const [row] = await db
    .select()
    .from(creditPackages)
    .where(and(eq(creditPackages.isUpsell, true), eq(creditPackages.active, true)))
    .orderBy(asc(creditPackages.position))
    .limit(1);
  return row ?? null;
}

/** One page of a team's ledger, by date (ties by id, so the order is stable). */
export async function listTeamEntries(
  db: Db,
  options: { teamId: number; page: number; limit: number; direction: 'asc' | 'desc' },
): Promise<{ rows: (CreditEntryRow & { currency: string })[]; total: number }> {
  const order = options.direction === 'asc' ? asc : desc;
  const where = eq(creditEntries.teamId, options.teamId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ entry: creditEntries, currency: teams.currency })
      .from(creditEntries)
      .innerJoin(teams, eq(teams.id, creditEntries.teamId))
      .where(where)
      .orderBy(order(creditEntries.createdAt), order(creditEntries.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ total: count() }).from(creditEntries).where(where),
  ]);
  return {
    rows: rows.map(({ entry, currency }) => ({ ...entry, currency })),
    total: Number(totals?.total ?? 0),
  };
}
