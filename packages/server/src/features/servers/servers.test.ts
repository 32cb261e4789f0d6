import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MASKED_PASSWORD } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { servers, users } from '../../db/schema';
import { listServers, serversChanged, toApiServer } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const valid = (botId: number, over: Record<string, unknown> = {}) => ({
  botId,
  name: 'Ragnarok',
  serverGroup: 'PvE',
  ip: '198.51.100.7',
  rconPort: 27025,
  rconPassword: 'secret-pass',
  maxPlayers: 70,
  sortingIndex: 5,
  ...over,
});

describe('servers', () => {
  it('lists only the instance servers, with masked passwords', async () => {
    const res = await t.call('owner', { method: 'GET', url: `/api/server/list/${t.botId}` });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBe(3);
    for (const s of list) {
      expect(s.botId).toBe(t.botId);
      expect(s.rconPassword).toBe(MASKED_PASSWORD);
    }
  });

  it('writes each server exactly as toApiServer does (JSON built by the database)', async () => {
    // awkward text, an empty password and every column filled
    const [odd] = await t.ctx.db
      .insert(servers)
      .values({
        botId: t.botId,
        name: 'Odd "Q" \\ back\tslash \u2028 Ünï 🦖',
        serverGroup: 'line\nbreak',
        ip: '198.51.100.9',
        rconPort: 27099,
        rconPassword: '',
        sortingIndex: 99,
        nitradoServiceId: 7,
        asaBotServerId: 'asa-1',
        maxPlayers: 42,
        gamePort: 7777,
        isEnabled: false,
        hosting: 'Nitrado',
        clusterId: 'c1',
        sessionName: 'Séssion',
        map: 'TheIsland_WP',
        version: '52.1',
        modIds: ['928102', '"quoted"'],
      })
      .returning();
    serversChanged(t.ctx, t.botId); // written past the service: announced by hand (list-json.ts)
    try {
      const res = await t.call('viewer', { method: 'GET', url: `/api/server/list/${t.botId}` });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const expected = (await listServers(t.ctx.db, t.botId)).map(toApiServer);
      expect(res.json()).toEqual(expected);
      expect(Object.keys(res.json()[0])).toEqual(Object.keys(expected[0]!));
      expect(res.json().at(-1)).toMatchObject({
        id: odd!.id,
        rconPassword: '',
        modIds: ['928102', '"quoted"'],
      });
      // the encrypted passwords stay in the database
      const stored = await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId));
      for (const row of stored.filter((r) => r.rconPassword))
        expect(res.body).not.toContain(row.rconPassword);
    } finally {
      await t.ctx.db.delete(servers).where(eq(servers.id, odd!.id));
      serversChanged(t.ctx, t.botId);
    }
  });

  it('creates, keeps the stored password when the mask is sent back, and deletes', async () => {
    const created = await t.call('owner', {
      method: 'POST',
      url: '/api/server',
      payload: { server: valid(t.botId) },
    });
    expect(created.statusCode).toBe(200);
    const server = created.json();
    expect(server.rconPassword).toBe(MASKED_PASSWORD);
    const [row] = await t.ctx.db.select().from(servers).where(eq(servers.id, server.id));
    expect(row!.rconPassword).not.toContain('secret-pass');
    expect(t.ctx.secrets.decrypt(row!.rconPassword)).toBe('secret-pass');

    const updated = await t.call('manager', {
      method: 'PUT',
      url: '/api/server',
      payload: { server: { ...server, name: 'Ragnarok 2' } },
    });
    expect(updated.statusCode).toBe(200);
    const [after] = await t.ctx.db.select().from(servers).where(eq(servers.id, server.id));
    expect(after!.name).toBe('Ragnarok 2');
    expect(t.ctx.secrets.decrypt(after!.rconPassword)).toBe('secret-pass');

    const del = await t.call('owner', {
      method: 'DELETE',
      url: '/api/server',
      payload: { serverId: server.id },
    });
    expect(del.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(servers).where(eq(servers.id, server.id))).toHaveLength(0);
  });

  it('refuses a sorting index another server of the instance uses (create and update), 400 on the field', async () => {
    const before = await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId));
    const taken = before[0]!;
    const res = await t.call('owner', {
      method: 'POST',
      url: '/api/server',
      payload: { server: valid(t.botId, { sortingIndex: taken.sortingIndex }) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.sortingIndex).toBe(
      'Another server of this bot already uses this sorting index.',
    );
    expect(await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId))).toHaveLength(
      before.length,
    );
    // moving another server onto the index is refused too; keeping a server's own index is fine
    const other = before[1]!;
    const list = (await t.call('owner', { method: 'GET', url: `/api/server/list/${t.botId}` })).json();
    const otherApi = list.find((s: { id: number }) => s.id === other.id);
    const move = await t.call('owner', {
      method: 'PUT',
      url: '/api/server',
      payload: { server: { ...otherApi, sortingIndex: taken.sortingIndex } },
    });
    expect(move.statusCode).toBe(400);
    const keep = await t.call('owner', { method: 'PUT', url: '/api/server', payload: { server: otherApi } });
    expect(keep.statusCode).toBe(200);
  });

  it('rejects bad input with the spec message and writes nothing', async () => {
    const before = await t.ctx.db.select().from(servers);
    const res = await t.call('owner', {
      method: 'POST',
      url: '/api/server',
      payload: { server: valid(t.botId, { rconPort: 65536, name: '' }) },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields.rconPort).toBe('Game port must be a valid port between 1 and 65535');
    expect(body.fields.name).toBe('Name is required');
    expect(await t.ctx.db.select().from(servers)).toHaveLength(before.length);
  });

  it('keeps viewers and strangers out of writes', async () => {
    const viewer = await t.call('viewer', {
      method: 'POST',
      url: '/api/server',
      payload: { server: valid(t.botId) },
    });
    expect(viewer.statusCode).toBe(403);
    const stranger = await t.call('stranger', { method: 'GET', url: `/api/server/list/${t.botId}` });
    expect(stranger.statusCode).toBe(403);
    const anon = await t.call('anonymous', { method: 'GET', url: `/api/server/list/${t.botId}` });
    expect(anon.statusCode).toBe(401);
  });

  it('enforces the tier server limit', async () => {
    // the demo owner is Special (150 servers); drop them to Free (10) and fill up
    await t.ctx.db.update(users).set({ tier: 0 }).where(eq(users.discordId, '100000000000000001'));
    try {
      let last = 0;
      for (let i = 0; i < 8; i++) {
        last = (
          await t.call('owner', {
            method: 'POST',
            url: '/api/server',
            payload: { server: valid(t.botId, { sortingIndex: 10 + i }) },
          })
        ).statusCode;
      }
      expect(last).toBe(403);
      const rows = await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId));
      expect(rows).toHaveLength(10);
      const res = await t.call('owner', {
        method: 'POST',
        url: '/api/server',
        payload: { server: valid(t.botId, { sortingIndex: 99 }) },
      });
      expect(res.json().message).toBe('You have reached the maximum number of allowed servers.');
    } finally {
      await t.ctx.db.update(users).set({ tier: 5 }).where(eq(users.discordId, '100000000000000001'));
    }
  });

  it('bulk-updates in one transaction: one bad id changes nothing', async () => {
    const list = (await t.call('owner', { method: 'GET', url: `/api/server/list/${t.botId}` })).json();
    const bad = await t.call('owner', {
      method: 'PUT',
      url: '/api/server/bulk',
      payload: {
        servers: [
          { ...list[0], ip: '10.9.9.9' },
          { ...list[1], id: 999999 },
        ],
      },
    });
    expect(bad.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(servers).where(eq(servers.id, list[0].id));
    expect(row!.ip).toBe(list[0].ip);
    const ok = await t.call('owner', {
      method: 'PUT',
      url: '/api/server/bulk',
      payload: {
        servers: [
          { ...list[0], ip: '10.9.9.9' },
          { ...list[1], rconPort: 27999 },
        ],
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().map((s: { ip: string }) => s.ip)[0]).toBe('10.9.9.9');
  });
});
