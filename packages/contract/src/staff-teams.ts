import { z } from 'zod';
import { toMinorUnits } from './money.ts';
import { pageOf, pageQuery } from './paging.ts';
import { ZIdempotencyKey } from './payments.ts';
import { customerTypes, suspendedReasonKeys } from './user.ts';
import { boundedString, requiredString, ZServerDate } from './validation.ts';

/**
 * The staff console's teams and audit log (staff only): every team with its settings (customer
 * type, daily capacity, custom fields, confidential orders, suspension), credit adjustments with
 * a reason, and the log of every staff action.
 */

export const staffTeamRules = {
  dailyCapacityMax: 10_000,
  adjustmentMax: 10_000_000,
  reasonMax: 200,
  suspensionCommentMax: 500,
} as const;

export const ZStaffTeamsQuery = pageQuery(['name', 'created'] as const).extend({
  search: boundedString(60).trim().optional(),
});
export type TStaffTeamsQuery = z.infer<typeof ZStaffTeamsQuery>;

export const ZStaffTeamListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  customerType: z.enum(customerTypes),
  members: z.number().int(),
  orders: z.number().int(),
  creditBalance: z.number().int(),
  currency: z.string(),
  suspended: z.boolean(),
  createdAt: ZServerDate,
});
export type TStaffTeamListItem = z.infer<typeof ZStaffTeamListItem>;
export const ZStaffTeamsResponse = pageOf(ZStaffTeamListItem);
export type TStaffTeamsResponse = z.infer<typeof ZStaffTeamsResponse>;

const ZSuspension = z.object({
  reason: z.enum(suspendedReasonKeys),
  comment: boundedString(staffTeamRules.suspensionCommentMax).trim().default(''),
});

/** PUT /staff/teams/{id}/settings: the settings staff keep for a team. */
export const ZStaffTeamSettings = z.object({
  customerType: z.enum(customerTypes),
  /** Slides a day of its capacity plan; null for none. */
  dailyCapacity: z
    .number()
    .int('Whole slides only.')
    .min(1, 'At least 1 slide a day, or none.')
    .max(
      staffTeamRules.dailyCapacityMax,
      `At most ${staffTeamRules.dailyCapacityMax} slides a day.`,
    )
    .nullable(),
  supportsCustomFields: z.boolean(),
  supportsConfidentialOrder: z.boolean(),
  /** Set to suspend the account (§3 suspendedReason); null lifts a suspension. */
  suspension: ZSuspension.nullable(),
});
export type TStaffTeamSettings = z.input<typeof ZStaffTeamSettings>;

export const ZStaffTeam = ZStaffTeamSettings.extend({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  creditBalance: z.number().int(),
  createdAt: ZServerDate,
  members: z.array(z.object({ name: z.string(), email: z.string(), role: z.string() })),
  suspension: z.object({ reason: z.enum(suspendedReasonKeys), comment: z.string() }).nullable(),
});
export type TStaffTeam = z.infer<typeof ZStaffTeam>;

export const creditAdjustmentMessages = {
  amountRequired: 'Enter an amount other than zero.',
  amountTooLarge: 'The amount is too large.',
  wholeCents: 'Whole cents only.',
  /** The staff form's word for an empty reason (the API answers the generic required). */
  reasonRequired: 'Give the reason the team will read.',
} as const;

/** POST /staff/teams/{id}/credit-adjustments: credits added (> 0) or taken (< 0), with a reason. */
export const ZCreditAdjustmentRequest = z.object({
  amount: z
    .number()
    .int(creditAdjustmentMessages.wholeCents)
    .min(-staffTeamRules.adjustmentMax, creditAdjustmentMessages.amountTooLarge)
    .max(staffTeamRules.adjustmentMax, creditAdjustmentMessages.amountTooLarge)
    .refine((amount) => amount !== 0, creditAdjustmentMessages.amountRequired),
  reason: requiredString(staffTeamRules.reasonMax),
  /** One per adjustment: a retried request moves credits once. */
  idempotencyKey: ZIdempotencyKey,
});
export type TCreditAdjustmentRequest = z.infer<typeof ZCreditAdjustmentRequest>;

/** The number field's value in major units ('' or text while typing) as minor units. */
const toTypedMinorUnits = (value: unknown) => {
  const major = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof major === 'number' && Number.isFinite(major) ? toMinorUnits(major) : undefined;
};

/**
 * The staff's credit adjustment form, on the request's rules: the amount as typed in the team's
 * currency (text while a decimal is typed) checked as the request's minor units, and the reason
 * the team reads. The page adds the idempotency key.
 */
export const ZCreditAdjustmentForm = ZCreditAdjustmentRequest.omit({ idempotencyKey: true }).extend(
  {
    amount: z.preprocess(
      toTypedMinorUnits,
      z
        .number({ error: creditAdjustmentMessages.amountRequired })
        .pipe(ZCreditAdjustmentRequest.shape.amount),
    ),
    reason: boundedString(staffTeamRules.reasonMax)
      .trim()
      .min(1, creditAdjustmentMessages.reasonRequired),
  },
);

export const ZStaffAuditQuery = pageQuery(['at'] as const).extend({
  teamId: z.coerce.number().int().positive().optional(),
});
export type TStaffAuditQuery = z.infer<typeof ZStaffAuditQuery>;

export const ZStaffAuditEntry = z.object({
  id: z.number().int(),
  at: ZServerDate,
  staff: z.string().nullable(),
  action: z.string(),
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  orderId: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type TStaffAuditEntry = z.infer<typeof ZStaffAuditEntry>;
export const ZStaffAuditResponse = pageOf(ZStaffAuditEntry);
export type TStaffAuditResponse = z.infer<typeof ZStaffAuditResponse>;

export const staffTeamMessages = {
  teamsHeading: 'Teams',
  teamsIntro: 'Every customer team: its settings, credits and people.',
  notFound: 'Team not found',
  saved: 'Team settings saved.',
  adjusted: 'Credits adjusted.',
  settingsHeading: 'Settings',
  creditsHeading: 'Credits',
  membersHeading: 'People',
  auditHeading: 'Audit log',
  auditIntro: 'Every change staff made, newest first.',
  actionNames: {
    'order.start': 'Started the work',
    'order.deliver': 'Delivered files',
    'order.deliverDraft': 'Delivered a draft for its brand check',
    'order.publish': 'Published a draft to the customer',
    'order.previewRetry': 'Retried a preview',
    'order.brandDecision': 'Marked a brand finding intended (or took it back)',
    'order.cancel': 'Cancelled the order',
    'order.comment': 'Commented',
    'order.price': 'Priced the quote',
    'team.settings': 'Changed team settings',
    'team.credits': 'Adjusted credits',
    'holiday.add': 'Added a holiday',
    'holiday.remove': 'Removed a holiday',
    'alert.post': 'Posted an alert',
    'alert.end': 'Ended an alert',
  } as Record<string, string>,
} as const;
