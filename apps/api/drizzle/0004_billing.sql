CREATE TABLE "billing_profiles" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"company_name" text,
	"billing_email" text,
	"vat_number" text,
	"street" text,
	"city" text,
	"state" text,
	"postcode" text,
	"country_id" integer,
	"phone_country_id" integer,
	"phone_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"payment_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_reference_unique" UNIQUE("team_id","kind","reference"),
	CONSTRAINT "credit_entries_kind_check" CHECK ("credit_entries"."kind" in ('purchase', 'spend', 'refund', 'adjustment')),
	CONSTRAINT "credit_entries_balance_check" CHECK ("credit_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"credits" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"colour" text NOT NULL,
	"pros" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approx_slides" integer DEFAULT 0 NOT NULL,
	"is_upsell" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "credit_packages_name_unique" UNIQUE("name"),
	CONSTRAINT "credit_packages_amounts_check" CHECK ("credit_packages"."amount" > 0 and "credit_packages"."credits" >= "credit_packages"."amount")
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"kind" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"vat" text,
	"gateway" text,
	"gateway_ref" text,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"street" text,
	"city" text,
	"state" text,
	"zip" text,
	"country_id" integer,
	"po_number" text,
	"po_expires_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_methods_kind_check" CHECK ("payment_methods"."kind" in ('card', 'invoice')),
	CONSTRAINT "payment_methods_card_check" CHECK ("payment_methods"."kind" <> 'card' or ("payment_methods"."gateway" is not null and "payment_methods"."gateway_ref" is not null and "payment_methods"."last4" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"purpose" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method_id" integer,
	"method_label" text NOT NULL,
	"gateway" text,
	"gateway_payment_id" text,
	"failure_code" text,
	"failure_message" text,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"receipt_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_gateway_payment_id_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "payments_idempotency_unique" UNIQUE("team_id","idempotency_key"),
	CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('creditPack', 'subscription', 'order')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'requiresAction', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"interval_months" integer DEFAULT 1 NOT NULL,
	"turnaround_hours" integer NOT NULL,
	"daily_capacity" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"plan_key" text NOT NULL,
	"status" text NOT NULL,
	"payment_method_id" integer,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"paused_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'paused', 'pastDue', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "credit_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "gateway_customer_id" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "suspended_comment" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_key_subscription_plans_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."subscription_plans"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_team_idx" ON "credit_entries" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "payment_methods_team_idx" ON "payment_methods" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default" ON "payment_methods" USING btree ("team_id") WHERE "payment_methods"."is_default" and "payment_methods"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "payments_team_idx" ON "payments" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_team" ON "subscriptions" USING btree ("team_id") WHERE "subscriptions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_credit_balance_check" CHECK ("teams"."credit_balance" >= 0);--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_suspended_reason_check" CHECK ("teams"."suspended_reason" is null or "teams"."suspended_reason" in ('failedPaymentCard', 'failedOrderPayment', 'insufficientCredits', 'other'));