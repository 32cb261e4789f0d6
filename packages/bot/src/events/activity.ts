import type { Message } from 'discord.js';
import { awardActivity, type ActivityAward } from '@asa/server';
import type { BotDeps } from '../lib/deps';
import type { GuildInstanceCache } from '../lib/guild-cache';

/**
 * messageCreate: a member's chat message in a guild may earn activity credits (rules in
 * features/discord-activity: enabled, listed channel, cooldown, random amount, registered players only).
 * Bots, webhooks and system messages earn nothing; a message in a thread counts for its parent channel.
 */
export async function onChatMessage(
  message: Message,
  deps: BotDeps,
  guilds: GuildInstanceCache,
  random?: () => number,
): Promise<ActivityAward | null> {
  if (!message.inGuild() || message.author.bot || message.webhookId || message.system) return null;
  const botId = await guilds.botIdOf(message.guildId);
  if (botId === null) return null;
  const channelId = message.channel?.isThread()
    ? (message.channel.parentId ?? message.channelId)
    : message.channelId;
  return awardActivity(deps.ctx, botId, { discordId: message.author.id, channelId }, random);
}
