CREATE TABLE "order_review_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"round" integer,
	"details" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "order_review_events_seq_unique" UNIQUE("order_id","seq"),
	CONSTRAINT "order_review_events_kind_check" CHECK ("order_review_events"."kind" in ('versionDelivered', 'versionOpened', 'pinAdded', 'pinResolved', 'pinReopened', 'approved', 'revisionRequested', 'reminderSent', 'reviewExtended', 'reviewPaused', 'reviewResumed', 'autoApproved', 'reopened', 'guestInvited', 'guestRevoked')),
	CONSTRAINT "order_review_events_actor_check" CHECK ("order_review_events"."actor_kind" in ('customer', 'staff', 'guest', 'system')),
	CONSTRAINT "order_review_events_seq_check" CHECK ("order_review_events"."seq" >= 1)
);
--> statement-breakpoint
ALTER TABLE "order_review_events" ADD CONSTRAINT "order_review_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The trail is append-only: no row is ever changed or removed, whoever asks.
CREATE FUNCTION "order_review_events_refuse_change"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'order_review_events is append-only: % refused', TG_OP;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "order_review_events_append_only" BEFORE UPDATE OR DELETE ON "order_review_events"
  FOR EACH ROW EXECUTE FUNCTION "order_review_events_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "order_review_events_no_truncate" BEFORE TRUNCATE ON "order_review_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_review_events_refuse_change"();
