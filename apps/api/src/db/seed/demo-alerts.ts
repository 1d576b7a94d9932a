import { createAlert } from '../../modules/init/index.ts';
import type { Db } from '../database.ts';
import { holidayClosureFrom } from './demo-holidays.ts';

/**
 * Demo alert: the holiday closure's banner (the same closure the demo holidays block), shown from
 * the moment the database is seeded until the studio reopens.
 */
export async function seedDemoAlerts(db: Db, now: Date = new Date()): Promise<void> {
  await createAlert(db, { ...holidayClosureFrom(now).alert, startsAt: now });
}
