-- issue 39: the request id a purchase and its webhook deliveries were caused by (the HTTP call's
-- X-Request-Id; null for rows made before, or by no HTTP call), and the processes of the installation
-- (heartbeats: the site-admin status page)
ALTER TABLE "purchases" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE TABLE "processes" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"commit" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
