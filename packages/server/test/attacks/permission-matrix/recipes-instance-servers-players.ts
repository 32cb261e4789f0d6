/** Recipes: servers (and the RCON connection test), players and purchases of the instance. */
import { kits, purchases } from '../../../src/db/schema';
import {
  firstRow,
  freshPlayer,
  freshServer,
  freshServerBehindFake,
  m,
  validServer,
  type Recipe,
} from './context';

export const instanceServersPlayersRecipes: Record<string, Recipe> = {
  'POST /api/rcon/test': {
    rule: 'Servers_Edit',
    request: async () => {
      const s = await freshServerBehindFake();
      return {
        method: 'POST',
        url: '/api/rcon/test',
        payload: {
          botId: m.t.botId,
          host: '127.0.0.1',
          port: m.rcon.port,
          password: '**********',
          serverId: s.id,
        },
      };
    },
  },
  // servers
  'GET /api/server/list/{botId}': {
    rule: 'Servers_View',
    request: () => ({ method: 'GET', url: `/api/server/list/${m.t.botId}` }),
  },
  'POST /api/server': {
    rule: 'Servers_Edit',
    request: () => ({ method: 'POST', url: '/api/server', payload: { server: validServer() } }),
  },
  'PUT /api/server': {
    rule: 'Servers_Edit',
    request: async () => ({
      method: 'PUT',
      url: '/api/server',
      payload: { server: { ...validServer(), id: (await freshServer()).id } },
    }),
  },
  'PUT /api/server/bulk': {
    rule: 'Servers_Edit',
    request: async () => ({
      method: 'PUT',
      url: '/api/server/bulk',
      payload: { servers: [{ ...validServer(), id: (await freshServer()).id, rconPassword: '**********' }] },
    }),
  },
  'DELETE /api/server': {
    rule: 'Servers_Edit',
    request: async () => ({
      method: 'DELETE',
      url: '/api/server',
      payload: { serverId: (await freshServer()).id },
    }),
  },
  'DELETE /api/server/many': {
    rule: 'Servers_Edit',
    request: async () => ({
      method: 'DELETE',
      url: '/api/server/many',
      payload: { botId: m.t.botId, serverIds: [(await freshServer()).id] },
    }),
  },
  // players
  'GET /api/player/list/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/player/list/${m.t.botId}` }),
  },
  'GET /api/player/{playerId}/credits': {
    rule: 'Players_View',
    request: async () => ({ method: 'GET', url: `/api/player/${(await freshPlayer()).id}/credits` }),
  },
  'POST /api/player': {
    rule: 'Players_Edit',
    request: () => ({
      method: 'POST',
      url: '/api/player',
      payload: {
        player: {
          botId: m.t.botId,
          name: 'New',
          discordName: 'new',
          discordId: `5${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(0, 18),
        },
      },
    }),
  },
  'PUT /api/player': {
    rule: 'Players_Edit',
    request: async () => {
      const p = await freshPlayer();
      return {
        method: 'PUT',
        url: '/api/player',
        payload: {
          player: { id: p.id, botId: p.botId, name: 'Renamed', discordName: 'r', discordId: p.discordId },
        },
      };
    },
  },
  'DELETE /api/player': {
    rule: 'Players_Edit',
    request: async () => ({
      method: 'DELETE',
      url: '/api/player',
      payload: { playerId: (await freshPlayer()).id },
    }),
  },
  'DELETE /api/player/many': {
    rule: 'Players_Edit',
    request: async () => ({
      method: 'DELETE',
      url: '/api/player/many',
      payload: { botId: m.t.botId, playerIds: [(await freshPlayer()).id, (await freshPlayer()).id] },
    }),
  },
  'POST /api/player/bulk-credits/preview': {
    rule: 'Players_Edit',
    request: async () => ({
      method: 'POST',
      url: '/api/player/bulk-credits/preview',
      payload: { botId: m.t.botId, target: { playerIds: [(await freshPlayer()).id] }, amount: 5 },
    }),
  },
  'POST /api/player/bulk-credits': {
    rule: 'Players_Edit',
    request: async () => ({
      method: 'POST',
      url: '/api/player/bulk-credits',
      payload: {
        botId: m.t.botId,
        target: { playerIds: [(await freshPlayer()).id] },
        amount: 5,
        reason: 'matrix',
        idempotencyKey: `matrix-${Date.now()}-${Math.random()}`,
      },
    }),
  },
  'PUT /api/player/credit': {
    rule: 'Players_Edit',
    request: async () => ({
      method: 'PUT',
      url: '/api/player/credit',
      payload: { playerId: (await freshPlayer()).id, credits: 5, reason: 'matrix' },
    }),
  },
  'PUT /api/player/voucher': {
    rule: 'Players_Edit',
    request: async () => {
      const k = await firstRow(
        m.t.ctx.db.insert(kits).values({ botId: m.t.botId, name: 'K', description: 'd' }).returning(),
      );
      return {
        method: 'PUT',
        url: '/api/player/voucher',
        payload: { playerId: (await freshPlayer()).id, kitId: k.id, count: 1 },
      };
    },
  },
  // purchases
  'GET /api/purchase/list/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/purchase/list/${m.t.botId}?status=failed` }),
  },
  'POST /api/purchase/retry': {
    rule: 'Players_Edit',
    // a failed free purchase on a server behind the local RCON fake: the retry delivers it
    request: async () => {
      const s = await freshServerBehindFake();
      const p = await freshPlayer();
      const row = await firstRow(
        m.t.ctx.db
          .insert(purchases)
          .values({
            botId: m.t.botId,
            playerId: p.id,
            playerName: p.name,
            kitName: 'Matrix',
            serverId: s.id,
            serverName: s.name,
            source: 'dashboard',
            status: 'failed',
            refunded: true,
            results: [{ command: 'ServerChat matrix', ok: false, response: 'timeout' }],
          })
          .returning(),
      );
      return { method: 'POST', url: '/api/purchase/retry', payload: { purchaseId: row.id } };
    },
  },
  'POST /api/purchase/resolve': {
    rule: 'Players_Edit',
    // a free purchase whose only command may have run (status unknown): the owner refunds it
    request: async () => {
      const p = await freshPlayer();
      const row = await firstRow(
        m.t.ctx.db
          .insert(purchases)
          .values({
            botId: m.t.botId,
            playerId: p.id,
            playerName: p.name,
            kitName: 'Matrix',
            serverName: 'Gone',
            source: 'dashboard',
            status: 'unknown',
            results: [{ command: 'ServerChat matrix', ok: false, response: '' }],
          })
          .returning(),
      );
      return {
        method: 'POST',
        url: '/api/purchase/resolve',
        payload: { purchaseId: row.id, action: 'refund' },
      };
    },
  },
  'POST /api/purchase/refund': {
    rule: 'Players_Edit',
    // a delivered paid purchase: the owner gives part of it back (issue 36)
    request: async () => {
      const p = await freshPlayer();
      const row = await firstRow(
        m.t.ctx.db
          .insert(purchases)
          .values({
            botId: m.t.botId,
            playerId: p.id,
            playerName: p.name,
            kitName: 'Matrix',
            serverName: 'Gone',
            source: 'dashboard',
            price: 10,
            status: 'delivered',
          })
          .returning(),
      );
      return {
        method: 'POST',
        url: '/api/purchase/refund',
        payload: { purchaseId: row.id, amount: 5, reason: 'matrix' },
      };
    },
  },
  'POST /api/purchase/refund-many': {
    rule: 'Players_Edit',
    // two delivered free purchases refunded in one go
    request: async () => {
      const p = await freshPlayer();
      const rows = await m.t.ctx.db
        .insert(purchases)
        .values(
          [1, 2].map(() => ({
            botId: m.t.botId,
            playerId: p.id,
            playerName: p.name,
            kitName: 'Matrix',
            serverName: 'Gone',
            source: 'dashboard',
            status: 'delivered',
          })),
        )
        .returning();
      return {
        method: 'POST',
        url: '/api/purchase/refund-many',
        payload: { botId: m.t.botId, purchaseIds: rows.map((r) => r.id), reason: 'matrix' },
      };
    },
  },
  'POST /api/player/buy-limits/reset': {
    rule: 'Players_Edit',
    request: async () => ({
      method: 'POST',
      url: '/api/player/buy-limits/reset',
      payload: { playerId: (await freshPlayer()).id, kitId: null },
    }),
  },
};
