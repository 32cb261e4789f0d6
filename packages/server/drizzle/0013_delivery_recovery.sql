-- issue 23: commands resolved at send time, the id change shown on the purchase, idempotency body hash
ALTER TABLE "purchase_commands" ADD COLUMN "template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "id_change" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "request_hash" text;
