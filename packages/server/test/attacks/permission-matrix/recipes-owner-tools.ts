/** Recipes: the owner's tools (audit log, managers' names, CSV exports). */
import { webhookDeliveries, webhookEndpoints } from '../../../src/db/schema';
import { m, type Recipe } from './context';

/** A fresh webhook endpoint of the test instance (each persona's call may delete it). */
const endpoint = async () =>
  (
    await m.t.ctx.db
      .insert(webhookEndpoints)
      .values({
        botId: m.t.botId,
        url: 'https://hooks.example.com/asa',
        events: ['purchase.created'],
        secret: m.t.ctx.secrets.encrypt('whsec_matrix'),
      })
      .returning()
  )[0]!.id;
const hookBody = { url: 'https://hooks.example.com/asa', events: ['purchase.created'], enabled: true };

export const ownerToolsRecipes: Record<string, Recipe> = {
  'GET /api/audit/list/{botId}': {
    rule: 'AuditLog_View',
    request: () => ({ method: 'GET', url: `/api/audit/list/${m.t.botId}` }),
  },
  'GET /api/audit/retention/{botId}': {
    rule: 'AuditLog_View',
    request: () => ({ method: 'GET', url: `/api/audit/retention/${m.t.botId}` }),
  },
  'PUT /api/audit/retention/{botId}': {
    rule: 'Owner',
    request: () => ({ method: 'PUT', url: `/api/audit/retention/${m.t.botId}`, payload: { days: 365 } }),
  },
  'GET /api/bots/managers': {
    rule: 'Owner',
    request: () => ({ method: 'GET', url: `/api/bots/managers?id=${m.t.botId}` }),
  },
  'POST /api/player/import/{botId}': {
    rule: 'Players_Edit',
    request: () => ({
      method: 'POST',
      url: `/api/player/import/${m.t.botId}`,
      payload: { csv: 'discordId,name,discordName\n700000000000000777,Imported,Imported\n', dryRun: true },
    }),
  },
  'GET /api/kit/export/{botId}': {
    rule: 'Kits_View',
    request: () => ({ method: 'GET', url: `/api/kit/export/${m.t.botId}` }),
  },
  'POST /api/kit/import/{botId}': {
    rule: 'Kits_Edit',
    request: () => ({
      method: 'POST',
      url: `/api/kit/import/${m.t.botId}`,
      payload: { csv: 'name,description\nImported kit,Imported\n', dryRun: true },
    }),
  },
  'GET /api/player/export/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/player/export/${m.t.botId}` }),
  },
  'GET /api/player/credit-history/export/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/player/credit-history/export/${m.t.botId}` }),
  },
  'GET /api/purchase/export/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/purchase/export/${m.t.botId}` }),
  },
  'GET /api/webhooks/events': {
    rule: 'user',
    request: () => ({ method: 'GET', url: '/api/webhooks/events' }),
  },
  'GET /api/webhooks/list/{botId}': {
    rule: 'Owner',
    request: () => ({ method: 'GET', url: `/api/webhooks/list/${m.t.botId}` }),
  },
  'POST /api/webhooks/{botId}': {
    rule: 'Owner',
    request: () => ({ method: 'POST', url: `/api/webhooks/${m.t.botId}`, payload: hookBody }),
  },
  'PUT /api/webhooks/endpoint/{id}': {
    rule: 'Owner',
    request: async () => ({
      method: 'PUT',
      url: `/api/webhooks/endpoint/${await endpoint()}`,
      payload: hookBody,
    }),
  },
  'DELETE /api/webhooks/endpoint/{id}': {
    rule: 'Owner',
    request: async () => ({ method: 'DELETE', url: `/api/webhooks/endpoint/${await endpoint()}` }),
  },
  'POST /api/webhooks/endpoint/{id}/rotate-secret': {
    rule: 'Owner',
    request: async () => ({
      method: 'POST',
      url: `/api/webhooks/endpoint/${await endpoint()}/rotate-secret`,
    }),
  },
  'POST /api/webhooks/endpoint/{id}/test': {
    rule: 'Owner',
    request: async () => ({ method: 'POST', url: `/api/webhooks/endpoint/${await endpoint()}/test` }),
  },
  'POST /api/webhooks/delivery/{id}/redeliver': {
    rule: 'Owner',
    request: async () => {
      const id = await endpoint();
      const [row] = await m.t.ctx.db
        .insert(webhookDeliveries)
        .values({
          endpointId: id,
          botId: m.t.botId,
          eventId: 'matrix',
          event: 'test',
          body: '{}',
          status: 'delivered',
          nextAttemptAt: new Date(),
        })
        .returning();
      return { method: 'POST', url: `/api/webhooks/delivery/${row!.id}/redeliver` };
    },
  },
  'GET /api/webhooks/endpoint/{id}/deliveries': {
    rule: 'Owner',
    request: async () => ({ method: 'GET', url: `/api/webhooks/endpoint/${await endpoint()}/deliveries` }),
  },
};
