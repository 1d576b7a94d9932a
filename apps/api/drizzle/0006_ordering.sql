CREATE TABLE "addon_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_key" text,
	"addon_key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_per_slide" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "addon_prices_unique" UNIQUE NULLS NOT DISTINCT("flow_key","addon_key"),
	CONSTRAINT "addon_prices_price_check" CHECK ("addon_prices"."price_per_slide" >= 0)
);
--> statement-breakpoint
CREATE TABLE "enterprise_clients" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"branding" jsonb NOT NULL,
	"team_id" integer,
	"hide_footer" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_flows" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"stepped" boolean DEFAULT true NOT NULL,
	"is_quote" boolean DEFAULT false NOT NULL,
	"client_key" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"definition" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "order_flows_kind_check" CHECK ("order_flows"."kind" in ('public', 'client')),
	CONSTRAINT "order_flows_client_check" CHECK (("order_flows"."kind" = 'client') = ("order_flows"."client_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "provider_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"no_availability" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"daily_slide_capacity" integer NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatment_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_key" text,
	"treatment" text NOT NULL,
	"turnaround" text NOT NULL,
	"price_per_slide" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	CONSTRAINT "treatment_prices_unique" UNIQUE NULLS NOT DISTINCT("flow_key","treatment","turnaround"),
	CONSTRAINT "treatment_prices_treatment_check" CHECK ("treatment_prices"."treatment" in ('fixup', 'redesign', 'customDesign')),
	CONSTRAINT "treatment_prices_price_check" CHECK ("treatment_prices"."price_per_slide" >= 0)
);
--> statement-breakpoint
CREATE TABLE "turnarounds" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hours" integer NOT NULL,
	"pro_only" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"country_code" text PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_transitions_actor_check" CHECK ("order_transitions"."actor_kind" in ('customer', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"created_by_user_id" integer,
	"flow_key" text NOT NULL,
	"status" text NOT NULL,
	"treatment" text,
	"slides" integer,
	"turnaround" text,
	"form_values" jsonb NOT NULL,
	"price" jsonb,
	"currency" text NOT NULL,
	"total" integer,
	"capacity_slides" integer,
	"payment_method" text,
	"payment_id" integer,
	"po_number" text,
	"promised_delivery_at" timestamp with time zone,
	"time_zone" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_idempotency_unique" UNIQUE("team_id","idempotency_key"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('quoteRequested', 'awaitingPayment', 'received', 'cancelled')),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('credits', 'card', 'invoice', 'subscription')),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total" is null or "orders"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "addon_prices" ADD CONSTRAINT "addon_prices_flow_key_order_flows_key_fk" FOREIGN KEY ("flow_key") REFERENCES "public"."order_flows"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_clients" ADD CONSTRAINT "enterprise_clients_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flows" ADD CONSTRAINT "order_flows_client_key_enterprise_clients_key_fk" FOREIGN KEY ("client_key") REFERENCES "public"."enterprise_clients"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_prices" ADD CONSTRAINT "treatment_prices_flow_key_order_flows_key_fk" FOREIGN KEY ("flow_key") REFERENCES "public"."order_flows"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_prices" ADD CONSTRAINT "treatment_prices_turnaround_turnarounds_key_fk" FOREIGN KEY ("turnaround") REFERENCES "public"."turnarounds"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_flow_key_order_flows_key_fk" FOREIGN KEY ("flow_key") REFERENCES "public"."order_flows"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_holidays_date_idx" ON "provider_holidays" USING btree ("date");--> statement-breakpoint
CREATE INDEX "order_transitions_order_idx" ON "order_transitions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_team_idx" ON "orders" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_promised_idx" ON "orders" USING btree ("promised_delivery_at");