CREATE TABLE "order_counts" (
	"team_id" integer NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_team_id_status_pk" PRIMARY KEY("team_id","status")
);
--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_team_delivery_asc_idx" ON "orders" USING btree ("team_id","promised_delivery_at","id");--> statement-breakpoint
CREATE INDEX "orders_team_delivery_desc_idx" ON "orders" USING btree ("team_id","promised_delivery_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_team_total_asc_idx" ON "orders" USING btree ("team_id","total","id");--> statement-breakpoint
CREATE INDEX "orders_team_total_desc_idx" ON "orders" USING btree ("team_id","total" DESC NULLS LAST,"id" DESC NULLS LAST);