-- The Overview's purchases of closed days (features/overview/purchase-rollup.ts): per UTC day, kit, status and
-- refunded flag the count and credits; per day the delivered purchases per whole second to delivery, and per
-- coarse bucket of seconds (overview_delivery_buckets: the read finds the median's bucket there, then reads
-- only that bucket's seconds). A day's marker row (status '') says the day is rolled up. Filled by the overview-rollup job
-- and by reads that find a closed day missing.
CREATE TABLE "overview_purchase_days" (
	"bot_id" integer NOT NULL,
	"day" date NOT NULL,
	"kit_id" integer DEFAULT 0 NOT NULL,
	"kit_name" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	"credits" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "overview_purchase_days_pk" PRIMARY KEY("bot_id","day","kit_id","kit_name","status","refunded")
);
--> statement-breakpoint
ALTER TABLE "overview_purchase_days" ADD CONSTRAINT "overview_purchase_days_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "overview_delivery_days" (
	"bot_id" integer NOT NULL,
	"day" date NOT NULL,
	"seconds" integer NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "overview_delivery_days_pk" PRIMARY KEY("bot_id","day","seconds")
);
--> statement-breakpoint
ALTER TABLE "overview_delivery_days" ADD CONSTRAINT "overview_delivery_days_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "overview_delivery_days_seconds_idx" ON "overview_delivery_days" USING btree ("bot_id","seconds","day");
--> statement-breakpoint
CREATE TABLE "overview_delivery_buckets" (
	"bot_id" integer NOT NULL,
	"day" date NOT NULL,
	"bucket" integer NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "overview_delivery_buckets_pk" PRIMARY KEY("bot_id","day","bucket")
);
--> statement-breakpoint
ALTER TABLE "overview_delivery_buckets" ADD CONSTRAINT "overview_delivery_buckets_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A rolled-up day is forgotten (filled again later) when one of its purchases changes what the Overview
-- counts (status, refund, delivery time, kit, price, day), is deleted, or is written into an ended day. The
-- writer first takes the instance's shared lock 7328: a fill holds it exclusively (try-lock) between its
-- snapshot and its commit, so a fill never writes a day from rows a writer changes under it.
CREATE OR REPLACE FUNCTION overview_forget_purchase_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := (clock_timestamp() AT TIME ZONE 'UTC')::date;
BEGIN
  IF TG_OP <> 'INSERT' AND (OLD.created_at AT TIME ZONE 'UTC')::date < today THEN
    PERFORM pg_advisory_xact_lock_shared(7328, OLD.bot_id);
    DELETE FROM overview_purchase_days WHERE bot_id = OLD.bot_id AND day = (OLD.created_at AT TIME ZONE 'UTC')::date;
    DELETE FROM overview_delivery_days WHERE bot_id = OLD.bot_id AND day = (OLD.created_at AT TIME ZONE 'UTC')::date;
    DELETE FROM overview_delivery_buckets WHERE bot_id = OLD.bot_id AND day = (OLD.created_at AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP <> 'DELETE' AND (NEW.created_at AT TIME ZONE 'UTC')::date < today THEN
    PERFORM pg_advisory_xact_lock_shared(7328, NEW.bot_id);
    DELETE FROM overview_purchase_days WHERE bot_id = NEW.bot_id AND day = (NEW.created_at AT TIME ZONE 'UTC')::date;
    DELETE FROM overview_delivery_days WHERE bot_id = NEW.bot_id AND day = (NEW.created_at AT TIME ZONE 'UTC')::date;
    DELETE FROM overview_delivery_buckets WHERE bot_id = NEW.bot_id AND day = (NEW.created_at AT TIME ZONE 'UTC')::date;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchases_overview_changed AFTER UPDATE ON "purchases" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.refunded IS DISTINCT FROM NEW.refunded
    OR OLD.delivered_at IS DISTINCT FROM NEW.delivered_at OR OLD.kit_id IS DISTINCT FROM NEW.kit_id
    OR OLD.kit_name IS DISTINCT FROM NEW.kit_name OR OLD.price IS DISTINCT FROM NEW.price
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.bot_id IS DISTINCT FROM NEW.bot_id)
  EXECUTE FUNCTION overview_forget_purchase_day();
--> statement-breakpoint
CREATE TRIGGER purchases_overview_backdated AFTER INSERT ON "purchases" FOR EACH ROW
  WHEN ((NEW.created_at AT TIME ZONE 'UTC')::date < (statement_timestamp() AT TIME ZONE 'UTC')::date)
  EXECUTE FUNCTION overview_forget_purchase_day();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_forget_deleted_purchase_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7328, b.bot_id) FROM (SELECT DISTINCT bot_id FROM old_rows) b;
  DELETE FROM overview_purchase_days d
  USING (SELECT DISTINCT bot_id, (created_at AT TIME ZONE 'UTC')::date AS day FROM old_rows) o
  WHERE d.bot_id = o.bot_id AND d.day = o.day;
  DELETE FROM overview_delivery_days d
  USING (SELECT DISTINCT bot_id, (created_at AT TIME ZONE 'UTC')::date AS day FROM old_rows) o
  WHERE d.bot_id = o.bot_id AND d.day = o.day;
  DELETE FROM overview_delivery_buckets d
  USING (SELECT DISTINCT bot_id, (created_at AT TIME ZONE 'UTC')::date AS day FROM old_rows) o
  WHERE d.bot_id = o.bot_id AND d.day = o.day;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchases_overview_deleted AFTER DELETE ON "purchases"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_forget_deleted_purchase_days();
--> statement-breakpoint
-- Active buyers of a range stay live (distinct counts do not add up over days): player_id joins the
-- (bot_id, created_at) index so that the count reads the index only.
DROP INDEX IF EXISTS "purchases_bot_created_idx";
--> statement-breakpoint
CREATE INDEX "purchases_bot_created_idx" ON "purchases" USING btree ("bot_id","created_at" DESC NULLS LAST,"player_id");
