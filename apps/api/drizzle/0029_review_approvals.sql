CREATE TABLE "order_approval_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"approver_id" integer NOT NULL,
	"round" integer NOT NULL,
	"decision" text NOT NULL,
	"notes" text,
	"decided_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "order_approval_decisions_decision_check" CHECK ("order_approval_decisions"."decision" in ('approve', 'revise'))
);
--> statement-breakpoint
CREATE TABLE "order_approval_rules" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"required" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_approval_rules_rule_check" CHECK ("order_approval_rules"."rule" in ('all', 'any', 'count'))
);
--> statement-breakpoint
CREATE TABLE "order_approvers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"guest_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "order_approvers_kind_check" CHECK ("order_approvers"."kind" in ('member', 'guest')),
	CONSTRAINT "order_approvers_who_check" CHECK (("order_approvers"."kind" = 'member') = ("order_approvers"."user_id" is not null and "order_approvers"."guest_id" is null))
);
--> statement-breakpoint
CREATE TABLE "team_approval_defaults" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"required" integer,
	"approver_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_approval_defaults_rule_check" CHECK ("team_approval_defaults"."rule" in ('all', 'any', 'count'))
);
--> statement-breakpoint
ALTER TABLE "order_review_events" DROP CONSTRAINT "order_review_events_kind_check";--> statement-breakpoint
ALTER TABLE "order_approval_decisions" ADD CONSTRAINT "order_approval_decisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approval_decisions" ADD CONSTRAINT "order_approval_decisions_approver_id_order_approvers_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."order_approvers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approval_rules" ADD CONSTRAINT "order_approval_rules_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvers" ADD CONSTRAINT "order_approvers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvers" ADD CONSTRAINT "order_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_approval_defaults" ADD CONSTRAINT "team_approval_defaults_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_approval_decisions_standing_idx" ON "order_approval_decisions" USING btree ("approver_id","round") WHERE "order_approval_decisions"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "order_approval_decisions_order_idx" ON "order_approval_decisions" USING btree ("order_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "order_approvers_member_idx" ON "order_approvers" USING btree ("order_id","user_id") WHERE "order_approvers"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "order_review_events" ADD CONSTRAINT "order_review_events_kind_check" CHECK ("order_review_events"."kind" in ('versionDelivered', 'versionOpened', 'pinAdded', 'pinResolved', 'pinReopened', 'approved', 'revisionRequested', 'reminderSent', 'reviewExtended', 'reviewPaused', 'reviewResumed', 'autoApproved', 'reopened', 'guestInvited', 'guestRevoked', 'approversChanged', 'decisionRecorded', 'decisionWithdrawn'));