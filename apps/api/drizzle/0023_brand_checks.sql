CREATE TABLE "brand_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"preview_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"template_name" text,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"more_findings" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_checks_preview_unique" UNIQUE("preview_id"),
	CONSTRAINT "brand_checks_status_check" CHECK ("brand_checks"."status" in ('checked', 'notChecked')),
	CONSTRAINT "brand_checks_reason_check" CHECK (("brand_checks"."status" = 'checked' and "brand_checks"."reason" is null) or ("brand_checks"."status" = 'notChecked' and "brand_checks"."reason" in ('noTemplate', 'notPresentation', 'templateMissing', 'templateUnreadable', 'deckUnreadable')))
);
--> statement-breakpoint
ALTER TABLE "style_templates" ADD COLUMN "brand_settings" jsonb DEFAULT '{"brandColours":[],"rules":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_checks" ADD CONSTRAINT "brand_checks_preview_id_slide_previews_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."slide_previews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_checks" ADD CONSTRAINT "brand_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_checks_order_idx" ON "brand_checks" USING btree ("order_id");