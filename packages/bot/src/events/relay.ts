import type { Message } from 'discord.js';
import { relayToGame, type RelayToGameResult } from '@asa/server';
import type { BotDeps } from '../lib/deps';
import type { GuildInstanceCache } from '../lib/guild-cache';

/**
 * messageCreate: a member's message in the instance's in-game relay channel goes into the game
 * (`ServerChat <name>: <text>`, rules in features/in-game-shop/relay-to-game.ts). Bots (this bot's own
 * game -> Discord relay among them), webhooks and system messages are never relayed; neither are threads.
 */
export async function onRelayMessage(
  message: Message,
  deps: BotDeps,
  guilds: GuildInstanceCache,
): Promise<RelayToGameResult | null> {
  if (!message.inGuild() || message.author.bot || message.webhookId || message.system) return null;
  const botId = await guilds.botIdOf(message.guildId);
  if (botId === null) return null;
  return relayToGame(deps.ctx, botId, {
    channelId: message.channelId,
    authorName: message.member?.displayName ?? message.author.displayName,
    text: message.cleanContent,
  });
}
