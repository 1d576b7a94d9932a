import { z } from 'zod';
import { ZOrderStatus } from './order-statuses.ts';
import { boundedInteger, boundedString } from './validation.ts';

/**
 * The capacity overview (insights dashboard, §2.2 /reports/capacity-overview/{date?}, §3 capacity
 * reports): for a team with daily capacity, the slides its subscription orders take each day
 * against what it has, its orders by status and treatment, and the months of the year.
 */

export const capacityRules = { yearMin: 2000, yearMax: 2100 } as const;

/** GET /reports/capacity: the month (defaults: the current year and month). */
export const ZCapacityQuery = z.object({
  year: boundedInteger()
    .min(capacityRules.yearMin, 'Choose a year from 2000.')
    .max(capacityRules.yearMax, 'Choose a year up to 2100.')
    .optional(),
  month: boundedInteger().min(1, 'Choose a month.').max(12, 'Choose a month.').optional(),
});
export type TCapacityQuery = z.input<typeof ZCapacityQuery>;

/** GET /staff/reports/capacity: the same for a customer found by email. */
export const ZStaffCapacityQuery = ZCapacityQuery.extend({
  email: boundedString(254).trim().toLowerCase().min(3, 'Enter the customer’s email.'),
});
export type TStaffCapacityQuery = z.input<typeof ZStaffCapacityQuery>;

export const ZCapacityDay = z.object({
  /** YYYY-MM-DD in the provider's zone. */
  date: z.string(),
  /** Slides the team may take that day: its daily capacity on working days, 0 otherwise. */
  capacity: z.number().int().nonnegative(),
  /** Slides its subscription orders delivered that day take. */
  used: z.number().int().nonnegative(),
  /** Its orders delivered that day (any payment), cancelled ones left out. */
  orders: z.number().int().nonnegative(),
});
export type TCapacityDay = z.infer<typeof ZCapacityDay>;

export const ZCapacityMonth = z.object({
  /** YYYY-MM. */
  month: z.string(),
  capacity: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
});
export type TCapacityMonth = z.infer<typeof ZCapacityMonth>;

export const ZCapacityReport = z.object({
  team: z.object({ name: z.string(), dailyCapacity: z.number().int().nonnegative() }),
  year: z.number().int(),
  /** 1 to 12. */
  month: z.number().int(),
  /** dailyReportsData: every day of the month. */
  daily: z.array(ZCapacityDay),
  /** orderBreakDownData: the month's orders (by promised delivery), cancelled ones apart. */
  breakdown: z.object({
    byStatus: z.array(z.object({ status: ZOrderStatus, orders: z.number().int() })),
    byTreatment: z.array(
      z.object({ treatment: z.string(), orders: z.number().int(), slides: z.number().int() }),
    ),
  }),
  /** monthlyCapacityOverView: the twelve months of the year. */
  monthly: z.array(ZCapacityMonth),
});
export type TCapacityReport = z.infer<typeof ZCapacityReport>;

export const capacityMessages = {
  heading: 'Capacity overview',
  intro:
    'How much of your daily capacity your orders take: day by day, by order, and over the year.',
  staffHeading: 'Capacity overview of a customer',
  staffIntro: 'Enter a customer’s email to see their team’s capacity overview.',
  notAllowed:
    'The capacity overview is for owners and admins of a team with daily capacity (a subscription with slides a day).',
  noCustomer: 'No customer team with daily capacity has this email.',
  loadFailed: 'We could not load the capacity overview. Please try again.',
  daily: 'Daily capacity',
  breakdown: 'Orders this month',
  monthly: 'Over the year',
  year: 'Year',
  month: 'Month',
  used: 'Used',
  capacity: 'Capacity',
  orders: 'Orders',
  slides: 'Slides',
  noOrders: 'No orders are delivered this month.',
  tableToggle: 'Show the numbers as a table',
} as const;
