import crypto from 'node:crypto';
import { shopRefusals } from '@asa/domain';
import { buyWindow } from '../../kits/service';
import type { KitRow } from '../../kits/service';
import type { PlayerRow } from '../../players/service';
import type { ServerRow } from '../../servers/service';
import type { ShopRankRow } from '../../shop-ranks/service';
import { consoleText } from '../../../lib/console-text';
import { shopError } from '../errors';

/** Kit settings the engine reads (a subset of the instance's kitSettings). */
export interface KitRuleSettings {
  enableBuyLimits: boolean;
  enableServerLimits: boolean;
  enableRoleLimits: boolean;
}

/**
 * Price a player pays: the kit price minus the best (largest) discount among the shop ranks the player
 * holds, rounded down to whole credits. Ranks of other instances and unknown ids are ignored by the caller.
 */
export function kitPriceFor(
  kit: Pick<KitRow, 'price'>,
  playerRanks: Pick<ShopRankRow, 'discount'>[],
): number {
  const best = Math.min(100, Math.max(0, ...playerRanks.map((r) => r.discount)));
  return Math.floor((kit.price * (100 - best)) / 100);
}

/** Ranks of `all` the player holds. */
export const ranksOf = (player: Pick<PlayerRow, 'roles'>, all: ShopRankRow[]) =>
  all.filter((r) => player.roles.includes(r.id));

const fmtUtc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Throws when `used` purchases already reach the kit's limit. maxBuys 0 means no limit. */
export function checkBuyLimit(kit: KitRow, settings: KitRuleSettings, used: number, now: Date) {
  if (!limitsBuys(kit, settings)) return;
  if (used < kit.maxBuys) return;
  const { end } = buyWindow(kit.resetAt, now);
  const resets = end ? fmtUtc(end) : null;
  throw shopError('buy_limit', 409, shopRefusals.buyLimitReached(kit.name, kit.maxBuys, kit.resetAt, resets));
}

export const limitsBuys = (kit: KitRow, settings: KitRuleSettings) =>
  settings.enableBuyLimits && kit.useBuyLimit && kit.maxBuys > 0;

/** Servers of the instance a kit may be delivered to (enabled ones; all when server limits are off). */
export function allowedServers(kit: KitRow, settings: KitRuleSettings, all: ServerRow[]) {
  const enabled = all.filter((s) => s.isEnabled);
  if (!(settings.enableServerLimits && kit.useServerLimit)) return enabled;
  return enabled.filter(
    (s) => kit.serverIds.includes(s.id) || (s.serverGroup !== '' && kit.serverGroups.includes(s.serverGroup)),
  );
}

/** Server checks: enabled, and allowed by the kit's server limit. */
export function checkServer(kit: KitRow, settings: KitRuleSettings, server: ServerRow, all: ServerRow[]) {
  if (!server.isEnabled) throw shopError('server_disabled', 403, shopRefusals.serverDisabled(server.name));
  const allowed = allowedServers(kit, settings, all);
  if (!allowed.some((s) => s.id === server.id))
    throw shopError(
      'server_not_allowed',
      403,
      shopRefusals.serverNotAllowed(
        kit.name,
        server.name,
        allowed.map((s) => s.name),
      ),
    );
}

/** Role checks: the kit's shop rank and Discord role, when role limits are on for the instance and the kit. */
export function checkRoles(
  kit: KitRow,
  settings: KitRuleSettings,
  player: PlayerRow,
  ranks: ShopRankRow[],
  memberDiscordRoleIds: string[] | undefined,
  verb: 'buy' | 'redeem',
  /** A gift's recipient (`player` is theirs, and so are `memberDiscordRoleIds`): the refusal names them. */
  giftTo?: string,
) {
  if (!(settings.enableRoleLimits && kit.useRoleLimit)) return;
  if (kit.requiredRole != null && !player.roles.includes(kit.requiredRole)) {
    const rank = ranks.find((r) => r.id === kit.requiredRole)?.name ?? 'DELETED RANK';
    throw shopError(
      'rank_required',
      403,
      giftTo !== undefined
        ? shopRefusals.giftRankRequired(giftTo, kit.name, rank)
        : shopRefusals.rankRequired(kit.name, rank, verb),
    );
  }
  if (kit.requiredDiscordRoleId && !(memberDiscordRoleIds ?? []).includes(kit.requiredDiscordRoleId))
    throw shopError(
      'discord_role_required',
      403,
      giftTo !== undefined
        ? shopRefusals.giftDiscordRoleRequired(giftTo, kit.name)
        : shopRefusals.discordRoleRequired(kit.name, verb),
    );
}

