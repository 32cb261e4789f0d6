-- Issue 26: gifts. A gift's purchase row names the recipient as its player (delivery, online check, buy limits)
-- and the buyer here (who paid, who gets a refund). Existing rows are not gifts.
ALTER TABLE "purchases" ADD COLUMN "is_gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "gift_from_player_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "gift_from_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "gift_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_gift_from_player_id_players_id_fk" FOREIGN KEY ("gift_from_player_id") REFERENCES "players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_gift_from_idx" ON "purchases" USING btree ("gift_from_player_id") WHERE "is_gift";
