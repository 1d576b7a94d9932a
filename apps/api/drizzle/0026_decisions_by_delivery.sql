ALTER TABLE "brand_finding_decisions" DROP CONSTRAINT "brand_finding_decisions_check_id_brand_checks_id_fk";
--> statement-breakpoint
ALTER TABLE "brand_finding_decisions" ALTER COLUMN "delivery_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_deliveries" ALTER COLUMN "published_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "brand_finding_decisions" DROP COLUMN "check_id";