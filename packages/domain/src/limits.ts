import { Tier } from './enums';

export interface Limits {
  numKits: number;
  numItems: number;
  numServers: number;
  numRoles: number;
  deutscheArkServerVoting: boolean;
  arkServerNetVoting: boolean;
  tebexWebhooks: boolean;
  discordActivityPoints: boolean;
  tip4serv: boolean;
  userPortal: boolean;
  apiAccess: boolean;
}

const table: Record<
  Tier.Free | Tier.Tier1 | Tier.Tier2 | Tier.Tier3 | Tier.Tier4,
  [number, number, number, number]
> = {
  // servers, ranks, kits, items per kit (SPEC 6)
  [Tier.Free]: [10, 10, 20, 20],
  [Tier.Tier1]: [30, 30, 50, 30],
  [Tier.Tier2]: [50, 50, 100, 40],
  [Tier.Tier3]: [100, 75, 250, 50],
  [Tier.Tier4]: [150, 100, 500, 60],
};

/**
 * Limits of a tier. Readings chosen where the spec gives two:
 * - Tip4Serv (web shop) is a Tier 2 feature (the integration page's reading), like voting and API access.
 * - Tebex webhooks follow the web-shop rule (Tier 2).
 * - User portal needs Tier 3.
 * - Discord activity points are a special per-user feature: only tier Special has them.
 * - Special has the Tier 4 numbers plus every feature; Unknown is treated as Free.
 */
export function limitsForTier(tier: Tier): Limits {
  const base = tier === Tier.Special ? Tier.Tier4 : tier === Tier.Unknown ? Tier.Free : tier;
  const [numServers, numRoles, numKits, numItems] = table[base as keyof typeof table];
  const atLeast = (t: Tier) => tier === Tier.Special || (tier !== Tier.Unknown && tier >= t);
  return {
    numKits,
    numItems,
    numServers,
    numRoles,
    deutscheArkServerVoting: atLeast(Tier.Tier2),
    arkServerNetVoting: atLeast(Tier.Tier2),
    tebexWebhooks: atLeast(Tier.Tier2),
    tip4serv: atLeast(Tier.Tier2),
    apiAccess: atLeast(Tier.Tier2),
    userPortal: atLeast(Tier.Tier3),
    discordActivityPoints: tier === Tier.Special,
  };
}

/** Tier from a monthly pledge amount in cents (0, 3, 6, 9, 12 euros for Free and Tier 1..4). */
export function tierForPledgeCents(cents: number): Tier {
  if (cents >= 1200) return Tier.Tier4;
  if (cents >= 900) return Tier.Tier3;
  if (cents >= 600) return Tier.Tier2;
  if (cents >= 300) return Tier.Tier1;
  return Tier.Free;
}
