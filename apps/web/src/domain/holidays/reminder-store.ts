import { readCheckedJson, writeJson } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';
import { isPlainRecord, isRecordOf } from '@/lib/storage/stored-shapes';
import {
  defaultReminderSettings,
  reminderKey,
  type TDismissedReminders,
  type THolidayReminder,
  type TReminderSettings,
} from './holiday-reminders';

/** A reminder's key or the time it was seen: a short string. */
const isShortString = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40;
const isDismissed = (value: unknown): value is TDismissedReminders =>
  isRecordOf(isShortString)(value) && Object.keys(value).every(isShortString);

/**
 * Which reminder kinds are on, kept on this device (§4: all on until switched off); a kind whose
 * stored value is not a yes or no is on.
 */
export function readReminderSettings(): TReminderSettings {
  const stored = readCheckedJson('local', storageKeys.holidayReminderSettings, isPlainRecord, {});
  const isOn = (kind: keyof TReminderSettings) =>
    typeof stored[kind] === 'boolean' ? stored[kind] : defaultReminderSettings[kind];
  return { daily: isOn('daily'), weekly: isOn('weekly'), monthly: isOn('monthly') };
}

export const writeReminderSettings = (settings: TReminderSettings) =>
  writeJson('local', storageKeys.holidayReminderSettings, settings);

export const readDismissedReminders = (): TDismissedReminders =>
  readCheckedJson('local', storageKeys.holidayReminders, isDismissed, {});

/** Records that a reminder was dismissed or clicked, and when (§4): it is not shown again. */
export function recordReminderSeen(reminder: THolidayReminder, now = new Date()): void {
  writeJson('local', storageKeys.holidayReminders, {
    ...readDismissedReminders(),
    [reminderKey(reminder)]: now.toISOString(),
  });
}
