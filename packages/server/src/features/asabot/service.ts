import { and, eq } from 'drizzle-orm';
import type { HostingService } from '@asa/domain';
import type { AppContext } from '../../context';
import { botInstances, players } from '../../db/schema';
import { AsaBotClient } from '../../integrations/asabot/client';
import { badRequest } from '../../lib/errors';
import type { InstanceRow } from '../bots/repo';
import { toBotInstance } from '../bots/service';

/** Client for an instance: the default API URL, or the instance's own when overrideApiUrl is on. */
export function asaBotClient(ctx: AppContext, bot: InstanceRow) {
  const s = toBotInstance(ctx, bot).asaBotSyncSettings;
  if (!s.apiKey) throw badRequest('API-Key is required', { apiKey: 'API-Key is required' });
  return new AsaBotClient({
    apiUrl: s.overrideApiUrl && s.apiUrl ? s.apiUrl : ctx.config.asaBotApiUrl,
    apiKey: s.apiKey,
  });
}

export async function asaBotServices(ctx: AppContext, bot: InstanceRow): Promise<HostingService[]> {
  return (await asaBotClient(ctx, bot).servers()).map((s) => ({
    id: s.id,
    ip: s.host,
    gamePort: s.gamePort,
    rconPort: s.rconPort,
    name: s.name,
    clusterId: s.clusterId ?? '',
    adminPassword: s.rconPassword,
    mods: [],
    slots: s.maxPlayers ?? 0,
    username: '',
  }));
}

/**
 * Job: imports player registrations (Discord id with EOS id and name) from the companion bot for instances
 * with isSyncPlayerRegistration on. New players start with 0 credits; existing ones keep their credits and
 * get a missing EOS id filled in.
 */
export async function runAsaBotPlayerSync(ctx: AppContext) {
  let imported = 0;
  for (const bot of await ctx.db.select().from(botInstances).where(eq(botInstances.isActive, true))) {
    const s = toBotInstance(ctx, bot).asaBotSyncSettings;
    if (!s.isEnabled || !s.isSyncPlayerRegistration || !s.apiKey) continue;
    let list;
    try {
      list = await asaBotClient(ctx, bot).players();
    } catch {
      continue;
    }
    for (const p of list) {
      if (!/^\d{15,25}$/.test(p.discordId)) continue;
      const [existing] = await ctx.db
        .select()
        .from(players)
        .where(and(eq(players.botId, bot.id), eq(players.discordId, p.discordId)));
      if (existing) {
        if (!existing.eosId && p.eosId)
          await ctx.db.update(players).set({ eosId: p.eosId }).where(eq(players.id, existing.id));
        continue;
      }
      await ctx.db
        .insert(players)
        .values({
          botId: bot.id,
          discordId: p.discordId,
          name: p.name || p.discordId,
          discordName: p.name || p.discordId,
          eosId: p.eosId,
        })
        .onConflictDoNothing();
      imported++;
    }
  }
  return imported;
}
