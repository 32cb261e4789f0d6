-- Issue 40 (reads that do not scan): counts of an instance kept as it changes, so the purchases list's status
-- counts and the Overview's credits held no longer read every purchase or player of the instance.
-- Triggers (one per statement) append what each write changed to instance_count_deltas: the purchases per
-- status ('purchases:<status>'), the players ('players') and the credits they hold ('credits'). Appending
-- never waits on another writer. The `instance-counts` job folds the deltas into instance_counts; a read sums
-- both (features/bots/instance-counts.ts). The counts of what exists now are written below, in the same
-- transaction that creates the triggers (which locks the two tables against writes until it commits).
CREATE TABLE "instance_counts" (
	"bot_id" integer NOT NULL,
	"key" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "instance_counts_pkey" PRIMARY KEY("bot_id","key")
);--> statement-breakpoint
CREATE TABLE "instance_count_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"key" text NOT NULL,
	"delta" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "instance_count_deltas_bot_idx" ON "instance_count_deltas" USING btree ("bot_id","key");--> statement-breakpoint
CREATE FUNCTION instance_counts_purchases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO instance_count_deltas (bot_id, key, delta)
      SELECT bot_id, 'purchases:' || status, count(*) FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO instance_count_deltas (bot_id, key, delta)
      SELECT bot_id, 'purchases:' || status, -count(*) FROM old_rows GROUP BY 1, 2;
  ELSE
    INSERT INTO instance_count_deltas (bot_id, key, delta)
      SELECT bot_id, key, sum(d) FROM (
        SELECT bot_id, 'purchases:' || status AS key, 1 AS d FROM new_rows
        UNION ALL
        SELECT bot_id, 'purchases:' || status, -1 FROM old_rows) x
      GROUP BY 1, 2 HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION instance_counts_players() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO instance_count_deltas (bot_id, key, delta)
      SELECT bot_id, k, d FROM (
        SELECT bot_id, 'players' AS k, count(*) AS d FROM new_rows GROUP BY 1
        UNION ALL
        SELECT bot_id, 'credits', sum(credits) FROM new_rows GROUP BY 1) x
      WHERE d <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO instance_count_deltas (bot_id, key, delta)
      SELECT bot_id, k, d FROM (
        SELECT bot_id, 'players' AS k, -count(*) AS d FROM old_rows GROUP BY 1
        UNION ALL
        SELECT bot_id, 'credits', -sum(credits) FROM old_rows GROUP BY 1) x
      WHERE d <> 0;
  ELSE
    INSERT INTO instance_count_deltas (bot_id, key, delta)
      SELECT bot_id, k, sum(d) FROM (
        SELECT bot_id, 'players' AS k, 1::bigint AS d FROM new_rows
        UNION ALL
        SELECT bot_id, 'players', -1 FROM old_rows
        UNION ALL
        SELECT bot_id, 'credits', credits FROM new_rows
        UNION ALL
        SELECT bot_id, 'credits', -credits FROM old_rows) x
      GROUP BY 1, 2 HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER instance_counts_purchases_insert AFTER INSERT ON purchases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instance_counts_purchases();--> statement-breakpoint
CREATE TRIGGER instance_counts_purchases_update AFTER UPDATE ON purchases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instance_counts_purchases();--> statement-breakpoint
CREATE TRIGGER instance_counts_purchases_delete AFTER DELETE ON purchases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION instance_counts_purchases();--> statement-breakpoint
CREATE TRIGGER instance_counts_players_insert AFTER INSERT ON players
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instance_counts_players();--> statement-breakpoint
CREATE TRIGGER instance_counts_players_update AFTER UPDATE ON players
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instance_counts_players();--> statement-breakpoint
CREATE TRIGGER instance_counts_players_delete AFTER DELETE ON players
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION instance_counts_players();--> statement-breakpoint
INSERT INTO instance_counts (bot_id, key, n)
  SELECT bot_id, 'purchases:' || status, count(*) FROM purchases GROUP BY 1, 2
  UNION ALL
  SELECT bot_id, 'players', count(*) FROM players GROUP BY 1
  UNION ALL
  SELECT bot_id, 'credits', sum(credits) FROM players GROUP BY 1;
