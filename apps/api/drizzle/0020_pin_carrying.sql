ALTER TABLE "review_pin_placements" ADD COLUMN "state" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_pin_placements" ADD COLUMN "carried_from_preview_id" integer;--> statement-breakpoint
ALTER TABLE "review_pin_placements" ADD COLUMN "carried_from_position" integer;--> statement-breakpoint
ALTER TABLE "review_pin_placements" ADD COLUMN "area_changed" boolean;--> statement-breakpoint
ALTER TABLE "preview_slides" ADD COLUMN "slide_key" text;--> statement-breakpoint
ALTER TABLE "preview_slides" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "preview_slides" ADD COLUMN "shapes" jsonb;--> statement-breakpoint
ALTER TABLE "review_pin_placements" ADD CONSTRAINT "review_pin_placements_carried_from_preview_id_slide_previews_id_fk" FOREIGN KEY ("carried_from_preview_id") REFERENCES "public"."slide_previews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pin_placements" ADD CONSTRAINT "review_pin_placements_state_check" CHECK ("review_pin_placements"."state" in ('placed', 'carried', 'needsLook'));