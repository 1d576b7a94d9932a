import { approvalDecisions, approvalRuleKinds, approverKinds } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { quotedList } from './quoted-list.ts';
import { reviewGuests } from './review-guests.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * An order's approval rule (modules/ordering/approvals): all, any one, or `required` of its named
 * approvers. No row: nobody is named and anyone on the team decides.
 */
export const orderApprovalRules = pgTable(
  'order_approval_rules',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rule: text('rule', { enum: approvalRuleKinds }).notNull(),
    /** k of "k of n" (null for the other rules). */
    required: integer('required'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'order_approval_rules_rule_check',
      sql`${table.rule} in (${quotedList(approvalRuleKinds)})`,
    ),
  ],
);

/**
 * The people named to decide on an order's versions: a team member (`user_id`) or a guest
 * reviewer. Removing one sets `removed_at`, so their past decisions keep who made them.
 */
export const orderApprovers = pgTable(
  'order_approvers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: approverKinds }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The guest reviewer (invited by e-mail). */
    guestId: integer('guest_id').references(() => reviewGuests.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    check('order_approvers_kind_check', sql`${table.kind} in (${quotedList(approverKinds)})`),
    check(
      'order_approvers_who_check',
      sql`(${table.kind} = 'member') = (${table.userId} is not null and ${table.guestId} is null)`,
    ),
    uniqueIndex('order_approvers_member_idx')
      .on(table.orderId, table.userId)
      .where(sql`${table.removedAt} is null`),
    uniqueIndex('order_approvers_guest_idx')
      .on(table.orderId, table.guestId)
      .where(sql`${table.removedAt} is null`),
  ],
);
export type OrderApproverRow = typeof orderApprovers.$inferSelect;

/**
 * One approver's decision on one version (round). Withdrawing or deciding again sets
 * `withdrawn_at` on the one before: at most one standing decision per approver and round.
 */
export const orderApprovalDecisions = pgTable(
  'order_approval_decisions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    approverId: integer('approver_id')
      .notNull()
      .references(() => orderApprovers.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    decision: text('decision', { enum: approvalDecisions }).notNull(),
    notes: text('notes'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'order_approval_decisions_decision_check',
      sql`${table.decision} in (${quotedList(approvalDecisions)})`,
    ),
    uniqueIndex('order_approval_decisions_standing_idx')
      .on(table.approverId, table.round)
      .where(sql`${table.withdrawnAt} is null`),
    index('order_approval_decisions_order_idx').on(table.orderId, table.round),
  ],
);

/** What a team's new orders start with: a rule and team members as approvers. */
export const teamApprovalDefaults = pgTable(
  'team_approval_defaults',
  {
    teamId: integer('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    rule: text('rule', { enum: approvalRuleKinds }).notNull(),
    required: integer('required'),
    approverUserIds: integer('approver_user_ids').array().notNull().default(sql`'{}'::integer[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'team_approval_defaults_rule_check',
      sql`${table.rule} in (${quotedList(approvalRuleKinds)})`,
    ),
  ],
);
