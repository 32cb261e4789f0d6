-- Issue 27: an owner notification is shown in its reader's language. Each new notification stores its text's
-- key and parameters (the catalogue `notices` of @asa/domain, English and German); `message` keeps the
-- English text (the API's `message`, and what rows written before this migration show: key '').
ALTER TABLE "notifications" ADD COLUMN "key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;
