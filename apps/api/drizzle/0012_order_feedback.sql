CREATE TABLE "order_feedback" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer,
	"design" integer,
	"understanding_of_requirement" integer,
	"adherence_to_deadline" integer,
	"attention_to_detail" integer,
	"publishable" text DEFAULT '' NOT NULL,
	"internal" text DEFAULT '' NOT NULL,
	"good" text DEFAULT '' NOT NULL,
	"bad" text DEFAULT '' NOT NULL,
	"no_feedback" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_feedback_scores_check" CHECK (coalesce("order_feedback"."design", 1) between 1 and 5 and coalesce("order_feedback"."understanding_of_requirement", 1) between 1 and 5 and coalesce("order_feedback"."adherence_to_deadline", 1) between 1 and 5 and coalesce("order_feedback"."attention_to_detail", 1) between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;