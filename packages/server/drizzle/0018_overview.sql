-- Issue 25, Overview page: "new players" counts the players an instance registered in a date range.
CREATE INDEX IF NOT EXISTS "players_bot_created_idx" ON "players" USING btree ("bot_id","created_at");
