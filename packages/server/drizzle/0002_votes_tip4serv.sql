CREATE TABLE "tip4serv_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"payment_id" text NOT NULL,
	"command_id" text NOT NULL,
	"command" text NOT NULL,
	"status" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"player_id" integer,
	"site" text NOT NULL,
	"vote_ref" text NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"voted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tip4serv_deliveries" ADD CONSTRAINT "tip4serv_deliveries_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tip4serv_deliveries_uq" ON "tip4serv_deliveries" USING btree ("bot_id","payment_id","command_id");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_bot_site_ref_uq" ON "votes" USING btree ("bot_id","site","vote_ref");--> statement-breakpoint
CREATE INDEX "votes_player_idx" ON "votes" USING btree ("player_id","voted_at");