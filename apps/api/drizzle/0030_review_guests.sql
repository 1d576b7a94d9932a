CREATE TABLE "review_guest_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"guest_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"email" text,
	"token_hash" text NOT NULL,
	"can_see_prices" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_guests_kind_check" CHECK ("review_guests"."kind" in ('email', 'link')),
	CONSTRAINT "review_guests_email_check" CHECK (("review_guests"."kind" = 'email') = ("review_guests"."email" is not null))
);
--> statement-breakpoint
ALTER TABLE "review_pin_replies" ADD COLUMN "author_guest_session_id" integer;--> statement-breakpoint
ALTER TABLE "review_pins" ADD COLUMN "author_guest_session_id" integer;--> statement-breakpoint
ALTER TABLE "review_guest_sessions" ADD CONSTRAINT "review_guest_sessions_guest_id_review_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."review_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_guests" ADD CONSTRAINT "review_guests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_guests" ADD CONSTRAINT "review_guests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_guest_sessions_token_idx" ON "review_guest_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "review_guest_sessions_guest_idx" ON "review_guest_sessions" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_guests_token_idx" ON "review_guests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "review_guests_order_idx" ON "review_guests" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_approvers" ADD CONSTRAINT "order_approvers_guest_id_review_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."review_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pin_replies" ADD CONSTRAINT "review_pin_replies_author_guest_session_id_review_guest_sessions_id_fk" FOREIGN KEY ("author_guest_session_id") REFERENCES "public"."review_guest_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pins" ADD CONSTRAINT "review_pins_author_guest_session_id_review_guest_sessions_id_fk" FOREIGN KEY ("author_guest_session_id") REFERENCES "public"."review_guest_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_approvers_guest_idx" ON "order_approvers" USING btree ("order_id","guest_id") WHERE "order_approvers"."removed_at" is null;