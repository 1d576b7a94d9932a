import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';
import { orderFlows } from '../schema/index.ts';
import { addMissingSteps, seedNewFlowSteps } from './ordering-flow-steps.ts';
import { orderNowDefinition } from './ordering-flows.ts';
import { seedOrderingReference } from './ordering-reference.ts';

const step = (
  key: 'treatments' | 'brief' | 'customFields' | 'coupon' | 'submit',
  title: string = key,
) => ({
  key,
  title,
  description: '',
  components: [],
});

describe('adding the steps a flow gained since it was seeded', () => {
  it('puts each new step after the one it follows in the seed, keeping stored steps as they are', () => {
    const stored = [step('treatments', 'Renamed by staff'), step('brief'), step('submit')];
    const seeded = [
      step('treatments'),
      step('brief'),
      step('customFields'),
      step('coupon'),
      step('submit'),
    ];
    expect(addMissingSteps(stored, seeded).map((item) => [item.key, item.title])).toEqual([
      ['treatments', 'Renamed by staff'],
      ['brief', 'brief'],
      ['customFields', 'customFields'],
      ['coupon', 'coupon'],
      ['submit', 'submit'],
    ]);
    expect(addMissingSteps([step('submit')], [step('coupon'), step('submit')])[0]?.key).toBe(
      'coupon',
    );
    expect(addMissingSteps(seeded, seeded)).toEqual(seeded);
  });

  const context = useTestContext();

  it('updates a flow stored before the step existed, and leaves an up-to-date one alone', async () => {
    const db = context.database.db;
    await seedOrderingReference(db);
    const old = orderNowDefinition.steps.filter((item) => item.key !== 'customFields');
    await db
      .update(orderFlows)
      .set({ definition: { ...orderNowDefinition, steps: old } })
      .where(eq(orderFlows.key, 'order-now'));
    await seedNewFlowSteps(db);
    const [row] = await db.select().from(orderFlows).where(eq(orderFlows.key, 'order-now'));
    expect(row?.definition.steps.map((item) => item.key)).toEqual(
      orderNowDefinition.steps.map((item) => item.key),
    );
  });
});
