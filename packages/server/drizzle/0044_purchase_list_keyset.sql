-- Issue 40 (read ceiling): the purchases list's page, newest first (ORDER BY created_at DESC, id DESC), read
-- along an index in that exact order, so the first page is 25 index entries instead of a scan and a top-N
-- sort of every purchase of the instance (bench/read-ceiling.ts: 200,000 purchases, p99 seconds before).
CREATE INDEX IF NOT EXISTS "purchases_bot_created_id_idx" ON "purchases" USING btree ("bot_id","created_at" DESC,"id" DESC);
