import { Routes, type REST } from 'discord.js';

/**
 * Right before the bot posts into a channel taken from stored settings or kits: the channel must be in the
 * instance's own guild (a channel id of another guild, saved before the check on save existed or by a
 * changed guild, would post into another tenant's server). One lookup per channel and run.
 */
export class ChannelGuard {
  private readonly guildOf = new Map<string, string>();
  constructor(private readonly rest: REST) {}

  async belongsTo(channelId: string, guildId: string): Promise<boolean> {
    let guild = this.guildOf.get(channelId);
    if (guild === undefined) {
      const channel = (await this.rest.get(Routes.channel(channelId))) as { guild_id?: string };
      guild = channel.guild_id ?? '';
      this.guildOf.set(channelId, guild);
    }
    return guild !== '' && guild === guildId;
  }
}
