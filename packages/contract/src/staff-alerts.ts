import { z } from 'zod';
import { alertKeys, ZAlertType } from './init.ts';
import { requiredString, ZServerDate } from './validation.ts';

/**
 * Site-wide alerts staff post from the console (/staff/alerts): a maintenance window or a
 * holiday notice, shown as a banner of its type to every visitor of the customer area while its
 * window is open (§3 init alerts), dismissible by its hash.
 */
export const staffAlertKeys = ['maintenance', 'holiday'] as const;
export const staffAlertRules = { messageMax: 500 } as const;

const ZWhen = z.iso.datetime({ offset: true, error: 'Enter a date and time.' }).max(40);

/** POST /staff/alerts. */
export const ZStaffAlertRequest = z
  .object({
    key: z.enum(staffAlertKeys),
    type: ZAlertType,
    message: requiredString(staffAlertRules.messageMax),
    /** From now when left out. */
    startsAt: ZWhen.optional(),
    /** Open-ended when left out. */
    endsAt: ZWhen.optional(),
  })
  .refine((alert) => !alert.endsAt || !alert.startsAt || alert.endsAt > alert.startsAt, {
    path: ['endsAt'],
    message: 'The end must be after the start.',
  });
export type TStaffAlertRequest = z.input<typeof ZStaffAlertRequest>;

/**
 * The console's alert form: the window as local date and times (datetime-local, the staff
 * member's zone), empty for "from now" and "until ended"; the page sends ZStaffAlertRequest.
 */
export const ZStaffAlertForm = z.object({
  key: z.enum(staffAlertKeys),
  type: ZAlertType,
  message: requiredString(staffAlertRules.messageMax),
  startsAt: z.string().max(40),
  endsAt: z.string().max(40),
});
export type TStaffAlertForm = z.input<typeof ZStaffAlertForm>;

export const staffAlertStates = ['scheduled', 'showing', 'ended'] as const;

export const ZStaffAlert = z.object({
  id: z.number().int(),
  key: z.enum(alertKeys),
  type: ZAlertType,
  message: z.string(),
  startsAt: ZServerDate,
  endsAt: ZServerDate.nullable(),
  state: z.enum(staffAlertStates),
});
export type TStaffAlert = z.infer<typeof ZStaffAlert>;

/** GET /staff/alerts: the scheduled and showing alerts, and those ended in the last 30 days. */
export const ZStaffAlertsResponse = z.object({ alerts: z.array(ZStaffAlert) });
export type TStaffAlertsResponse = z.infer<typeof ZStaffAlertsResponse>;

export const staffAlertMessages = {
  heading: 'Alerts',
  intro:
    'Banners every customer sees while their window is open: planned maintenance or a holiday notice. Each can be dismissed; a reworded alert shows again.',
  formHeading: 'Post an alert',
  listHeading: 'Alerts',
  empty: 'No alerts scheduled or showing.',
  posted: 'Alert posted.',
  ended: 'Alert ended.',
  notFound: 'Alert not found',
  endInPast: 'The end must be in the future.',
  endNow: 'End now',
  keys: { maintenance: 'Maintenance', holiday: 'Holiday' },
  states: { scheduled: 'Scheduled', showing: 'Showing', ended: 'Ended' },
} as const;
