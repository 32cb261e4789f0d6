ALTER TABLE "players" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "players" p SET "last_active_at" = greatest(p."created_at", coalesce((SELECT max(h."created_at") FROM "credit_history" h WHERE h."player_id" = p."id" AND h."actor" <> 'Passive income'), p."created_at"));--> statement-breakpoint
CREATE INDEX "players_bot_active_idx" ON "players" USING btree ("bot_id","last_active_at","id");--> statement-breakpoint
CREATE INDEX "players_bot_joined_idx" ON "players" USING btree ("bot_id","created_at","id");--> statement-breakpoint
CREATE INDEX "players_roles_gin_idx" ON "players" USING gin ("roles" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "purchases_bot_status_created_idx" ON "purchases" USING btree ("bot_id","status","created_at");--> statement-breakpoint
CREATE INDEX "purchases_bot_kit_created_idx" ON "purchases" USING btree ("bot_id","kit_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_bot_server_created_idx" ON "purchases" USING btree ("bot_id","server_id","created_at");
