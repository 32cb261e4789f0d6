import type { CreditHistoryEntry, KitType, PurchaseView } from '@asa/domain';

/** Shapes of the portal API (packages/server/src/features/portal/schemas.ts). */
export interface PortalKit {
  id: number;
  name: string;
  description: string;
  iconUrl: string;
  price: number;
  kitType: KitType;
  itemGroups: { index: number; name: string }[];
  isBuyable: boolean;
  serverIds: number[];
  requiredRankName: string | null;
}

export interface PortalRank {
  id: number;
  name: string;
  description: string;
  iconUrl: string;
  discount: number;
  passiveCredits: number;
  buyPrice: number | null;
}

export interface PortalCatalog {
  guildId: string;
  guildName: string;
  guildIconUrl: string;
  isShopEnabled: boolean;
  kitsEnabled: boolean;
  shopRanksEnabled: boolean;
  kits: PortalKit[];
  shopRanks: PortalRank[];
  servers: { id: number; name: string }[];
}

export interface PortalMe {
  player: {
    id: number;
    name: string;
    discordName: string;
    eosId: string;
    credits: number;
    totalCreditsEarned: number;
  };
  created: boolean;
  creditHistory: CreditHistoryEntry[];
  vouchers: { kitId: number; kitName: string; count: number }[];
  shopRanks: { id: number; name: string; discount: number }[];
  purchases: PurchaseView[];
  kitPrices: { kitId: number; price: number }[];
}

export interface KitOrder {
  kitId: number;
  serverId: number;
  itemGroupIndex?: number;
}
