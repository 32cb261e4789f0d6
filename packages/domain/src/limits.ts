import { Tier, tierLabels } from './enums';
import { messages } from './schemas/messages';

export interface Limits {
  numKits: number;
  numItems: number;
  numServers: number;
  numRoles: number;
  /** How many days back the Overview page reaches (its range may not start earlier). */
  overviewDays: number;
  deutscheArkServerVoting: boolean;
  arkServerNetVoting: boolean;
  tebexWebhooks: boolean;
  discordActivityPoints: boolean;
  tip4serv: boolean;
  inGameShop: boolean;
  userPortal: boolean;
  apiAccess: boolean;
  webhooks: boolean;
  coupons: boolean;
  timedSales: boolean;
  playtime: boolean;
}

type PaidOrFree = Tier.Free | Tier.Tier1 | Tier.Tier2 | Tier.Tier3 | Tier.Tier4;
/** The tiers of the pledge table, in order (Special and Unknown map onto them, see `tierRank`). */
export const pledgeTiers: PaidOrFree[] = [Tier.Free, Tier.Tier1, Tier.Tier2, Tier.Tier3, Tier.Tier4];
/** Every tier a user can have, for tests and tables that walk them all. */
export const allTiers: Tier[] = [...pledgeTiers, Tier.Special, Tier.Unknown];

/** Numeric limits per tier (SPEC 6). */
export const tierNumbers: Record<
  PaidOrFree,
  Pick<Limits, 'numServers' | 'numRoles' | 'numKits' | 'numItems' | 'overviewDays'>
> = {
  [Tier.Free]: { numServers: 10, numRoles: 10, numKits: 20, numItems: 20, overviewDays: 30 },
  [Tier.Tier1]: { numServers: 30, numRoles: 30, numKits: 50, numItems: 30, overviewDays: 90 },
  [Tier.Tier2]: { numServers: 50, numRoles: 50, numKits: 100, numItems: 40, overviewDays: 365 },
  [Tier.Tier3]: { numServers: 100, numRoles: 75, numKits: 250, numItems: 50, overviewDays: 730 },
  [Tier.Tier4]: { numServers: 150, numRoles: 100, numKits: 500, numItems: 60, overviewDays: 730 },
};

/** Features of an instance that a tier may include. */
export type TierFeature =
  | 'apiAccess'
  | 'deutscheArkServerVoting'
  | 'arkServerNetVoting'
  | 'tip4serv'
  | 'inGameShop'
  | 'userPortal'
  | 'discordActivityPoints'
  | 'nitradoAutoSync'
  | 'asaBotSync'
  | 'webhooks'
  | 'gifts'
  | 'coupons'
  | 'timedSales'
  | 'transfers'
  | 'playtime';

export interface TierFeatureRule {
  feature: TierFeature;
  /** Name in the pledge table and docs/tiers.md. */
  label: string;
  /** Lowest tier that includes it; `Tier.Special` means only the Special tier (a per-user feature). */
  minTier: Tier;
  /**
   * The settings group and its switch that turn the feature on for an instance; none for a feature whose
   * own rows carry the switch (webhook endpoints' `enabled`): it is on whenever the tier includes it.
   */
  group?:
    | 'apiSettings'
    | 'deutscheArkServerSettings'
    | 'arkServersNetSettings'
    | 'tip4ServSettings'
    | 'inGameShopSettings'
    | 'userPortalSettings'
    | 'discordActivitySettings'
    | 'nitradoSettings'
    | 'asaBotSyncSettings'
    | 'kitSettings'
    | 'transferSettings'
    | 'playtimeSettings';
  switch?: 'isEnabled' | 'isAutoSyncEnabled' | 'isGiftingEnabled';
  /** Tier notice shown on the page and answered by the API when the tier does not include it. */
  notice: string;
}

/**
 * THE tier rule table: every gated feature, its minimum tier and the switch that turns it on. Readings chosen
 * where the spec gives two (docs/decisions/2026-11-23-tier-gating.md):
 * - Tip4Serv (web shop) is a Tier 2 feature (the integration page's reading), like voting and API access.
 * - User portal needs Tier 3.
 * - Discord activity points are a special per-user feature: only tier Special has them.
 * - Hosting sync and the companion-bot (ASA Bot) sync are in every tier.
 * - Gifts (buying a kit for another player, issue 26) are in every tier: they are an order of the shop, and
 *   their entry points are gated already (key API Tier 2, portal Tier 3; the bot's /buy in every tier).
 * - Coupons and timed sales (issue 26) are in every tier, like gifts: they set the price of an order of the
 *   shop, which every tier runs; they have no switch (a coupon or a sale is itself the owner's choice).
 * - Special has the Tier 4 numbers plus every feature; Unknown is treated as Free.
 */
