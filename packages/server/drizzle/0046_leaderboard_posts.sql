-- Issue 37 (weekly leaderboard post): one row per instance and week whose top players were posted (or found
-- empty). The unique key makes the post once per instance and week across processes: the row and the outbox
-- message are written in one transaction, a second process's insert finds the row and does nothing.
CREATE TABLE "leaderboard_posts" (
	"bot_id" integer NOT NULL REFERENCES "bot_instances"("id") ON DELETE cascade,
	"week" date NOT NULL,
	"channel_id" text DEFAULT '' NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_posts_bot_week_uq" ON "leaderboard_posts" USING btree ("bot_id","week");
