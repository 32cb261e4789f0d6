-- Kit-message sync driven by changes: every write that can change a kit message raises
-- bot_instances.kit_messages_version (the bot syncs instances whose kit_messages_synced is behind).
CREATE OR REPLACE FUNCTION kit_messages_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE bot_instances SET kit_messages_version = kit_messages_version + 1 WHERE id = OLD.bot_id;
  ELSE
    UPDATE bot_instances SET kit_messages_version = kit_messages_version + 1 WHERE id = NEW.bot_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kit_messages_touch_instance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.kit_messages_version := OLD.kit_messages_version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- the bot's own message_id writes do not count
CREATE TRIGGER kits_kit_messages AFTER INSERT OR DELETE OR UPDATE OF bot_id, sorting_index, is_enabled,
  is_buyable, name, description, icon_url, price, use_buy_limit, max_buys, reset_at, use_server_limit,
  server_ids, server_groups, kit_type, item_groups, use_role_limit, required_role, required_discord_role_id,
  channel_id ON kits FOR EACH ROW EXECUTE FUNCTION kit_messages_touch();
--> statement-breakpoint
-- the servers a kit lists (name, order, group, enabled); not the RCON monitor's writes
CREATE TRIGGER servers_kit_messages AFTER INSERT OR DELETE OR UPDATE OF bot_id, name, sorting_index,
  server_group, is_enabled ON servers FOR EACH ROW EXECUTE FUNCTION kit_messages_touch();
--> statement-breakpoint
CREATE TRIGGER bot_instances_kit_messages BEFORE UPDATE OF settings, is_active ON bot_instances FOR EACH ROW
  WHEN (OLD.settings IS DISTINCT FROM NEW.settings OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION kit_messages_touch_instance();
