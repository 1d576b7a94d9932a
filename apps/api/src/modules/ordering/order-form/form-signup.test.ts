import {
  apiPrefix,
  endpoints,
  type TOrderFormComponent,
  type TOrderFormData,
} from '@deckhand/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

async function signupOf(flowKey: string, token: string | null) {
  const app = await context.createApp();
  const response = await callAs(app, token, {
    method: 'GET',
    url: `${apiPrefix}${endpoints.orderForms.form(flowKey)}?timezone=UTC`,
  });
  const data = response.json() as TOrderFormData;
  const signup = data.components.find((item) => item.name === 'signup') as
    | Extract<TOrderFormComponent, { name: 'signup' }>
    | undefined;
  return { data, signup };
}

describe('the signup step of the order flows (§3 signup, §2.3)', () => {
  it.each(['order-now', 'order-ads', 'quote', 'try-us-out', '10-for-49', 'client-northwind'])(
    '%s asks a visitor to sign up before paying',
    async (flowKey) => {
      const { data, signup } = await signupOf(flowKey, null);
      expect(signup?.properties).toEqual({ hideStep: false, required: true });
      const keys = data.steps.map((step) => step.key);
      const payAt = keys.includes('paymentDetails')
        ? keys.indexOf('paymentDetails')
        : keys.indexOf('submit');
      expect(keys.indexOf('signup')).toBeGreaterThan(keys.indexOf('brief'));
      expect(keys.indexOf('signup')).toBeLessThan(payAt);
    },
  );

  it('is hidden for a signed-in member', async () => {
    const team = await createTeamWithRoles(context.database.db);
    const { signup } = await signupOf('order-now', team.manager.token);
    expect(signup?.properties).toEqual({ hideStep: true, required: false });
  });
});
