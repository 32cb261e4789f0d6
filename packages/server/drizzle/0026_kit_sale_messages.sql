-- Issue 26: a kit's timed sale shows in its Discord message, so a change of its sale (percent, start, end)
-- raises the instance's kit_messages_version like the other shown fields (0006); sale starts and ends
-- themselves are noticed by the sale-messages job.
DROP TRIGGER IF EXISTS kits_kit_messages ON kits;
--> statement-breakpoint
CREATE TRIGGER kits_kit_messages AFTER INSERT OR DELETE OR UPDATE OF bot_id, sorting_index, is_enabled,
  is_buyable, name, description, icon_url, price, use_buy_limit, max_buys, reset_at, use_server_limit,
  server_ids, server_groups, kit_type, item_groups, use_role_limit, required_role, required_discord_role_id,
  channel_id, sale_percent, sale_from, sale_to ON kits FOR EACH ROW EXECUTE FUNCTION kit_messages_touch();
