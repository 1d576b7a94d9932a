import {
  formatDayIn,
  holidayMessages,
  type TStaffHoliday,
  type TStaffHolidayRequest,
} from '@deckhand/contract';
import { asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { providerHolidays, providerSettings } from '../../db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { recordStaffAction } from '../staff-audit/index.ts';

/** Today in the provider's zone (YYYY-MM-DD), the day holidays are counted from. */
async function providerToday(db: Db, now = new Date()): Promise<string> {
  const [settings] = await db
    .select({ timeZone: providerSettings.timeZone })
    .from(providerSettings);
  return formatDayIn(now, settings?.timeZone ?? 'UTC');
}

const toHoliday = (row: typeof providerHolidays.$inferSelect): TStaffHoliday => ({
  id: row.id,
  date: row.date,
  title: row.title,
  message: row.message,
  noAvailability: row.noAvailability,
});

/** The provider holidays from today on, soonest first. */
export async function findComingHolidays(db: Db): Promise<TStaffHoliday[]> {
  const rows = await db
    .select()
    .from(providerHolidays)
    .where(gte(providerHolidays.date, await providerToday(db)))
    .orderBy(asc(providerHolidays.date), asc(providerHolidays.id))
    .limit(500);
  return rows.map(toHoliday);
}

/** Adds a holiday of today or later, in the audit log. */
export async function addHoliday(
  db: Db,
  options: { staffUserId: number; holiday: TStaffHolidayRequest },
): Promise<TStaffHoliday> {
  const { holiday, staffUserId } = options;
  if (holiday.date < (await providerToday(db))) {
    throw new AppError('VALIDATION', holidayMessages.inPast, {
      fieldErrors: { date: [holidayMessages.inPast] },
    });
  }
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(providerHolidays).values(holiday).returning();
    if (!inserted) throw new Error('holidays: nothing inserted');
    await recordStaffAction(tx, {
      staffUserId,
      action: 'holiday.add',
      teamId: null,
      details: { date: inserted.date, title: inserted.title },
    });
    return inserted;
  });
  return toHoliday(row);
}

/** Removes a holiday, in the audit log; 404 when there is none with that id. */
export async function removeHoliday(
  db: Db,
  options: { staffUserId: number; holidayId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(providerHolidays)
      .where(eq(providerHolidays.id, options.holidayId))
      .returning();
    if (!removed) throw new AppError('NOT_FOUND', holidayMessages.notFound);
    await recordStaffAction(tx, {
      staffUserId: options.staffUserId,
      action: 'holiday.remove',
      teamId: null,
      details: { date: removed.date, title: removed.title },
    });
  });
}