export const tierFeatureRules: readonly TierFeatureRule[] = [
  {
    feature: 'nitradoAutoSync',
    label: 'Nitrado auto sync',
    minTier: Tier.Free,
    group: 'nitradoSettings',
    switch: 'isAutoSyncEnabled',
    notice: '',
  },
  {
    feature: 'asaBotSync',
    label: 'ASA Bot sync',
    minTier: Tier.Free,
    group: 'asaBotSyncSettings',
    switch: 'isEnabled',
    notice: '',
  },
  {
    feature: 'gifts',
    label: 'Gifts (a kit for another player)',
    minTier: Tier.Free,
    group: 'kitSettings',
    switch: 'isGiftingEnabled',
    notice: '',
  },
  // no switch: each coupon and each kit's sale is the owner's own choice
  { feature: 'coupons', label: 'Coupons', minTier: Tier.Free, notice: '' },
  { feature: 'timedSales', label: 'Timed sales', minTier: Tier.Free, notice: '' },
  // issue 37: moving credits between players is part of running a shop's economy (entry points gated already:
  // portal Tier 3, in game Tier 2); docs/decisions/2026-11-28-earn-tiers.md
  {
    feature: 'transfers',
    label: 'Transfers between players',
    minTier: Tier.Free,
    group: 'transferSettings',
    switch: 'isEnabled',
    notice: '',
  },
  {
    feature: 'tip4serv',
    label: 'Tip4Serv web shop',
    minTier: Tier.Tier2,
    group: 'tip4ServSettings',
    switch: 'isEnabled',
    notice: messages.tip4ServTier,
  },
  {
    feature: 'inGameShop',
    label: 'In-game shop (RCON chat)',
    minTier: Tier.Tier2,
    group: 'inGameShopSettings',
    switch: 'isEnabled',
    notice: messages.inGameShopTier,
  },
  // issue 37: sampled over the RCON connection like the in-game shop (docs/decisions/2026-11-28-earn-tiers.md)
  {
    feature: 'playtime',
    label: 'Playtime credits (RCON)',
    minTier: Tier.Tier2,
    group: 'playtimeSettings',
    switch: 'isEnabled',
    notice: messages.playtimeTier,
  },
  {
    feature: 'deutscheArkServerVoting',
    label: 'Voting (Deutsche ARK Server)',
    minTier: Tier.Tier2,
    group: 'deutscheArkServerSettings',
    switch: 'isEnabled',
    notice: messages.votingTier,
  },
  {
    feature: 'arkServerNetVoting',
    label: 'Voting (ARK-Servers.net)',
    minTier: Tier.Tier2,
    group: 'arkServersNetSettings',
    switch: 'isEnabled',
    notice: messages.votingTier,
  },
  {
    feature: 'apiAccess',
    label: 'API access',
    minTier: Tier.Tier2,
    group: 'apiSettings',
    switch: 'isEnabled',
    notice: messages.apiAccessTier,
  },
  {
    feature: 'userPortal',
    label: 'User portal',
    minTier: Tier.Tier3,
    group: 'userPortalSettings',
    switch: 'isEnabled',
    notice: messages.userPortalTier,
  },
  {
    feature: 'discordActivityPoints',
    label: 'Discord activity credits',
    minTier: Tier.Special,
    group: 'discordActivitySettings',
    switch: 'isEnabled',
    notice: messages.discordActivitySpecial,
  },
  {
    feature: 'webhooks',
    label: 'Webhooks out',
    minTier: Tier.Tier2,
    notice: messages.webhooksTier,
  },
];

export const tierFeatureRule = (feature: TierFeature): TierFeatureRule =>
  tierFeatureRules.find((r) => r.feature === feature)!;

/** Order of tiers for comparisons: Unknown counts as Free, Special is above Tier 4. */
export const tierRank = (tier: Tier): number =>
  tier === Tier.Unknown ? Tier.Free : tier === Tier.Special ? Tier.Tier4 + 1 : tier;

/** Whether a tier includes a feature (the table's answer, whatever the instance's switches say). */
export const tierIncludes = (tier: Tier, feature: TierFeature): boolean =>
  tierRank(tier) >= tierRank(tierFeatureRule(feature).minTier);

/**
 * State of a feature for one instance now:
 * - `on`: switched on and the owner's tier includes it (the only state in which it runs);
 * - `paused`: switched on, but the tier no longer includes it (settings kept, nothing runs);
 * - `off`: switched off, the tier would allow it;
 * - `locked`: switched off and the tier does not include it (it cannot be switched on).
 */
