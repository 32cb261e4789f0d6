import { Routes, type REST } from 'discord.js';
import { and, eq, ne } from 'drizzle-orm';
import {
  type AppContext,
  type InstanceRow,
  addShopRank,
  removeShopRank,
  listRanks,
  type ShopRankRow,
  HttpError,
} from '@asa/server';
import { players } from '@asa/server/db';

export const ROLE_SYNC_ACTOR = 'Discord role sync';

type Rank = Pick<ShopRankRow, 'id' | 'roleMode' | 'assignDiscordRoleId'>;
type Player = { id: number; discordId: string; roles: number[] };

export type MirrorAction =
  | { kind: 'addRank' | 'removeRank'; playerId: number; rankId: number }
  | { kind: 'addRole' | 'removeRole'; discordId: string; roleId: string };

/** Ranks that mirror a Discord role: roleMode 'discord' (Discord Role -> Shop Rank) or 'bot' (the reverse). */
export const mirroredRanks = <T extends Rank>(ranks: T[]) =>
  ranks.filter((r) => (r.roleMode === 'discord' || r.roleMode === 'bot') && r.assignDiscordRoleId !== '');

/**
 * What to change so ranks and Discord roles agree, for registered players whose member roles are known
 * (`memberRoles` by Discord id; players missing there, e.g. not in the guild, are left alone).
 * - 'discord' (Discord Role -> Shop Rank): holding the Discord role gives the rank, lacking it takes the rank.
 * - 'bot' (Shop Rank -> Discord Role): holding the rank gives the Discord role, lacking it takes the role.
 */
export function planRoleMirror(
  ranks: Rank[],
  list: Player[],
  memberRoles: Map<string, string[]>,
): MirrorAction[] {
  const out: MirrorAction[] = [];
  for (const p of list) {
    const roles = p.discordId ? memberRoles.get(p.discordId) : undefined;
    if (!roles) continue;
    for (const r of mirroredRanks(ranks)) {
      const hasRank = p.roles.includes(r.id);
      const hasRole = roles.includes(r.assignDiscordRoleId);
      if (hasRank === hasRole) continue;
      if (r.roleMode === 'discord')
        out.push({ kind: hasRole ? 'addRank' : 'removeRank', playerId: p.id, rankId: r.id });
      else
        out.push({
          kind: hasRank ? 'addRole' : 'removeRole',
          discordId: p.discordId,
          roleId: r.assignDiscordRoleId,
        });
    }
  }
  return out;
}

/** Applies planned changes; a change that is already in place (409) or refused by Discord is skipped. */
export async function applyMirror(
  ctx: AppContext,
  rest: REST,
  bot: Pick<InstanceRow, 'id' | 'guildId'>,
  actions: MirrorAction[],
  log: (msg: string, err?: unknown) => void,
) {
  let applied = 0;
  for (const a of actions) {
    try {
      if ('playerId' in a) {
        const fn = a.kind === 'addRank' ? addShopRank : removeShopRank;
        await fn(ctx, { botId: bot.id, playerId: a.playerId, rankId: a.rankId, actor: ROLE_SYNC_ACTOR });
      } else {
        const route = Routes.guildMemberRole(bot.guildId, a.discordId, a.roleId);
        const reason = 'Shop rank -> Discord role sync';
        if (a.kind === 'addRole') await rest.put(route, { reason });
        else await rest.delete(route, { reason });
      }
      applied++;
    } catch (err) {
      if (!(err instanceof HttpError && err.statusCode === 409))
        log(`Role sync of instance ${bot.id} failed`, err);
    }
  }
  return applied;
}

async function registeredPlayers(ctx: AppContext, botId: number, discordId?: string) {
  return ctx.db
    .select({ id: players.id, discordId: players.discordId, roles: players.roles })
    .from(players)
    .where(
      and(eq(players.botId, botId), discordId ? eq(players.discordId, discordId) : ne(players.discordId, '')),
    );
}

/** Mirrors one member (guildMemberUpdate, or after /shoproleadd and /shoproleremove). */
export async function mirrorMember(
  ctx: AppContext,
  rest: REST,
  bot: Pick<InstanceRow, 'id' | 'guildId'>,
  discordId: string,
  roleIds: string[],
  log: (msg: string, err?: unknown) => void,
) {
  const ranks = mirroredRanks(await listRanks(ctx.db, bot.id));
  if (!ranks.length) return 0;
  const list = await registeredPlayers(ctx, bot.id, discordId);
  return applyMirror(ctx, rest, bot, planRoleMirror(ranks, list, new Map([[discordId, roleIds]])), log);
}

/** Role ids of every guild member, read page by page (GET /guilds/{id}/members; needs the members intent). */
export async function listMemberRoles(rest: REST, guildId: string): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  let after = '0';
  for (;;) {
    const page = (await rest.get(Routes.guildMembers(guildId), {
      query: new URLSearchParams({ limit: '1000', after }),
    })) as { user?: { id: string }; roles: string[] }[];
    for (const m of page) if (m.user) out.set(m.user.id, m.roles);
    if (page.length < 1000) return out;
    after = page[page.length - 1]!.user!.id;
  }
}

/** The periodic pass over one instance: every registered player who is a member of the guild. */
export async function mirrorGuild(
  ctx: AppContext,
  rest: REST,
  bot: Pick<InstanceRow, 'id' | 'guildId'>,
  log: (msg: string, err?: unknown) => void,
) {
  const ranks = mirroredRanks(await listRanks(ctx.db, bot.id));
  if (!ranks.length) return 0;
  const memberRoles = await listMemberRoles(rest, bot.guildId);
  const list = await registeredPlayers(ctx, bot.id);
  return applyMirror(ctx, rest, bot, planRoleMirror(ranks, list, memberRoles), log);
}
