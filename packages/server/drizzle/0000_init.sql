CREATE TABLE "bot_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"guild_id" text NOT NULL,
	"guild_name" text DEFAULT '' NOT NULL,
	"guild_icon_url" text DEFAULT '' NOT NULL,
	"guild_icon_url_big" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"owner_id" text NOT NULL,
	"managers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_shop_enabled" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"api_key_hash" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"sorting_index" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_buyable" boolean DEFAULT true NOT NULL,
	"message_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"use_buy_limit" boolean DEFAULT false NOT NULL,
	"max_buys" integer DEFAULT 0 NOT NULL,
	"reset_at" text DEFAULT 'never' NOT NULL,
	"use_server_limit" boolean DEFAULT false NOT NULL,
	"server_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"server_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kit_type" text DEFAULT 'normal' NOT NULL,
	"item_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"use_role_limit" boolean DEFAULT false NOT NULL,
	"required_role" integer,
	"required_discord_role_id" text DEFAULT '' NOT NULL,
	"channel_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kv" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone DEFAULT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'info' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"name" text NOT NULL,
	"deutsche_ark_server_user" text DEFAULT '' NOT NULL,
	"steam_id" text DEFAULT '' NOT NULL,
	"eos_id" text DEFAULT '' NOT NULL,
	"total_credits_earned" integer DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"discord_id" text DEFAULT '' NOT NULL,
	"discord_name" text DEFAULT '' NOT NULL,
	"bought_kits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kit_vouchers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voting_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"name" text NOT NULL,
	"sorting_index" integer DEFAULT 0 NOT NULL,
	"server_group" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	"rcon_port" integer NOT NULL,
	"rcon_password" text DEFAULT '' NOT NULL,
	"nitrado_service_id" integer DEFAULT 0 NOT NULL,
	"asa_bot_server_id" text DEFAULT '' NOT NULL,
	"max_players" integer DEFAULT 100 NOT NULL,
	"game_port" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"hosting" text DEFAULT 'NotSelected' NOT NULL,
	"cluster_id" text DEFAULT '' NOT NULL,
	"session_name" text DEFAULT '' NOT NULL,
	"map" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"mod_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_ranks" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"sorting_index" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"passive_credits" integer DEFAULT 0 NOT NULL,
	"role_mode" text DEFAULT 'none' NOT NULL,
	"assign_discord_role_id" text DEFAULT '' NOT NULL,
	"buy_role_enabled" boolean DEFAULT false NOT NULL,
	"buy_role_price" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"discord_id" text PRIMARY KEY NOT NULL,
	"patreon_tier" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"discord_id" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"avatar_url" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"patreon_email" text DEFAULT '' NOT NULL,
	"patreon_id" text DEFAULT '' NOT NULL,
	"role" integer DEFAULT 0 NOT NULL,
	"tier" integer DEFAULT 0 NOT NULL,
	"bonus_type" integer DEFAULT 0 NOT NULL,
	"last_login" timestamp with time zone,
	"access_token" text DEFAULT '' NOT NULL,
	"refresh_token" text DEFAULT '' NOT NULL,
	"self_hosting_known_ips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_history" ADD CONSTRAINT "credit_history_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_history" ADD CONSTRAINT "credit_history_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servers" ADD CONSTRAINT "servers_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ranks" ADD CONSTRAINT "shop_ranks_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_instances_guild_id_idx" ON "bot_instances" USING btree ("guild_id");--> statement-breakpoint
CREATE INDEX "bot_instances_owner_idx" ON "bot_instances" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "credit_history_player_idx" ON "credit_history" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "kits_bot_idx" ON "kits" USING btree ("bot_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "players_bot_idx" ON "players" USING btree ("bot_id");--> statement-breakpoint
CREATE INDEX "players_bot_name_idx" ON "players" USING btree ("bot_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "players_bot_discord_uq" ON "players" USING btree ("bot_id","discord_id") WHERE "players"."discord_id" <> '';--> statement-breakpoint
CREATE INDEX "servers_bot_idx" ON "servers" USING btree ("bot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shop_ranks_bot_idx" ON "shop_ranks" USING btree ("bot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_discord_id_idx" ON "users" USING btree ("discord_id");