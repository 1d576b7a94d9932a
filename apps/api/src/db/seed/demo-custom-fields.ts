import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { customFields, enterpriseClients, teams } from '../schema/index.ts';

/** The demo enterprise team (demo-accounts.ts) and the enterprise client it orders as. */
export const demoEnterpriseTeamName = 'Contoso Enterprise';
export const demoEnterpriseClientKey = 'contoso';

/**
 * Demo custom fields (§6): the enterprise team asks a cost centre, a project code, an event date
 * and a region on every order, and the Contoso client flow (/clients/contoso/order-now) asks the
 * same, so both show the customFields step on first start.
 */
export async function seedDemoCustomFields(db: Db): Promise<void> {
  const [team] = await db
    .update(teams)
    .set({ supportsCustomFields: true })
    .where(eq(teams.name, demoEnterpriseTeamName))
    .returning({ id: teams.id });
  if (!team) return;
  await db.insert(customFields).values([
    { teamId: team.id, label: 'Cost centre', kind: 'text', required: true, position: 0 },
    { teamId: team.id, label: 'Project code', kind: 'text', position: 1 },
    { teamId: team.id, label: 'Event date', kind: 'date', position: 2 },
    {
      teamId: team.id,
      label: 'Region',
      kind: 'select',
      required: true,
      options: ['EMEA', 'Americas', 'APAC'],
      position: 3,
    },
  ]);
  await db
    .update(enterpriseClients)
    .set({ teamId: team.id })
    .where(eq(enterpriseClients.key, demoEnterpriseClientKey));
}
