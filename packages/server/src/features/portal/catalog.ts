import { eq, sql } from 'drizzle-orm';
import type { BotInstance } from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { botInstances } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { InstanceRow } from '../bots/repo';
import { featureOn, toBotInstance } from '../bots/service';
import { listKits, type KitRow } from '../kits/service';
import { listServers, type ServerRow } from '../servers/service';
import { listRanks, type ShopRankRow } from '../shop-ranks/service';
import { allowedServers } from '../shop/ordering/rules';
import { saleActive, salePrice, stockLeft } from '../kits/service';
import { errorMessages, kitOdds, type PortalCatalog, type PortalKit } from '@asa/domain';

export const PORTAL_NOT_FOUND = errorMessages.portalOff;

export interface Portal {
  row: InstanceRow;
  bot: BotInstance;
}

const instanceByGuild = (db: Db) =>
  prepared(db, 'instance_by_guild', (db) =>
    db
      .select()
      .from(botInstances)
      .where(eq(botInstances.guildId, sql.placeholder('guildId')))
      .limit(1)
      .prepare('instance_by_guild'),
  );

/**
 * The instance behind /portal/{guildId}, or 404: the instance must exist and be active, its owner must
 * have switched the portal on (userPortalSettings.isEnabled) and the owner's tier must include the user
 * portal (Tier 3 and above). One answer for every case, so the page does not tell them apart.
 */
export async function loadPortal(ctx: AppContext, guildId: string): Promise<Portal> {
  const [row] = /^\d{1,25}$/.test(guildId) ? await instanceByGuild(ctx.db).execute({ guildId }) : [];
  if (!row || !row.isActive) throw new HttpError(404, PORTAL_NOT_FOUND);
  const bot = toBotInstance(ctx, row);
  if (!(await featureOn(ctx, row, 'userPortal', bot))) throw new HttpError(404, PORTAL_NOT_FOUND);
  return { row, bot };
}

/** Kits a portal offers: the enabled ones, when the owner offers kits there (in sortingIndex order). */
export const offeredKits = (portal: Portal, all: KitRow[]): KitRow[] =>
  portal.bot.userPortalSettings.isKitsEnabled ? all.filter((k) => k.isEnabled) : [];

export const rankBuyPrice = (portal: Portal, rank: ShopRankRow) =>
  portal.bot.shopRoleSettings.isBuyingEnabled && rank.buyRoleEnabled ? rank.buyRolePrice : null;

function toPortalKit(
  portal: Portal,
  kit: KitRow,
  servers: ServerRow[],
  ranks: ShopRankRow[],
  promo: { now: Date; stock: Map<number, number> },
): PortalKit {
  const onSale = saleActive(kit, promo.now);
  const settings = portal.bot.kitSettings;
  const rankLimited = settings.enableRoleLimits && kit.useRoleLimit && kit.requiredRole != null;
  return {
    id: kit.id,
    name: kit.name,
    description: kit.description,
    iconUrl: kit.iconUrl,
    price: kit.price,
    kitType: kit.kitType as PortalKit['kitType'],
    itemGroups: [...kit.itemGroups]
      .sort((a, b) => a.index - b.index)
      .map((g) => ({ index: g.index, name: g.name })),
    odds:
      kit.kitType === 'random'
        ? kitOdds(kit.itemGroups).map((o) => ({ index: o.index, name: o.name, percent: o.percent }))
        : null,
    isBuyable: kit.isBuyable,
    serverIds: allowedServers(kit, settings, servers).map((s) => s.id),
    requiredRankName: rankLimited
      ? (ranks.find((r) => r.id === kit.requiredRole)?.name ?? 'DELETED RANK')
      : null,
    salePrice: onSale ? salePrice(kit, promo.now) : null,
    saleEndsAt: onSale ? (kit.saleTo?.toISOString() ?? null) : null,
    stockLeft: promo.stock.get(kit.id) ?? null,
  };
}

/** The public catalog of a portal: guild, enabled kits and shop ranks (as the owner chose), enabled servers. */
export async function portalCatalog(ctx: AppContext, portal: Portal): Promise<PortalCatalog> {
  const { row, bot } = portal;
  const [kits, servers, ranks] = await Promise.all([
    listKits(ctx.db, row.id),
    listServers(ctx.db, row.id),
    listRanks(ctx.db, row.id),
  ]);
  const ranksEnabled = bot.userPortalSettings.isShopRanksEnabled;
  const offered = offeredKits(portal, kits);
  const now = ctx.now();
  const stock = await stockLeft(ctx.db, offered, now);
  return {
    guildId: row.guildId,
    guildName: row.guildName,
    guildIconUrl: row.guildIconUrlBig || row.guildIconUrl,
    isShopEnabled: row.isShopEnabled,
    kitsEnabled: bot.userPortalSettings.isKitsEnabled,
    shopRanksEnabled: ranksEnabled,
    kits: offered.map((k) => toPortalKit(portal, k, servers, ranks, { now, stock })),
    shopRanks: ranksEnabled
      ? ranks.map((r) => ({
          id: r.id,
          name: r.name,
          description: r.description,
          iconUrl: r.iconUrl,
          discount: r.discount,
          passiveCredits: r.passiveCredits,
          buyPrice: rankBuyPrice(portal, r),
        }))
      : [],
    servers: servers.filter((s) => s.isEnabled).map((s) => ({ id: s.id, name: s.name })),
  };
}
