import type { InGameShopSettings } from '@asa/domain';
import type { Tx } from '../../db/client';
import { queueDiscordMessage } from '../discord-activity/outbox';
import type { ServerRow } from '../servers/service';
import { parseChatCommand, type PlayerChatLine } from './chat-parser';

/** One relayed Discord message holds at most this many characters (Discord allows 2,000). */
export const RELAY_MAX_CHARS = 1900;

/** `@everyone`, `<@123>` and the like shown as text, never as mentions. */
export const neutralise = (text: string) => text.replace(/@/g, '@\u200b').replace(/`/g, "'");

/**
 * Game -> Discord (optional per server, off by default): the plain chat lines of one read (not the shop's
 * commands) as ONE message to the relay channel, through the Discord outbox in the read's transaction, so
 * a relayed read is posted once. At most one message per server per poll (the rate limit); lines beyond
 * RELAY_MAX_CHARS are counted, not sent.
 */
export async function relayToDiscord(
  tx: Tx,
  botId: number,
  settings: InGameShopSettings,
  server: Pick<ServerRow, 'id' | 'name'>,
  lines: PlayerChatLine[],
  now: Date,
) {
  if (!settings.relayChannelId || !settings.relayServerIds.includes(server.id)) return;
  const chat = lines.filter((l) => !parseChatCommand(l.message, settings.prefix));
  if (!chat.length) return;
  let text = `**${neutralise(server.name)}**`;
  let left = chat.length;
  for (const l of chat) {
    const line = `\n${neutralise(l.platformName)}: ${neutralise(l.message)}`;
    if (text.length + line.length > RELAY_MAX_CHARS) break;
    text += line;
    left--;
  }
  if (left) text += `\n(${left} more line${left === 1 ? '' : 's'})`;
  await queueDiscordMessage(
    tx,
    `in-game-chat:${server.id}:${now.getTime()}`,
    { botId, channelId: settings.relayChannelId, text },
    now,
  );
}
