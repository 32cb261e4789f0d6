import type { FakeDiscordData } from '../../integrations/discord/fake-server';
import { DEMO_GUILD_ID, demoPersonas } from './personas';

const ch = (id: string, name: string, type = 0, parent = '900000000000000100', position = 0) => ({
  id,
  name,
  type,
  parent_id: type === 4 ? null : parent,
  position,
});

export const demoChannels = {
  shop: '900000000000000101',
  logs: '900000000000000102',
  votes: '900000000000000103',
  chat: '900000000000000104',
  claims: '900000000000000105',
  ranks: '900000000000000106',
};
export const demoRoles = {
  admin: '900000000000000201',
  vip: '900000000000000202',
  survivor: '900000000000000203',
  tribeLeader: '900000000000000204',
};

/** Discord as the demo guild looks to the fake Discord of demo mode. */
export function demoDiscordData(): FakeDiscordData {
  return {
    clientId: 'demo',
    clientSecret: 'demo',
    botToken: 'demo-bot-token',
    codes: {},
    guilds: [
      {
        id: DEMO_GUILD_ID,
        name: 'ARK Demo Cluster',
        icon: null,
        owner_id: demoPersonas.owner.discordId,
        members: Object.values(demoPersonas).map((p) => p.discordId),
        memberRoles: {
          [demoPersonas.owner.discordId]: [demoRoles.admin],
          [demoPersonas.player.discordId]: [demoRoles.survivor],
        },
        channels: [
          ch('900000000000000100', 'SHOP', 4, '', 0),
          ch('900000000000000110', 'COMMUNITY', 4, '', 1),
          ch(demoChannels.shop, 'kit-shop', 0, '900000000000000100', 1),
          ch(demoChannels.ranks, 'shop-ranks', 0, '900000000000000100', 2),
          ch(demoChannels.claims, 'claimed-kits', 0, '900000000000000100', 3),
          ch(demoChannels.logs, 'shop-log', 0, '900000000000000100', 4),
          ch(demoChannels.votes, 'vote-log', 0, '900000000000000110', 5),
          ch(demoChannels.chat, 'general', 0, '900000000000000110', 6),
        ],
        roles: [
          { id: DEMO_GUILD_ID, name: '@everyone', color: 0, position: 0 },
          { id: demoRoles.admin, name: 'Admin', color: 15158332, position: 4 },
          { id: demoRoles.vip, name: 'VIP', color: 15844367, position: 3 },
          { id: demoRoles.tribeLeader, name: 'Tribe Leader', color: 3447003, position: 2 },
          { id: demoRoles.survivor, name: 'Survivor', color: 3066993, position: 1 },
        ],
      },
    ],
  };
}
