ALTER TABLE "teams" ADD COLUMN "purchased_packages" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "card_digits" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "billing_country_id" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "has_vat_number" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "subscription_summary" jsonb;--> statement-breakpoint
-- The team's billing summary (teams.purchased_packages ... subscription_summary), recomputed from
-- its rows whenever one of them changes, in the same transaction: the session's query reads it
-- without a subquery.
CREATE FUNCTION "refresh_team_billing_summary"(target_team integer) RETURNS void AS $$
BEGIN
  UPDATE "teams" SET
    "purchased_packages" = EXISTS (
      SELECT 1 FROM "credit_entries"
      WHERE "team_id" = target_team AND "kind" = 'purchase'
    ),
    "card_digits" = (
      SELECT "last4" FROM "payment_methods"
      WHERE "team_id" = target_team AND "kind" = 'card' AND "removed_at" IS NULL
      ORDER BY "is_default" DESC, "id" DESC LIMIT 1
    ),
    "billing_country_id" = (
      SELECT "country_id" FROM "billing_profiles" WHERE "team_id" = target_team
    ),
    "has_vat_number" = EXISTS (
      SELECT 1 FROM "billing_profiles"
      WHERE "team_id" = target_team AND coalesce("vat_number", '') <> ''
    ),
    "subscription_summary" = (
      SELECT jsonb_build_object(
        'planKey', s."plan_key", 'status', s."status", 'products', p."products"
      )
      FROM "subscriptions" s JOIN "subscription_plans" p ON p."key" = s."plan_key"
      WHERE s."team_id" = target_team AND s."status" <> 'cancelled'
      LIMIT 1
    )
  WHERE "id" = target_team;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION "refresh_team_billing_summary_of_row"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "refresh_team_billing_summary"(OLD."team_id");
  ELSE
    PERFORM "refresh_team_billing_summary"(NEW."team_id");
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "credit_entries_billing_summary" AFTER INSERT ON "credit_entries"
  FOR EACH ROW WHEN (NEW."kind" = 'purchase') EXECUTE FUNCTION "refresh_team_billing_summary_of_row"();
--> statement-breakpoint
CREATE TRIGGER "payment_methods_billing_summary" AFTER INSERT OR UPDATE OR DELETE ON "payment_methods"
  FOR EACH ROW EXECUTE FUNCTION "refresh_team_billing_summary_of_row"();
--> statement-breakpoint
CREATE TRIGGER "billing_profiles_billing_summary" AFTER INSERT OR UPDATE OR DELETE ON "billing_profiles"
  FOR EACH ROW EXECUTE FUNCTION "refresh_team_billing_summary_of_row"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_billing_summary" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "refresh_team_billing_summary_of_row"();
--> statement-breakpoint
SELECT "refresh_team_billing_summary"("id") FROM "teams";
