-- Issue 37 (seasons and wipes): one row per season an owner started. The time before the first row is the
-- instance's first season (number 0, never stored). settings: the owner's choice (kinds reset, stock, buy
-- limits, coupon uses); summary: the preview numbers as applied. Leaderboards of season n read the window
-- [started_at of n, started_at of n + 1).
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL REFERENCES "bot_instances"("id") ON DELETE cascade,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"started_by" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_bot_number_uq" ON "seasons" USING btree ("bot_id","number");
