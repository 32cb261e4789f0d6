ALTER TABLE "bot_instances" ADD COLUMN "kit_messages_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_instances" ADD COLUMN "kit_messages_synced" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_instances" ADD COLUMN "kit_messages_lease" timestamp with time zone;