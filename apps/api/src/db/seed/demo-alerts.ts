import { createAlert } from '../../modules/init/index.ts';
import type { Db } from '../database.ts';

export const holidayClosureAlert = {
  key: 'holiday',
  type: 'info',
  message:
    'Our studio is closed for the holidays from 24 December 2026 to 1 January 2027. Orders placed ' +
    'in that time are scheduled from 4 January 2027; urgent requests are still answered by email.',
  endsAt: new Date('2027-01-04T00:00:00Z'),
} as const;

/** Demo alert: shown from the moment the database is seeded until the studio reopens. */
export async function seedDemoAlerts(db: Db): Promise<void> {
  await createAlert(db, { ...holidayClosureAlert, startsAt: new Date() });
}
