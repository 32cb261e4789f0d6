-- In-game shop over RCON chat (issue 24): chat lines read with GetChat, one reader per game server,
-- link codes, link audit, and the time a player's EOS id was linked in game.
CREATE TABLE "in_game_inbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"server_id" integer NOT NULL,
	"raw_line" text NOT NULL,
	"platform_name" text NOT NULL,
	"character_name" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"command" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text DEFAULT '' NOT NULL,
	"lease_until" timestamp with time zone,
	"player_id" integer,
	"eos_id" text DEFAULT '' NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "in_game_readers" (
	"server_id" integer PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"lease_owner" text DEFAULT '' NOT NULL,
	"lease_until" timestamp with time zone,
	"next_read_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"last_ok_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "in_game_link_codes" (
	"bot_id" integer NOT NULL,
	"code" text NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "in_game_link_codes_pk" PRIMARY KEY("bot_id","code")
);
--> statement-breakpoint
CREATE TABLE "in_game_link_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"player_id" integer,
	"action" text NOT NULL,
	"eos_id" text DEFAULT '' NOT NULL,
	"actor" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "eos_linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "in_game_inbox" ADD CONSTRAINT "in_game_inbox_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_game_inbox" ADD CONSTRAINT "in_game_inbox_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_game_inbox" ADD CONSTRAINT "in_game_inbox_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_game_readers" ADD CONSTRAINT "in_game_readers_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_game_readers" ADD CONSTRAINT "in_game_readers_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_game_link_codes" ADD CONSTRAINT "in_game_link_codes_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_game_link_codes" ADD CONSTRAINT "in_game_link_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_game_link_events" ADD CONSTRAINT "in_game_link_events_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_game_link_events" ADD CONSTRAINT "in_game_link_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "in_game_inbox_open_idx" ON "in_game_inbox" USING btree ("server_id","id") WHERE status in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "in_game_inbox_bot_created_idx" ON "in_game_inbox" USING btree ("bot_id","created_at");--> statement-breakpoint
CREATE INDEX "in_game_link_codes_player_idx" ON "in_game_link_codes" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "in_game_link_events_bot_idx" ON "in_game_link_events" USING btree ("bot_id","created_at");--> statement-breakpoint
CREATE INDEX "players_bot_eos_lower_idx" ON "players" USING btree ("bot_id",lower("eos_id")) WHERE eos_id <> '';
