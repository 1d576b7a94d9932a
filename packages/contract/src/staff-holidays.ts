import { z } from 'zod';
import { boundedString, requiredString } from './validation.ts';

/**
 * The provider's holidays as staff keep them (/staff/holidays): days the studio is closed or
 * short of designers. A day with no availability blocks delivery dates (the order form's date
 * picker shows it blocked with its title); the others are only told to customers.
 */
export const holidayRules = { titleMax: 120, messageMax: 500 } as const;

export const ZStaffHolidayRequest = z.object({
  /** YYYY-MM-DD in the provider's zone; today or later. */
  date: z.iso.date({ error: 'Choose a date.' }).max(10),
  title: requiredString(holidayRules.titleMax),
  message: boundedString(holidayRules.messageMax).trim().default(''),
  noAvailability: z.boolean().default(true),
});
export type TStaffHolidayRequest = z.input<typeof ZStaffHolidayRequest>;

export const ZStaffHoliday = z.object({
  id: z.number().int(),
  date: z.string(),
  title: z.string(),
  message: z.string(),
  noAvailability: z.boolean(),
});
export type TStaffHoliday = z.infer<typeof ZStaffHoliday>;

export const ZStaffHolidaysResponse = z.object({ holidays: z.array(ZStaffHoliday) });
export type TStaffHolidaysResponse = z.infer<typeof ZStaffHolidaysResponse>;

export const holidayMessages = {
  heading: 'Holidays',
  intro:
    'Days the studio is closed or short of designers. A day without designers blocks delivery dates; customers see every holiday.',
  inPast: 'Choose today or a later date.',
  added: 'Holiday added.',
  removed: 'Holiday removed.',
  notFound: 'Holiday not found',
  empty: 'No holidays ahead.',
} as const;
