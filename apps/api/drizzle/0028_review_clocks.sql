CREATE TABLE "order_review_clocks" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"round" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"country_code" text,
	"state" text NOT NULL,
	"paused_at" timestamp with time zone,
	"ms_left" bigint,
	"extended_at" timestamp with time zone,
	"grace_given_at" timestamp with time zone,
	"auto_approved_at" timestamp with time zone,
	"reopened_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_review_clocks_state_check" CHECK ("order_review_clocks"."state" in ('running', 'paused', 'stopped'))
);
--> statement-breakpoint
ALTER TABLE "order_review_clocks" ADD CONSTRAINT "order_review_clocks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_review_events_kind_idx" ON "order_review_events" USING btree ("kind","created_at");