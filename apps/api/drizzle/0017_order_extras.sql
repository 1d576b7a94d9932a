CREATE TABLE "order_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"kind" text NOT NULL,
	"round" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"po_number" text,
	"payment_id" integer,
	"status" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_extras_round_unique" UNIQUE("order_id","kind","round"),
	CONSTRAINT "order_extras_kind_check" CHECK ("order_extras"."kind" in ('revisionRound')),
	CONSTRAINT "order_extras_method_check" CHECK ("order_extras"."method" in ('credits', 'card', 'invoice')),
	CONSTRAINT "order_extras_status_check" CHECK ("order_extras"."status" in ('paid', 'invoiced', 'refunded')),
	CONSTRAINT "order_extras_amount_check" CHECK ("order_extras"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
ALTER TABLE "order_extras" ADD CONSTRAINT "order_extras_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_extras" ADD CONSTRAINT "order_extras_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_extras" ADD CONSTRAINT "order_extras_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_extras" ADD CONSTRAINT "order_extras_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('creditPack', 'subscription', 'order', 'orderExtra'));