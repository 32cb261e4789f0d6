-- Issue 35: a typed ledger. Every credit_history row gets a kind (`ledgerKinds` of @asa/domain), a structured
-- actor (`actor_type`: player, manager, system, integration, and `actor_id`; `actor` keeps the name shown),
-- references (`refs`: purchaseId, couponId, voteSite, importId) and the parameters its text needs (`params`).
-- Screens show a row by kind + params in the reader's language; `reason` keeps the English (or a person's own
-- words for the admin, API and other kinds). The Overview and the history's source filter read the kind.
ALTER TABLE "credit_history" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_history" ADD COLUMN "actor_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_history" ADD COLUMN "actor_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_history" ADD COLUMN "refs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_history" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Existing rows are classified by the texts the last version wrote (each writer's fixed reason or actor);
-- anything else that a person wrote (a name as actor) is an admin grant or take, and a row with neither keeps
-- its text as `other`. Texts are kept as they were.
UPDATE "credit_history" SET "kind" = CASE
    WHEN "amount" < 0 AND "reason" LIKE 'Bought kit %' THEN 'purchase'
    WHEN "amount" < 0 AND "reason" LIKE 'Bought shop rank %' THEN 'rank_purchase'
    WHEN "amount" < 0 AND "reason" ~ '^Gift .+ for .+$' THEN 'gift_sent'
    WHEN "amount" > 0 AND "reason" ~ '^Refund: kit .* (could not be delivered|expired \(not delivered\))$' THEN 'refund'
    WHEN "actor" = 'Vote reward' THEN 'vote'
    WHEN "actor" = 'Discord Activity Credits' THEN 'activity'
    WHEN "actor" = 'Passive income' THEN 'passive_income'
    WHEN "actor" = 'Tip4Serv' THEN 'tip4serv'
    WHEN "actor" = 'api' THEN 'api'
    WHEN "reason" = 'CSV import' THEN 'import'
    WHEN "actor" <> '' AND "amount" > 0 THEN 'admin_grant'
    WHEN "actor" <> '' AND "amount" < 0 THEN 'admin_take'
    ELSE 'other' END;--> statement-breakpoint
UPDATE "credit_history" SET "params" = CASE
    WHEN "reason" LIKE '% (retry)' THEN jsonb_build_object('kit', substr("reason", 12, length("reason") - 19), 'retry', 'yes')
    ELSE jsonb_build_object('kit', substr("reason", 12)) END
  WHERE "kind" = 'purchase';--> statement-breakpoint
UPDATE "credit_history" SET "params" = jsonb_build_object('rank', substr("reason", 18)) WHERE "kind" = 'rank_purchase';--> statement-breakpoint
UPDATE "credit_history" SET "params" = jsonb_build_object('kit', (regexp_match("reason", '^Gift (.+) for (.+)$'))[1],
    'recipient', (regexp_match("reason", '^Gift (.+) for (.+)$'))[2])
  WHERE "kind" = 'gift_sent';--> statement-breakpoint
UPDATE "credit_history" SET "params" = CASE
    WHEN "reason" LIKE '% could not be delivered' THEN jsonb_build_object('kit', substr("reason", 13, length("reason") - 35), 'why', 'failed')
    ELSE jsonb_build_object('kit', substr("reason", 13, length("reason") - 36), 'why', 'expired') END
  WHERE "kind" = 'refund';--> statement-breakpoint
UPDATE "credit_history" SET "params" = jsonb_build_object('site', substr("reason", 9)),
    "refs" = jsonb_build_object('voteSite', substr("reason", 9))
  WHERE "kind" = 'vote' AND "reason" LIKE 'Vote on %';--> statement-breakpoint
UPDATE "credit_history" SET "actor_type" = CASE
    WHEN "kind" IN ('vote', 'activity', 'passive_income') THEN 'system'
    WHEN "kind" IN ('tip4serv', 'api') THEN 'integration'
    WHEN "kind" IN ('admin_grant', 'admin_take', 'import') THEN 'manager'
    WHEN "kind" = 'refund' AND "actor" = 'Shop' THEN 'system'
    WHEN "kind" = 'refund' THEN 'manager'
    WHEN "kind" IN ('purchase', 'rank_purchase', 'gift_sent') THEN 'player'
    ELSE '' END,
  "actor_id" = CASE
    WHEN "kind" = 'vote' THEN 'voting' WHEN "kind" = 'activity' THEN 'discord-activity'
    WHEN "kind" = 'passive_income' THEN 'passive-income' WHEN "kind" = 'tip4serv' THEN 'tip4serv'
    WHEN "kind" = 'api' THEN 'api' WHEN "kind" = 'refund' AND "actor" = 'Shop' THEN 'delivery-queue'
    ELSE '' END;--> statement-breakpoint
-- The text-matching classification and its index go: the source filter and the Overview read the kind.
DROP INDEX IF EXISTS "credit_history_bot_kind_created_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credit_history_bot_kind_idx" ON "credit_history" USING btree ("bot_id","kind","created_at");--> statement-breakpoint
-- The Overview's closed days were classified by text (a paid gift counted as removed): filled again from kinds.
DELETE FROM "overview_credit_days";
