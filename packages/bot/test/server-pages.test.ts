import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { servers } from '@asa/server/db';
import { customIds } from '../src/lib/custom-ids';
import { botTexts } from '../src/lib/texts';
import { createBotTest, user, type BotTest } from './helpers/bot-harness';

type Menu = { custom_id: string; options: { label: string; value: string; default?: boolean }[] };
const menus = (m: { components: Record<string, unknown>[] } | undefined) =>
  (m?.components ?? []).map((row) => (row as { components: Menu[] }).components[0]!);

let b: BotTest;
beforeAll(async () => {
  b = await createBotTest();
  // Tier 4 allows 150 servers: fill the demo instance up to 150 enabled ones, all on the local RCON fake
  const existing = await b.ctx.db.select().from(servers).where(eq(servers.botId, b.botId));
  const island = existing.find((s) => s.name === 'The Island')!;
  const enabled = existing.filter((s) => s.isEnabled).length;
  await b.ctx.db.insert(servers).values(
    Array.from({ length: 150 - enabled }, (_, i) => ({
      botId: b.botId,
      name: `Extra ${String(i + 1).padStart(3, '0')}`,
      ip: island.ip,
      rconPort: island.rconPort,
      rconPassword: island.rconPassword,
      sortingIndex: 100 + i,
    })),
  );
});
afterAll(async () => b?.close());

describe('more servers than five menus hold', () => {
  it('shows 100 servers per page with a page menu, and delivers to a server of the second page', async () => {
    const u = user(40);
    await b.addPlayer(u, { credits: 500, eosId: '12345678901234567890123456789012' });
    const kit = await b.addKit({
      name: 'Everywhere',
      price: 10,
      itemGroups: [{ index: 0, name: 'G', items: [{ index: 0, command: 'ServerChat {player_name}' }] }],
    });
    const first = await b.button(u, customIds.buyButton(kit.id));
    expect(first.content).toBe(botTexts.chooseServer('Everywhere'));
    const page1 = menus(first.message);
    expect(page1.map((m) => m.options.length)).toEqual([25, 25, 25, 25, 2]);
    const pager = page1[4]!;
    expect(pager.custom_id).toBe(customIds.serverPage('b', kit.id));
    expect(pager.options.map((o) => [o.label, o.default])).toEqual([
      ['Servers 1-100', true],
      ['Servers 101-150', false],
    ]);
    const shownFirst = page1.slice(0, 4).flatMap((m) => m.options.map((o) => o.value));
    expect(new Set(shownFirst).size).toBe(100);

    const second = await b.select(u, pager.custom_id, ['1']);
    const page2 = menus(second.message);
    expect(page2.map((m) => m.options.length)).toEqual([25, 25, 2]);
    const shownSecond = page2.slice(0, 2).flatMap((m) => m.options.map((o) => o.value));
    expect(shownSecond.filter((v) => shownFirst.includes(v))).toEqual([]);
    // custom ids stay unique across pages
    expect(new Set([...page1, ...page2].map((m) => m.custom_id)).size).toBe(7);

    const target = page2[1]!.options.at(-1)!;
    const sent = b.rcon.commands.length;
    const done = await b.select(u, page2[1]!.custom_id, [target.value]);
    expect(done.content).toBe(botTexts.delivered('Everywhere', target.label, botTexts.paidCredits(10, 490)));
    expect(b.sentSince(sent)).toEqual(['ServerChat member40']);
  });
});
