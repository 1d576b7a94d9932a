CREATE TABLE "review_pin_placements" (
	"pin_id" integer NOT NULL,
	"preview_id" integer NOT NULL,
	"position" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"w" double precision,
	"h" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_pin_placements_pin_id_preview_id_pk" PRIMARY KEY("pin_id","preview_id"),
	CONSTRAINT "review_pin_placements_area_check" CHECK ("review_pin_placements"."x" between 0 and 1 and "review_pin_placements"."y" between 0 and 1 and ("review_pin_placements"."w" is null) = ("review_pin_placements"."h" is null))
);
--> statement-breakpoint
CREATE TABLE "review_pin_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"pin_id" integer NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"from_staff" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_pins" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"from_staff" boolean NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_name" text,
	"requested_on_version" integer,
	"answer_kind" text,
	"answer_note" text,
	"answer_version" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "review_pins_order_number_unique" UNIQUE("order_id","number"),
	CONSTRAINT "review_pins_answer_check" CHECK ("review_pins"."answer_kind" is null or "review_pins"."answer_kind" in ('addressed', 'notDone')),
	CONSTRAINT "review_pins_status_check" CHECK ("review_pins"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "review_pin_placements" ADD CONSTRAINT "review_pin_placements_pin_id_review_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."review_pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pin_placements" ADD CONSTRAINT "review_pin_placements_preview_id_slide_previews_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."slide_previews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pin_replies" ADD CONSTRAINT "review_pin_replies_pin_id_review_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."review_pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pin_replies" ADD CONSTRAINT "review_pin_replies_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pins" ADD CONSTRAINT "review_pins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pins" ADD CONSTRAINT "review_pins_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_pin_placements_preview_idx" ON "review_pin_placements" USING btree ("preview_id");--> statement-breakpoint
CREATE INDEX "review_pin_replies_pin_idx" ON "review_pin_replies" USING btree ("pin_id");