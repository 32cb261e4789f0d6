-- Issue 37 (earn by playing): playtime credits sampled over RCON (ListPlayers).
-- playtime_servers: the newest sample slot each game server was sampled for. Claiming a slot is one
-- conditional upsert (last_slot < the new slot), so one process samples a server per slot, whatever runs.
CREATE TABLE "playtime_servers" (
	"server_id" integer PRIMARY KEY NOT NULL REFERENCES "servers"("id") ON DELETE cascade,
	"bot_id" integer NOT NULL REFERENCES "bot_instances"("id") ON DELETE cascade,
	"last_slot" timestamp with time zone NOT NULL
);--> statement-breakpoint
-- online minutes and sessions per player, server and UTC day; last_slot keeps a slot from counting twice
CREATE TABLE "playtime_days" (
	"bot_id" integer NOT NULL REFERENCES "bot_instances"("id") ON DELETE cascade,
	"player_id" integer NOT NULL REFERENCES "players"("id") ON DELETE cascade,
	"server_id" integer NOT NULL REFERENCES "servers"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"last_slot" timestamp with time zone NOT NULL,
	CONSTRAINT "playtime_days_pk" PRIMARY KEY("player_id","server_id","day")
);--> statement-breakpoint
CREATE INDEX "playtime_days_bot_day_idx" ON "playtime_days" USING btree ("bot_id","day");--> statement-breakpoint
-- one row per credited interval: the interval is the player's day and the online minute it completes
-- (intervalMinutes, 2 x intervalMinutes, ...). The unique key makes each interval credit exactly once across
-- processes and restarts (insert ... on conflict do nothing, then the ledger entry in the same transaction).
CREATE TABLE "playtime_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL REFERENCES "bot_instances"("id") ON DELETE cascade,
	"player_id" integer NOT NULL REFERENCES "players"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"online_minute" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "playtime_credits_interval_uq" ON "playtime_credits" USING btree ("player_id","day","online_minute");--> statement-breakpoint
CREATE INDEX "playtime_credits_bot_day_idx" ON "playtime_credits" USING btree ("bot_id","day");
--> statement-breakpoint
-- Random kits with odds (issue 37): the index of the item group a random kit's purchase drew (weights are in
-- the kit's item_groups JSON); the owner's draws-against-odds table counts them per kit.
ALTER TABLE "purchases" ADD COLUMN "drawn_group_index" integer;--> statement-breakpoint
CREATE INDEX "purchases_kit_drawn_idx" ON "purchases" USING btree ("kit_id","drawn_group_index") WHERE drawn_group_index is not null;
