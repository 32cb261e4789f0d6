import { kitOdds, type KitOdd } from '@asa/domain';
import { kitPriceFor, allowedServers } from './rules';
import { saleActive, salePrice } from '../../kits/service';
import type { AppContext } from '../../../context';
import { kitSettingsOf } from '../../bots/service';
import { listKits } from '../../kits/service';
import { listServers } from '../../servers/service';
import { instanceOrThrow } from './lookups';

export interface CatalogKit {
  id: number;
  name: string;
  description: string;
  iconUrl: string;
  messageId: string;
  /** List price; a rank discount is applied per player (kitPriceFor). */
  price: number;
  /** The price while a timed sale runs (before rank discounts), else null (docs/promotions.md). */
  salePrice: number | null;
  isBuyable: boolean;
  kitType: string;
  /** Group names in index order (the choices of an Item Choice kit). */
  itemGroups: { index: number; name: string }[];
  /** A random kit's chances per item group (issue 37); null for other kits. */
  odds: KitOdd[] | null;
  /** Servers it can be delivered to (enabled ones; narrowed by the kit's server limit when on). */
  servers: { id: number; name: string }[];
  /** Buy limit in force (null when none applies). */
  buyLimit: { maxBuys: number; resetAt: string } | null;
  /** Shop rank id / Discord role id required (when role limits apply). */
  requiredRole: number | null;
  requiredDiscordRoleId: string;
}

/**
 * Enabled kits of an instance grouped by channelId (sorting index order), for the Discord bot's kit
 * messages. Kits without a channel come under ''.
 */
export async function kitCatalog(
  ctx: AppContext,
  botId: number,
): Promise<{ channelId: string; kits: CatalogKit[] }[]> {
  const bot = await instanceOrThrow(ctx, botId);
  const settings = kitSettingsOf(bot);
  const [kitRows, serverRows] = await Promise.all([listKits(ctx.db, bot.id), listServers(ctx.db, bot.id)]);
  const byChannel = new Map<string, CatalogKit[]>();
  for (const kit of kitRows) {
    if (!kit.isEnabled) continue;
    const roleLimited = settings.enableRoleLimits && kit.useRoleLimit;
    const entry: CatalogKit = {
      id: kit.id,
      name: kit.name,
      description: kit.description,
      iconUrl: kit.iconUrl,
      messageId: kit.messageId,
      price: kitPriceFor(kit, []),
      salePrice: saleActive(kit, ctx.now()) ? salePrice(kit, ctx.now()) : null,
      isBuyable: kit.isBuyable,
      kitType: kit.kitType,
      itemGroups: [...kit.itemGroups]
        .sort((a, b) => a.index - b.index)
        .map((g) => ({ index: g.index, name: g.name })),
      odds: kit.kitType === 'random' ? kitOdds(kit.itemGroups) : null,
      servers: allowedServers(kit, settings, serverRows).map((s) => ({ id: s.id, name: s.name })),
      buyLimit:
        settings.enableBuyLimits && kit.useBuyLimit && kit.maxBuys > 0
          ? { maxBuys: kit.maxBuys, resetAt: kit.resetAt }
          : null,
      requiredRole: roleLimited ? kit.requiredRole : null,
      requiredDiscordRoleId: roleLimited ? kit.requiredDiscordRoleId : '',
    };
    byChannel.set(kit.channelId, [...(byChannel.get(kit.channelId) ?? []), entry]);
  }
  return [...byChannel].map(([channelId, kits]) => ({ channelId, kits }));
}
