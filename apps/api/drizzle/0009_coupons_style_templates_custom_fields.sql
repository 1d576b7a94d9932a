CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"discount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_order_unique" UNIQUE("order_id"),
	CONSTRAINT "coupon_redemptions_discount_check" CHECK ("coupon_redemptions"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percentage" integer,
	"amount" integer,
	"currency" text,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"max_redemptions_per_team" integer,
	"flow_keys" text[],
	"treatments" text[],
	"upsell" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('percentage', 'fixed')),
	CONSTRAINT "coupons_value_check" CHECK (("coupons"."kind" = 'percentage' and "coupons"."percentage" between 1 and 100) or ("coupons"."kind" = 'fixed' and "coupons"."amount" > 0 and "coupons"."currency" is not null)),
	CONSTRAINT "coupons_treatments_check" CHECK ("coupons"."treatments" is null or "coupons"."treatments" <@ array['fixup', 'redesign', 'customDesign']::text[])
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_fields_kind_check" CHECK ("custom_fields"."kind" in ('text', 'number', 'date', 'select'))
);
--> statement-breakpoint
CREATE TABLE "style_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"template_file_id" integer NOT NULL,
	"cover_file_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "style_templates_position_check" CHECK ("style_templates"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "custom_field_answers" jsonb;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "supports_custom_fields" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_templates" ADD CONSTRAINT "style_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_templates" ADD CONSTRAINT "style_templates_template_file_id_uploaded_files_id_fk" FOREIGN KEY ("template_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_templates" ADD CONSTRAINT "style_templates_cover_file_id_uploaded_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_templates" ADD CONSTRAINT "style_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_team_idx" ON "coupon_redemptions" USING btree ("coupon_id","team_id");--> statement-breakpoint
CREATE INDEX "custom_fields_team_position_idx" ON "custom_fields" USING btree ("team_id","position");--> statement-breakpoint
CREATE INDEX "style_templates_team_position_idx" ON "style_templates" USING btree ("team_id","position");