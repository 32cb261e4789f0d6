-- EOS ids are hex and stored lower case (compared case-insensitively): ids written before (by the companion
-- bot's registration import, in any case) get the one spelling.
UPDATE "players" SET "eos_id" = lower("eos_id") WHERE "eos_id" <> lower("eos_id");
