DROP INDEX "players_bot_name_idx";--> statement-breakpoint
CREATE INDEX "players_bot_name_id_idx" ON "players" USING btree ("bot_id","name","id");