import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { teams } from '../../../db/schema/index.ts';
import { findCountryById } from '../../countries/index.ts';

/** The team's country for the clock (its billing country), as code and name; null when unset. */
export async function findTeamCountry(
  db: Db,
  teamId: number,
): Promise<{ code: string; name: string } | null> {
  const [team] = await db
    .select({ countryId: teams.billingCountryId })
    .from(teams)
    .where(eq(teams.id, teamId));
  if (!team?.countryId) return null;
  const country = findCountryById(team.countryId);
  return country ? { code: country.code, name: country.name } : null;
}
