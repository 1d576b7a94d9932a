CREATE TABLE "preview_slides" (
	"preview_id" integer NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "preview_slides_preview_id_position_pk" PRIMARY KEY("preview_id","position"),
	CONSTRAINT "preview_slides_position_check" CHECK ("preview_slides"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "slide_previews" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"slide_count" integer,
	"slides_done" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slide_previews_file_unique" UNIQUE("file_id"),
	CONSTRAINT "slide_previews_status_check" CHECK ("slide_previews"."status" in ('queued', 'rendering', 'ready', 'failed', 'unavailable')),
	CONSTRAINT "slide_previews_kind_check" CHECK ("slide_previews"."kind" in ('pdf', 'presentation'))
);
--> statement-breakpoint
ALTER TABLE "preview_slides" ADD CONSTRAINT "preview_slides_preview_id_slide_previews_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."slide_previews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_previews" ADD CONSTRAINT "slide_previews_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_previews" ADD CONSTRAINT "slide_previews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_previews" ADD CONSTRAINT "slide_previews_delivery_id_order_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."order_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slide_previews_order_idx" ON "slide_previews" USING btree ("order_id");