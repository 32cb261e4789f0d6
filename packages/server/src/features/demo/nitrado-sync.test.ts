import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { kits, players, servers } from '../../db/schema';
import { getInstanceRow } from '../bots/repo';
import { syncRowsFor, syncServers } from '../hosting-sync/service';
import { nitradoProvider, saveAccount } from '../nitrado/service';
import { buyKit } from '../shop';

/** A whole demo app: demo seed, demo game server, demo Nitrado (as `npm start` without Discord runs it). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: 'true' });
});
afterAll(async () => t?.close());

const named = async (table: typeof kits | typeof players | typeof servers, name: string) =>
  (
    await t.ctx.db
      .select({ id: table.id })
      .from(table as typeof kits)
      .where(and(eq(table.botId, t.botId), eq(table.name, name)))
  )[0]!.id;

describe('demo: syncing The Island from the demo Nitrado', () => {
  it('shows Sync Required for its password, and after the sync The Island still delivers', async () => {
    const bot = (await getInstanceRow(t.ctx.db, t.botId))!;
    await saveAccount(t.ctx, t.botId, 'demo-code');
    const island = await named(servers, 'The Island');
    const before = (await syncRowsFor(t.ctx, bot, nitradoProvider)).find((r) => r.serverId === island);
    expect(before).toMatchObject({ status: 'Sync Required', differences: ['rconPassword'] });

    await syncServers(t.ctx, bot, nitradoProvider, [island]);
    const after = (await syncRowsFor(t.ctx, bot, nitradoProvider)).find((r) => r.serverId === island);
    expect(after).toMatchObject({ status: 'Synchronized', differences: [] });

    // before the demo game server accepted the synced password, every delivery to The Island waited from here
    const rick = await named(players, 'Raptor Rick');
    await t.ctx.db.update(players).set({ credits: 5_000 }).where(eq(players.id, rick));
    const bought = await buyKit(t.ctx, {
      botId: t.botId,
      playerId: rick,
      kitId: await named(kits, 'Mystery Box'),
      serverId: island,
      source: 'dashboard',
      actor: 'Shop',
    });
    expect(bought).toMatchObject({ status: 'delivered', serverName: 'The Island' });
  });
});
