import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { messages } from '@asa/domain';
import { createTestApp, type TestApp } from '../../test/helpers/harness';
import { auditLog, botInstances, kits, players, servers, shopRanks } from '../db/schema';
import { insertPlayer, kitValues } from '../db/factories';

/**
 * Multi-select delete of servers, shop ranks and kits (`DELETE /api/<x>/many`): one transaction, each row
 * audited as a single delete, 400 and nothing deleted for an unknown or another instance's id, 403 for a
 * viewer.
 */
let t: TestApp;
let foreignBot: number;
beforeAll(async () => {
  t = await createTestApp();
  const [bot] = await t.ctx.db
    .insert(botInstances)
    .values({ guildId: '900000000000000777', guildName: 'Elsewhere', ownerId: '100000000000000999' })
    .returning();
  foreignBot = bot!.id;
});
afterAll(async () => t?.close());

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

const lists = [
  {
    url: '/api/server/many',
    key: 'serverIds',
    entity: 'server',
    table: servers,
    insert: (botId: number, n: number) =>
      t.ctx.db
        .insert(servers)
        .values(
          Array.from({ length: n }, (_, i) => ({
            botId,
            name: `Gone ${i}`,
            ip: '198.51.100.9',
            rconPort: 27020 + i,
          })),
        )
        .returning(),
  },
  {
    url: '/api/role/many',
    key: 'roleIds',
    entity: 'shopRank',
    table: shopRanks,
    insert: (botId: number, n: number) =>
      t.ctx.db
        .insert(shopRanks)
        .values(Array.from({ length: n }, (_, i) => ({ botId, name: `Gone ${i}` })))
        .returning(),
  },
  {
    url: '/api/kit/many',
    key: 'kitIds',
    entity: 'kit',
    table: kits,
    insert: (botId: number, n: number) =>
      t.ctx.db
        .insert(kits)
        .values(Array.from({ length: n }, (_, i) => kitValues(botId, { name: `Gone ${i}` })))
        .returning(),
  },
] as const;

describe('multi-select delete', () => {
  it.each(lists)('$url deletes the selection in one transaction, audited, or nothing', async (list) => {
    const mine = ids(await list.insert(t.botId, 3));
    const [foreign] = ids(await list.insert(foreignBot, 1));
    const left = async () =>
      ids(
        await t.ctx.db
          .select()
          .from(list.table)
          .where(inArray(list.table.id, [...mine, foreign!])),
      );
    const del = (persona: 'owner' | 'viewer', selected: number[]) =>
      t.call(persona, { method: 'DELETE', url: list.url, payload: { botId: t.botId, [list.key]: selected } });

    expect((await del('viewer', mine)).statusCode).toBe(403);
    // an unknown id in the middle: the rows before it are not deleted either
    const unknown = await del('owner', [mine[0]!, 999_999, mine[1]!]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.deleteManyNotOfBot);
    expect((await del('owner', [mine[0]!, foreign!])).statusCode).toBe(400);
    expect((await left()).sort()).toEqual([...mine, foreign!].sort());

    const res = await del('owner', [mine[0]!, mine[1]!, mine[0]!]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await left()).sort()).toEqual([mine[2]!, foreign!].sort());
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, list.entity), eq(auditLog.action, 'delete')));
    expect(audits.map((a) => a.entityId).sort()).toEqual([String(mine[0]), String(mine[1])].sort());
    expect(
      audits.every((a) => a.botId === t.botId && (a.before as { name: string }).name.startsWith('Gone')),
    ).toBe(true);
  });

  it('takes deleted shop ranks off players as a single delete does', async () => {
    const [gold, silver] = await lists[1].insert(t.botId, 2);
    const p = await insertPlayer(t.ctx.db, t.botId, { name: 'Holder', roles: [gold!.id, silver!.id, 12345] });
    const res = await t.call('owner', {
      method: 'DELETE',
      url: '/api/role/many',
      payload: { botId: t.botId, roleIds: [gold!.id, silver!.id] },
    });
    expect(res.json()).toEqual({ deleted: 2 });
    const [after] = await t.ctx.db.select().from(players).where(eq(players.id, p.id));
    expect(after!.roles).toEqual([12345]);
  });
});
