-- Issue 27: a waiting purchase's reason (and the shop's own failure texts) is shown in its reader's language (portal, Discord bot, in game). Each
-- new wait stores the reason's key and parameters (`reason.<key>` of the catalogues, `waitingKeys` of
-- @asa/domain) next to the English text in `waiting_reason` (the API's and the dashboard's text).
ALTER TABLE "purchases" ADD COLUMN "waiting_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "waiting_params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The same for the shop's own reasons a purchase was given back (`error.<key>`, `failureKeys`: expiry, server
-- gone, owner's refund) next to the English `error`; a game server's answer keeps key '' and shows as it came.
-- Rows given back before this migration keep key '' (their English).
ALTER TABLE "purchases" ADD COLUMN "error_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "error_params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Rows waiting now whose English reads exactly as one of the three reasons with the row's own server (and
-- recipient) name get their key; anything else (a server renamed since, an unusual text) keeps key '' and
-- shows its English as before.
UPDATE "purchases" SET "waiting_key" = 'waitingForPlayer', "waiting_params" = jsonb_build_object('server', "server_name")
WHERE "status" = 'waiting' AND NOT "is_gift" AND "waiting_reason" = 'Waiting for you to join ' || "server_name" || '.';--> statement-breakpoint
UPDATE "purchases" SET "waiting_key" = 'waitingForRecipient',
  "waiting_params" = jsonb_build_object('player', "player_name", 'server', "server_name")
WHERE "status" = 'waiting' AND "is_gift"
  AND "waiting_reason" = 'Waiting for ' || "player_name" || ' to join ' || "server_name" || '.';--> statement-breakpoint
UPDATE "purchases" SET "waiting_key" = 'waitingForServer',
  "waiting_params" = jsonb_build_object('server', "server_name", 'error',
    substr("waiting_reason", length('Waiting for ' || "server_name" || ' to come back (') + 1,
      length("waiting_reason") - length('Waiting for ' || "server_name" || ' to come back (') - 2))
WHERE "status" = 'waiting'
  AND starts_with("waiting_reason", 'Waiting for ' || "server_name" || ' to come back (')
  AND right("waiting_reason", 2) = ').';
