import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances, players } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { getPlayerRow } from '../players/service';
import { DEMO_GUILD_ID } from './personas';
import { isDemoPlayerOnline, setDemoPlayerOnline } from './rcon';

/** A player whose presence on the demo game server can be read or switched. */
export interface DemoPresenceTarget {
  id: number;
  botId: number;
  discordId: string;
  eosId: string;
}

/**
 * Whether the presence switch of the player portal (no `playerId`) addresses this player: demo mode, the
 * demo guild, and an EOS id (what the demo game servers list). The portal asks only then.
 */
export const hasDemoPresence = (ctx: AppContext, guildId: string, eosId: string) =>
  ctx.config.demoMode && guildId === DEMO_GUILD_ID && eosId !== '';

/**
 * The player a presence call is about: `playerId` when given (any player with an EOS id), else the caller's own
 * player of the demo guild. 404 when there is none.
 */
export async function demoPresenceTarget(
  ctx: AppContext,
  callerDiscordId: string,
  playerId: number | undefined,
): Promise<DemoPresenceTarget> {
  const row =
    playerId === undefined
      ? (
          await ctx.db
            .select({
              id: players.id,
              botId: players.botId,
              discordId: players.discordId,
              eosId: players.eosId,
            })
            .from(players)
            .innerJoin(botInstances, eq(botInstances.id, players.botId))
            .where(and(eq(botInstances.guildId, DEMO_GUILD_ID), eq(players.discordId, callerDiscordId)))
        )[0]
      : await getPlayerRow(ctx.db, playerId);
  if (!row?.eosId) throw notFound('Player');
  return { id: row.id, botId: row.botId, discordId: row.discordId, eosId: row.eosId };
}

/** Whether the player is on the demo game server (its ListPlayers answer). */
export function demoPresence(ctx: AppContext, target: DemoPresenceTarget) {
  return { playerId: target.id, online: isDemoPlayerOnline(ctx, target.eosId) };
}

/** Puts the player on or off the demo game server; kits that need the buyer online then wait for them. */
export async function setDemoPresence(ctx: AppContext, target: DemoPresenceTarget, online: boolean) {
  await setDemoPlayerOnline(ctx, target.eosId, online);
  return demoPresence(ctx, target);
}
