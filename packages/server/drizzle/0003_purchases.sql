CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"player_id" integer,
	"player_name" text DEFAULT '' NOT NULL,
	"kit_id" integer,
	"kit_name" text DEFAULT '' NOT NULL,
	"server_id" integer,
	"server_name" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"used_voucher" boolean DEFAULT false NOT NULL,
	"item_group_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "kits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "servers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_bot_created_idx" ON "purchases" USING btree ("bot_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_player_kit_idx" ON "purchases" USING btree ("player_id","kit_id","created_at");