ALTER TABLE "brand_finding_decisions" DROP CONSTRAINT "brand_finding_decisions_finding_unique";--> statement-breakpoint
ALTER TABLE "brand_finding_decisions" ADD COLUMN "delivery_id" integer;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD COLUMN "pin_answers" jsonb;--> statement-breakpoint
-- Every delivery before drafts was the customer's at once.
UPDATE "order_deliveries" SET "published_at" = "created_at";--> statement-breakpoint
-- Decisions move from a file's check to its delivery (the version): a fixed deck keeps them.
UPDATE "brand_finding_decisions" AS "d" SET "delivery_id" = "p"."delivery_id" FROM "brand_checks" AS "c" JOIN "slide_previews" AS "p" ON "p"."id" = "c"."preview_id" WHERE "c"."id" = "d"."check_id";--> statement-breakpoint
DELETE FROM "brand_finding_decisions" AS "a" USING "brand_finding_decisions" AS "b" WHERE "a"."delivery_id" = "b"."delivery_id" AND "a"."finding_key" = "b"."finding_key" AND "a"."id" > "b"."id";--> statement-breakpoint
ALTER TABLE "brand_finding_decisions" ADD CONSTRAINT "brand_finding_decisions_delivery_id_order_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."order_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_deliveries_one_draft" ON "order_deliveries" USING btree ("order_id") WHERE "order_deliveries"."published_at" is null;--> statement-breakpoint
ALTER TABLE "brand_finding_decisions" ADD CONSTRAINT "brand_finding_decisions_finding_unique" UNIQUE("delivery_id","finding_key");