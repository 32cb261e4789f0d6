-- Issue 36: each webhook endpoint is its own ordered lane with its own back-off (docs/webhooks.md). The
-- endpoint remembers since when its lane has been failing (null: the last attempt was answered 2xx, or none
-- failed yet) and when the owner was told it has been failing for an hour (null: not told for this streak).
-- Existing endpoints start with no streak.
ALTER TABLE "webhook_endpoints" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
-- A lane sends its endpoint's oldest pending delivery first: this index finds it.
CREATE INDEX IF NOT EXISTS "webhook_deliveries_lane_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
-- A coupon can be paused (and resumed) without changing its dates or limits; existing coupons are not paused.
ALTER TABLE "coupons" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;
