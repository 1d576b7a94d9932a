CREATE TABLE "brand_finding_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"finding_key" text NOT NULL,
	"reason" text NOT NULL,
	"staff_user_id" integer,
	"staff_name" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_finding_decisions_finding_unique" UNIQUE("check_id","finding_key")
);
--> statement-breakpoint
ALTER TABLE "brand_finding_decisions" ADD CONSTRAINT "brand_finding_decisions_check_id_brand_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."brand_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_finding_decisions" ADD CONSTRAINT "brand_finding_decisions_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;