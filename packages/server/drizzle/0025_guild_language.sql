-- Issue 27: the language the bot, the DMs and the in-game replies of an instance speak ('' = follow Discord:
-- the guild's preferred locale, kept in guild_locale as Discord last reported it; 'en' / 'de' override).
ALTER TABLE "bot_instances" ADD COLUMN "language" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_instances" ADD COLUMN "guild_locale" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- kit messages are written in the instance's language: a change of either re-syncs them (trigger of 0006)
DROP TRIGGER "bot_instances_kit_messages" ON "bot_instances";--> statement-breakpoint
CREATE TRIGGER bot_instances_kit_messages BEFORE UPDATE OF settings, is_active, language, guild_locale
  ON bot_instances FOR EACH ROW
  WHEN (OLD.settings IS DISTINCT FROM NEW.settings OR OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.language IS DISTINCT FROM NEW.language OR OLD.guild_locale IS DISTINCT FROM NEW.guild_locale)
  EXECUTE FUNCTION kit_messages_touch_instance();
