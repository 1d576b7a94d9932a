CREATE TABLE "slide_comparisons" (
	"preview_id" integer NOT NULL,
	"position" integer NOT NULL,
	"other_preview_id" integer NOT NULL,
	"other_position" integer NOT NULL,
	"attempts" text NOT NULL,
	"regions" jsonb NOT NULL,
	"changed_share" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slide_comparisons_preview_id_position_other_preview_id_other_position_pk" PRIMARY KEY("preview_id","position","other_preview_id","other_position")
);
--> statement-breakpoint
ALTER TABLE "slide_comparisons" ADD CONSTRAINT "slide_comparisons_preview_id_slide_previews_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."slide_previews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_comparisons" ADD CONSTRAINT "slide_comparisons_other_preview_id_slide_previews_id_fk" FOREIGN KEY ("other_preview_id") REFERENCES "public"."slide_previews"("id") ON DELETE cascade ON UPDATE no action;