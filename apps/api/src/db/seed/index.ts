import type { UploadStore } from '../../platform/storage/upload-store.ts';
import type { Db } from '../database.ts';
import { seedRuns } from '../schema/index.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoAlerts } from './demo-alerts.ts';
import { seedDemoApprovers } from './demo-approvers.ts';
import { seedCreditPackages, seedDemoBilling } from './demo-billing.ts';
import { seedDemoBrandCheck } from './demo-brand-check.ts';
import { seedDemoCapacityOrders } from './demo-capacity-orders.ts';
import { seedDemoCoupons } from './demo-coupons.ts';
import { seedDemoCustomFields } from './demo-custom-fields.ts';
import { seedDemoHolidays } from './demo-holidays.ts';
import { seedDemoOrderWork } from './demo-order-work.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoReviewGuests } from './demo-review-guests.ts';
import { seedDemoReviewLog } from './demo-review-log.ts';
import { seedDemoReviewPins } from './demo-review-pins.ts';
import { seedDemoStyleTemplates } from './demo-style-templates.ts';
import { seedNewFlowSteps } from './ordering-flow-steps.ts';
import { seedOrderingReference } from './ordering-reference.ts';
import { seedSubscriptionPlans } from './subscription-plans.ts';

/** What a seed may need besides the database: where uploaded files are stored. */
export interface SeedContext {
  store: UploadStore;
}

type Seed<Context = SeedContext> = {
  name: string;
  run: (db: Db, context: Context) => Promise<void>;
};

/** In order. Never rename a seed that has shipped: the name is its marker in seed_runs. */
const demoSeeds: readonly Seed[] = [
  { name: 'demo-alerts', run: (db) => seedDemoAlerts(db) },
  { name: 'demo-accounts', run: seedDemoAccounts },
  { name: 'demo-billing', run: (db) => seedDemoBilling(db) },
  { name: 'demo-holidays', run: (db) => seedDemoHolidays(db) },
  { name: 'demo-coupons', run: (db) => seedDemoCoupons(db) },
  { name: 'demo-custom-fields', run: seedDemoCustomFields },
  { name: 'demo-orders', run: (db) => seedDemoOrders(db) },
  {
    name: 'demo-style-templates',
    run: (db, context) => seedDemoStyleTemplates(db, context.store),
  },
  {
    name: 'demo-order-work',
    run: (db, context) => seedDemoOrderWork(db, context.store),
  },
  { name: 'demo-review-pins', run: (db) => seedDemoReviewPins(db) },
  { name: 'demo-brand-check', run: (db, context) => seedDemoBrandCheck(db, context.store) },
  { name: 'demo-review-log', run: (db) => seedDemoReviewLog(db) },
  { name: 'demo-approvers', run: (db) => seedDemoApprovers(db) },
  { name: 'demo-review-guests', run: (db) => seedDemoReviewGuests(db) },
  { name: 'demo-capacity-orders', run: (db) => seedDemoCapacityOrders(db) },
];

/**
 * Reference data every environment needs (production too), in order: the plans customers buy,
 * the credit packs, the ordering tables (flows, prices, VAT rates, the provider's settings).
 * Same markers as the demo seeds; run at every start before the app listens.
 */
const referenceSeeds: readonly Seed<null>[] = [
  { name: 'subscription-plans', run: seedSubscriptionPlans },
  { name: 'credit-packages', run: seedCreditPackages },
  { name: 'ordering-reference', run: seedOrderingReference },
  { name: 'ordering-flow-steps-2026-11', run: seedNewFlowSteps },
];

/**
 * Runs `seed` unless its marker row exists. Marker and data are written in one transaction, so
 * instances starting at once cannot both seed: the second waits on the marker's key, then skips.
 */
export async function runSeedOnce<Context>(
  db: Db,
  seed: Seed<Context>,
  context: Context,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ name: seed.name })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (inserted.length === 0) return false;
    await seed.run(tx, context);
    return true;
  });
}

/** Fills a fresh database with demo data; a second call adds nothing. Returns the seeds that ran. */
export async function seedDemoData(db: Db, context: SeedContext): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of demoSeeds) {
    if (await runSeedOnce(db, seed, context)) ran.push(seed.name);
  }
  return ran;
}

/** Fills in the reference data of every environment; a second call adds nothing. */
export async function seedReferenceData(db: Db): Promise<string[]> {
  const ran: string[] = [];
  // Reference seeds store no files.
  for (const seed of referenceSeeds) {
    if (await runSeedOnce(db, seed, null)) ran.push(seed.name);
  }
  return ran;
}
