-- The Overview's credit flow of closed days, filled from credit_history on first use (features/overview/rollup.ts).
CREATE TABLE "overview_credit_days" (
	"bot_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"credits" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "overview_credit_days_bot_id_day_kind_pk" PRIMARY KEY("bot_id","day","kind")
);
--> statement-breakpoint
ALTER TABLE "overview_credit_days" ADD CONSTRAINT "overview_credit_days_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A rolled-up day is forgotten (filled again on its next read) when its credit history changes afterwards:
-- rows deleted (a player deleted), or rows written with a time over an hour back (seeds, imports).
CREATE OR REPLACE FUNCTION overview_forget_deleted_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM overview_credit_days d
  USING (SELECT DISTINCT bot_id, (created_at AT TIME ZONE 'UTC')::date AS day FROM old_rows) o
  WHERE d.bot_id = o.bot_id AND d.day = o.day;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_history_overview_deleted AFTER DELETE ON "credit_history"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_forget_deleted_days();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_forget_backdated_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM overview_credit_days WHERE bot_id = NEW.bot_id AND day = (NEW.created_at AT TIME ZONE 'UTC')::date;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_history_overview_backdated AFTER INSERT ON "credit_history"
  FOR EACH ROW WHEN (NEW.created_at < now() - interval '1 hour') EXECUTE FUNCTION overview_forget_backdated_day();