export type FeatureState = 'on' | 'paused' | 'off' | 'locked';

type SettingsLike = { [G in NonNullable<TierFeatureRule['group']>]?: object };

/**
 * The owner's tier may be given as the tier itself (server) or as the instance's limits (the dashboard, which
 * receives limits): every feature above Free has a boolean of the same name in `Limits`.
 */
export function featureState(
  feature: TierFeature,
  tier: Tier | Limits,
  settings: SettingsLike,
): FeatureState {
  const rule = tierFeatureRule(feature);
  const included =
    typeof tier === 'number'
      ? tierIncludes(tier, feature)
      : rule.minTier === Tier.Free || (tier as unknown as Record<string, unknown>)[feature] === true;
  if (!rule.group || !rule.switch) return included ? 'on' : 'locked';
  const group = settings[rule.group] as Record<string, unknown> | undefined;
  const switchedOn = group?.[rule.switch] === true;
  if (switchedOn) return included ? 'on' : 'paused';
  return included ? 'off' : 'locked';
}

/** "Is this feature effective for this instance now": the one answer the server, jobs, bot, portal and pages use. */
export const isFeatureEffective = (
  feature: TierFeature,
  tier: Tier | Limits,
  settings: SettingsLike,
): boolean => featureState(feature, tier, settings) === 'on';

/** Limits of a tier: the numbers of its row and the features it includes. */
export function limitsForTier(tier: Tier): Limits {
  const rank = tierRank(tier);
  const numbers = tierNumbers[Math.min(rank, Tier.Tier4) as PaidOrFree];
  const has = (f: TierFeature) => tierIncludes(tier, f);
  return {
    ...numbers,
    deutscheArkServerVoting: has('deutscheArkServerVoting'),
    arkServerNetVoting: has('arkServerNetVoting'),
    // Tebex webhooks follow the web-shop rule (no settings of their own in the product)
    tebexWebhooks: has('tip4serv'),
    tip4serv: has('tip4serv'),
    inGameShop: has('inGameShop'),
    apiAccess: has('apiAccess'),
    userPortal: has('userPortal'),
    discordActivityPoints: has('discordActivityPoints'),
    webhooks: has('webhooks'),
    coupons: has('coupons'),
    timedSales: has('timedSales'),
    playtime: has('playtime'),
  };
}

/** A tier by name as operators type it: free, 1-4 (or tier1-tier4), special; null for anything else. */
export function tierFromName(name: string): Tier | null {
  const n = name
    .trim()
    .toLowerCase()
    .replace(/^tier\s*/, '');
  if (n === 'free' || n === '0') return Tier.Free;
  if (n === 'special') return Tier.Special;
  return /^[1-4]$/.test(n) ? (Number(n) as Tier) : null;
}

/** The tier an instance has: its owner's, raised to the installation's floor (SELF_HOSTED_TIER) when set. */
export const effectiveTier = (ownerTier: Tier, floor: Tier | null): Tier =>
  floor !== null && tierRank(floor) > tierRank(ownerTier) ? floor : ownerTier;

/** Tier from a monthly pledge amount in cents (0, 3, 6, 9, 12 euros for Free and Tier 1..4). */
export function tierForPledgeCents(cents: number): Tier {
  if (cents >= 1200) return Tier.Tier4;
  if (cents >= 900) return Tier.Tier3;
  if (cents >= 600) return Tier.Tier2;
  if (cents >= 300) return Tier.Tier1;
  return Tier.Free;
}

/**
 * The feature × tier table of docs/tiers.md, generated from `tierNumbers` and `tierFeatureRules`
 * (packages/domain/test/tiers-doc.test.ts fails when the doc differs).
 */
export function tierTableMarkdown(): string {
  const head = ['Feature', ...pledgeTiers.map((t) => tierLabels[t]), tierLabels[Tier.Special]];
  const columns: Tier[] = [...pledgeTiers, Tier.Special];
  const rows: string[][] = [
    ['Servers', ...columns.map((t) => String(limitsForTier(t).numServers))],
    ['Shop ranks', ...columns.map((t) => String(limitsForTier(t).numRoles))],
    ['Kits', ...columns.map((t) => String(limitsForTier(t).numKits))],
    ['Items per kit', ...columns.map((t) => String(limitsForTier(t).numItems))],
    ['Overview history (days)', ...columns.map((t) => String(limitsForTier(t).overviewDays))],
    ...tierFeatureRules.map((r) => [
      r.label,
      ...columns.map((t) => (tierIncludes(t, r.feature) ? 'yes' : '-')),
    ]),
  ];
  return [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}
