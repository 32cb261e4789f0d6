-- Issue 34 (work that is due, not instances that exist): each game server keeps the time its next RCON
-- check is due. The `rcon-monitor` job (every 15 s, in every jobs process) claims due servers in fair batches
-- across instances and moves their time 10 minutes on in the same statement, so two jobs processes split the
-- servers and a server is checked every 10 minutes. Existing servers are due at once (epoch).
ALTER TABLE "servers" ADD COLUMN "monitor_due_at" timestamp with time zone DEFAULT 'epoch' NOT NULL;--> statement-breakpoint
CREATE INDEX "servers_monitor_due_idx" ON "servers" USING btree ("monitor_due_at") WHERE "is_enabled";
