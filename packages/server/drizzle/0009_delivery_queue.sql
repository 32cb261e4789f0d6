CREATE TABLE "buy_limit_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"kit_id" integer,
	"actor" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"position" integer NOT NULL,
	"command" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "status" SET DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "must_be_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "must_be_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "waiting_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "lease_owner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "buy_limit_resets" ADD CONSTRAINT "buy_limit_resets_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_limit_resets" ADD CONSTRAINT "buy_limit_resets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_limit_resets" ADD CONSTRAINT "buy_limit_resets_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_commands" ADD CONSTRAINT "purchase_commands_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buy_limit_resets_player_idx" ON "buy_limit_resets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_commands_purchase_position_uq" ON "purchase_commands" USING btree ("purchase_id","position");--> statement-breakpoint
CREATE INDEX "purchases_open_idx" ON "purchases" USING btree ("status","next_attempt_at") WHERE status in ('queued', 'delivering', 'waiting');--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_bot_idempotency_uq" ON "purchases" USING btree ("bot_id","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
-- purchases left pending by the previous engine were mid-delivery: a command may have run, the owner decides
UPDATE "purchases" SET "status" = 'unknown' WHERE "status" = 'pending';
