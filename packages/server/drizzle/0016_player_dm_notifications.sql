-- Issue 23: the buyer may switch off the Discord DMs about their orders (delivered after waiting, expired, failed).
ALTER TABLE "players" ADD COLUMN "dm_notifications" boolean DEFAULT true NOT NULL;
