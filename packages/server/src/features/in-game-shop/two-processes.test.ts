import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createRuntime, type Runtime } from '../../bootstrap';
import { botInstances, inGameInbox, purchases, servers } from '../../db/schema';
import { startFakeRcon, type FakeRconServer } from '../../integrations/rcon/fake-server';
import { runInGameReaders } from './reader';
import { addPlayer, createInGameWorld, RCON_PASSWORD, type InGameWorld } from './test-world';

/**
 * Two processes (two app contexts with their own RCON pools) on one PostgreSQL, both running the reader job
 * at the same moments: each server's chat is read by exactly one of them per poll, and every command is
 * processed once. PostgreSQL only (an in-memory PGlite cannot be shared).
 */
const SERVERS = 4;
const pg = !!process.env.DATABASE_URL;

let w: InGameWorld;
let second: Runtime;
const fakes: FakeRconServer[] = [];
const serverIds: number[] = [];

beforeAll(async () => {
  if (!pg) return;
  w = await createInGameWorld();
  fakes.push(w.fake);
  serverIds.push(w.serverId);
  for (let i = 1; i < SERVERS; i++) {
    const fake = await startFakeRcon({ password: RCON_PASSWORD, players: [] });
    fakes.push(fake);
    const [row] = await w.t.ctx.db
      .insert(servers)
      .values({
        botId: w.botId,
        name: `Server ${i}`,
        ip: fake.host,
        rconPort: fake.port,
        rconPassword: w.t.ctx.secrets.encrypt(RCON_PASSWORD),
      })
      .returning();
    serverIds.push(row!.id);
  }
  await w.t.ctx.db
    .update(botInstances)
    .set({
      settings: sql`jsonb_set(${botInstances.settings}, '{inGameShopSettings,serverIds}', ${JSON.stringify(serverIds)}::jsonb)`,
    })
    .where(eq(botInstances.id, w.botId));
  second = await createRuntime(w.t.ctx.config);
  second.ctx.now = () => w.t.ctx.now();
});
afterAll(async () => {
  await second?.close();
  for (const f of fakes.slice(1)) await f.close();
  await w?.close();
});

const getChats = (f: FakeRconServer) => f.commands.filter((c) => c === 'GetChat').length;

describe('two processes on one PostgreSQL', () => {
  it.skipIf(!pg)('each server is read by exactly one process per poll; commands processed once', async () => {
    const eos = fakes.map((_, i) => `0002beef${String(i).padStart(24, '0')}`);
    const players = [];
    for (let i = 0; i < SERVERS; i++) {
      players.push(
        await addPlayer(w, {
          name: `Twin ${i}`,
          eosId: eos[i]!,
          credits: 10_000,
          discordId: `43000000000000000${i}`,
        }),
      );
      fakes[i]!.options.players = [{ name: `Twin ${i}`, eosId: eos[i]! }];
    }
    let buys = 0;
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < SERVERS; i++) {
        fakes[i]!.say(`Twin ${i} (Human): +buy starter`);
        fakes[i]!.say(`Twin ${i} (Human): +bal`);
        buys++;
      }
      const before = fakes.map(getChats);
      const [a, b] = await Promise.all([w.run(), runInGameReaders(second.ctx)]);
      expect(a + b).toBe(SERVERS);
      expect(fakes.map(getChats)).toEqual(before.map((n) => n + 1));
    }
    const rows = await w.t.ctx.db.select().from(inGameInbox).where(eq(inGameInbox.botId, w.botId));
    expect(rows).toHaveLength(buys * 2);
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
    const bought = await w.t.ctx.db.select().from(purchases).where(eq(purchases.botId, w.botId));
    expect(bought).toHaveLength(buys);
    expect(bought.every((p) => p.status === 'delivered' && p.source === 'in-game')).toBe(true);
    for (const [i, p] of players.entries()) {
      expect((await w.player(p.id)).credits).toBe(10_000 - 150 * 6);
      expect(fakes[i]!.commands.filter((c) => c.startsWith('GiveItem'))).toHaveLength(2 * 6);
    }
  });
});
