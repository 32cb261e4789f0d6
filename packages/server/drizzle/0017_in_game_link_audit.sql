-- Issue 24: in-game link/unlink events are audit-log rows (entity 'player', action 'link' / 'unlink'), one
-- audit trail. The old rows are copied (oldest first; the actor's name as it was, the EOS id as the change)
-- and the old table dropped.
INSERT INTO "audit_log" ("bot_id", "actor_user_id", "actor_name", "action", "entity", "entity_id", "before", "after", "created_at")
SELECT "bot_id", NULL, "actor", "action", 'player', coalesce("player_id"::text, ''),
	CASE WHEN "action" = 'link' THEN '{}'::jsonb ELSE jsonb_build_object('eosId', "eos_id") END,
	CASE WHEN "action" = 'link' THEN jsonb_build_object('eosId', "eos_id") ELSE jsonb_build_object('eosId', '') END,
	"created_at"
FROM "in_game_link_events" ORDER BY "id";--> statement-breakpoint
DROP TABLE "in_game_link_events";--> statement-breakpoint
-- Issue 28: a version per instance and list, bumped by the database on every write to the list's table, so
-- an unchanged list is answered from a kept copy (ETag / 304) after one primary-key read; no write path can
-- forget it. No foreign key: a deleted instance's servers bump it while the instance row goes.
CREATE TABLE "list_versions" (
	"bot_id" integer NOT NULL,
	"list" text NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "list_versions_pk" PRIMARY KEY("bot_id","list")
);--> statement-breakpoint
CREATE FUNCTION "bump_servers_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		INSERT INTO "list_versions" AS v ("bot_id", "list") VALUES (OLD."bot_id", 'servers')
		ON CONFLICT ("bot_id", "list") DO UPDATE SET "version" = v."version" + 1;
	END IF;
	IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."bot_id" IS DISTINCT FROM OLD."bot_id") THEN
		INSERT INTO "list_versions" AS v ("bot_id", "list") VALUES (NEW."bot_id", 'servers')
		ON CONFLICT ("bot_id", "list") DO UPDATE SET "version" = v."version" + 1;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "servers_list_version" AFTER INSERT OR UPDATE OR DELETE ON "servers"
	FOR EACH ROW EXECUTE FUNCTION "bump_servers_list_version"();
