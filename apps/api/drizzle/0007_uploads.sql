CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"team_id" integer,
	"user_id" integer,
	"tag" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"declared_type" text NOT NULL,
	"detected_type" text,
	"size_bytes" bigint NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"rejection_reason" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "uploaded_files_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "uploaded_files_tag_check" CHECK ("uploaded_files"."tag" in ('orderFiles', 'styleFile', 'referenceFiles', 'quoteFile', 'stylePreferencesFile', 'styleTemplate', 'coverImage')),
	CONSTRAINT "uploaded_files_status_check" CHECK ("uploaded_files"."status" in ('uploading', 'complete', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_files_team_created_idx" ON "uploaded_files" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "uploaded_files_order_idx" ON "uploaded_files" USING btree ("order_id");