import type { AppContext } from '@asa/server';
import { instanceForGuild } from './instance';

/**
 * Guild id -> active instance id, kept for a short while: chat messages are frequent and the mapping rarely
 * changes (settings themselves are always read fresh).
 */
export class GuildInstanceCache {
  private readonly map = new Map<string, { until: number; botId: number | null }>();

  constructor(
    private readonly ctx: AppContext,
    private readonly ttlMs = 60_000,
  ) {}

  async botIdOf(guildId: string): Promise<number | null> {
    const now = Date.now();
    const hit = this.map.get(guildId);
    if (hit && hit.until > now) return hit.botId;
    const instance = await instanceForGuild(this.ctx, guildId);
    const botId = instance?.row.id ?? null;
    this.map.set(guildId, { until: now + this.ttlMs, botId });
    return botId;
  }

  forget(guildId: string) {
    this.map.delete(guildId);
  }
}
