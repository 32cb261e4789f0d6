import { Role, Tier } from '@asa/domain';

export const DEMO_GUILD_ID = '900000000000000001';

/** The people of demo mode (GET /api/auth/demo?as=...). */
export const demoPersonas = {
  owner: { discordId: '100000000000000001', username: 'Demo Owner', role: Role.User, tier: Tier.Special },
  viewer: { discordId: '100000000000000002', username: 'Demo Viewer', role: Role.User, tier: Tier.Free },
  manager: { discordId: '100000000000000003', username: 'Demo Manager', role: Role.User, tier: Tier.Free },
  admin: { discordId: '100000000000000004', username: 'Demo Admin', role: Role.Admin, tier: Tier.Tier2 },
  stranger: { discordId: '100000000000000005', username: 'Demo Stranger', role: Role.User, tier: Tier.Free },
  /** A player of the demo guild who uses the player portal (/portal/{DEMO_GUILD_ID}); see portal-player.ts. */
  player: {
    discordId: '100000000000000006',
    username: 'Demo Player',
    role: Role.UserPortal,
    tier: Tier.Free,
  },
} as const;
export type DemoPersona = keyof typeof demoPersonas;
