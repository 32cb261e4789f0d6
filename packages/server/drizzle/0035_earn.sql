-- Issue 37 (earn and share): transfers of credits between players. One row per transfer, written in the same
-- transaction as its credit-history rows (sender: out and fee, receiver: in). The idempotency key is unique per
-- instance, so a retried command (Discord interaction, in-game inbox row, portal click) answers the first
-- transfer instead of sending twice. Names are kept for the list after a player is deleted.
CREATE TABLE "credit_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL REFERENCES "bot_instances"("id") ON DELETE cascade,
	"from_player_id" integer REFERENCES "players"("id") ON DELETE set null,
	"to_player_id" integer REFERENCES "players"("id") ON DELETE set null,
	"from_name" text DEFAULT '' NOT NULL,
	"to_name" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"actor" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_transfers_bot_key_uq" ON "credit_transfers" USING btree ("bot_id","idempotency_key");--> statement-breakpoint
-- the sender's sum of the day (daily limit) and the instance's list, newest first
CREATE INDEX "credit_transfers_from_idx" ON "credit_transfers" USING btree ("from_player_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_transfers_bot_created_idx" ON "credit_transfers" USING btree ("bot_id","created_at");
--> statement-breakpoint
-- Leaderboards: a player who opts out (portal switch) is left out of every board.
ALTER TABLE "players" ADD COLUMN "leaderboard_opt_out" boolean DEFAULT false NOT NULL;