/**
 * A random kit's draw (issue 37): one group, each with the chance weight / sum of weights, from the
 * cryptographic random source: `crypto.randomInt(sum of weights)` picks the group whose range holds it.
 */
export function drawGroup<G extends { weight?: number }>(groups: G[]): G | undefined {
  const total = groups.reduce((s, g) => s + (g.weight ?? 1), 0);
  if (!groups.length || total <= 0) return undefined;
  let r = crypto.randomInt(total);
  for (const g of groups) {
    r -= g.weight ?? 1;
    if (r < 0) return g;
  }
  return groups[groups.length - 1];
}

/** The item group(s) a purchase delivers, by kit type. */
export function pickGroups(kit: KitRow, itemGroupIndex: number | undefined) {
  const groups = [...kit.itemGroups].sort((a, b) => a.index - b.index);
  if (kit.kitType === 'multipleChoice') {
    const chosen = groups.find((g) => g.index === itemGroupIndex);
    if (itemGroupIndex === undefined || !chosen)
      throw shopError('item_group_required', 400, shopRefusals.chooseItemGroup(kit.name));
    return [chosen];
  }
  if (kit.kitType === 'random') {
    const drawn = drawGroup(groups);
    return drawn ? [drawn] : [];
  }
  return groups;
}

const placeholders = [
  { token: '{eos_id}', field: 'eosId', code: 'missing_eos_id', message: shopRefusals.missingEosId },
  { token: '{steam_id}', field: 'steamId', code: 'missing_steam_id', message: shopRefusals.missingSteamId },
  {
    token: '{discord_id}',
    field: 'discordId',
    code: 'missing_discord_id',
    message: shopRefusals.missingDiscordId,
  },
] as const;

/**
 * Values put into RCON commands (docs/security.md, "Text on the game console"):
 * - ids ({eos_id}, {steam_id}, {discord_id}) keep only ASCII letters and digits (what real ids are made of);
 * - {player_name} goes through consoleText (lib/console-text.ts: printable ASCII as ASA shows it, accents
 *   dropped, a letter without an ASCII form as `?`, no `|` `;` `\` quotes or control characters), then keeps
 *   only letters, digits, spaces and `- _ . ?` (no braces: a name cannot add a placeholder), cut to 64.
 * So a value can never close a quoted argument, start another command or add a placeholder.
 */
export const cleanId = (v: string) => v.replace(/[^A-Za-z0-9]/g, '');
export const cleanName = (v: string) =>
  consoleText(v, { max: 64 })
    .replace(/[^A-Za-z0-9 _.?-]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();

/**
 * Fills {eos_id}, {steam_id}, {discord_id} and {player_name} in each command. A command needing an id the
 * player lacks throws before anything is charged.
 */
export function fillCommands(
  commands: string[],
  player: Pick<PlayerRow, 'eosId' | 'steamId' | 'discordId' | 'name'>,
): string[] {
  return commands.map((command) => {
    let out = command;
    for (const p of placeholders) {
      if (!out.includes(p.token)) continue;
      const value = cleanId(player[p.field]);
      if (!value) throw shopError(p.code, 400, p.message);
      out = out.split(p.token).join(value);
    }
    return out.split('{player_name}').join(cleanName(player.name));
  });
}

/**
 * The commands of the chosen groups (items in index order) with placeholders filled, the same unfilled
 * (`templates`: filled again against the player's ids when each is sent), and the groups' names.
 */
export function commandsFor(kit: KitRow, player: PlayerRow, itemGroupIndex: number | undefined) {
  const groups = pickGroups(kit, itemGroupIndex);
  const raw = groups.flatMap((g) => [...g.items].sort((a, b) => a.index - b.index).map((i) => i.command));
  if (raw.length === 0) throw shopError('kit_empty', 400, shopRefusals.kitEmpty(kit.name));
  return {
    commands: fillCommands(raw, player),
    templates: raw,
    itemGroupName: groups.map((g) => g.name).join(', '),
    /** A random kit's draw, stored on the purchase (the owner's draws-against-odds table). */
    drawnGroupIndex: kit.kitType === 'random' ? (groups[0]?.index ?? null) : null,
  };
}
