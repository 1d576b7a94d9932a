import { inArray } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { type FlowDefinition, orderFlows } from '../schema/index.ts';
import { clientFlowKey, clientSeeds } from './ordering-clients.ts';
import { clientFlowDefinition, publicFlowSeeds } from './ordering-flows.ts';

type Step = FlowDefinition['steps'][number];

/**
 * The stored steps with every step of the seed's definition they lack, each placed after the
 * step it follows in the seed (or first). Stored steps are kept as they are: staff may have
 * changed their titles or components.
 */
export function addMissingSteps(stored: readonly Step[], seeded: readonly Step[]): Step[] {
  const steps = [...stored];
  seeded.forEach((step, index) => {
    if (steps.some((existing) => existing.key === step.key)) return;
    const before = seeded
      .slice(0, index)
      .map((earlier) => steps.findIndex((existing) => existing.key === earlier.key))
      .filter((position) => position >= 0);
    const at = before.length === 0 ? 0 : Math.max(...before) + 1;
    steps.splice(at, 0, step);
  });
  return steps;
}

/**
 * Brings the flows seeded before a step existed up to date (the reference seed inserts flows
 * once and never overwrites them): the customFields and coupon steps of Ordering. A later step
 * ships under a new seed name that runs this again.
 */
export async function seedNewFlowSteps(db: Db): Promise<void> {
  const seeded = new Map<string, FlowDefinition>([
    ...publicFlowSeeds.map((flow): [string, FlowDefinition] => [flow.key, flow.definition]),
    ...clientSeeds.map((client): [string, FlowDefinition] => [
      clientFlowKey(client.key),
      clientFlowDefinition,
    ]),
  ]);
  const rows = await db
    .select({ key: orderFlows.key, definition: orderFlows.definition })
    .from(orderFlows)
    .where(inArray(orderFlows.key, [...seeded.keys()]));
  for (const row of rows) {
    const seed = seeded.get(row.key);
    if (!seed) continue;
    const steps = addMissingSteps(row.definition.steps, seed.steps);
    if (steps.length === row.definition.steps.length) continue;
    await db
      .update(orderFlows)
      .set({ definition: { ...row.definition, steps } })
      .where(inArray(orderFlows.key, [row.key]));
  }
}
