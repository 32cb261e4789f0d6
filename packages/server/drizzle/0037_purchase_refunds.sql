-- Issue 36: an owner's refund of any order (delivered, waiting, queued, failed, unknown), full or partial,
-- once per order: how many credits went back, the owner's reason, who and when (null / '' for orders without
-- one, and for the shop's own refunds of failed and expired orders, which give back the whole price).
ALTER TABLE "purchases" ADD COLUMN "refund_amount" integer;
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refund_reason" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_by" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_at" timestamp with time zone;
