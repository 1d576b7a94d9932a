import { z } from 'zod';
import { readJson, writeJson } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';
import {
  defaultReminderSettings,
  reminderKey,
  type TDismissedReminders,
  type THolidayReminder,
  type TReminderSettings,
} from './holiday-reminders';

const ZSettings = z.object({
  daily: z.boolean().catch(true),
  weekly: z.boolean().catch(true),
  monthly: z.boolean().catch(true),
});
const ZDismissed = z.record(z.string().max(40), z.string().max(40));

/** Which reminder kinds are on, kept on this device (§4: all on until switched off). */
export const readReminderSettings = (): TReminderSettings =>
  readJson('local', storageKeys.holidayReminderSettings, ZSettings, defaultReminderSettings);

export const writeReminderSettings = (settings: TReminderSettings) =>
  writeJson('local', storageKeys.holidayReminderSettings, settings);

export const readDismissedReminders = (): TDismissedReminders =>
  readJson('local', storageKeys.holidayReminders, ZDismissed, {});

/** Records that a reminder was dismissed or clicked, and when (§4): it is not shown again. */
export function recordReminderSeen(reminder: THolidayReminder, now = new Date()): void {
  writeJson('local', storageKeys.holidayReminders, {
    ...readDismissedReminders(),
    [reminderKey(reminder)]: now.toISOString(),
  });
}
