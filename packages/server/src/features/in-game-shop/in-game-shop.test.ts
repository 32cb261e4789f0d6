import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { listDiscordOutbox } from '../discord-activity/outbox';
import { botInstances, kits } from '../../db/schema';
import { insertKit, itemGroup } from '../../db/factories';
import { createLinkCode } from './service';
import { addPlayer, createInGameWorld, EOS, type InGameWorld } from './test-world';

let w: InGameWorld;
beforeAll(async () => {
  w = await createInGameWorld();
});
afterAll(async () => w?.close());

/** The audit log's rows about a player's EOS link, as the /auditLog page reads them. */
async function linkAudit(playerId: number) {
  const res = await w.t.call('owner', { url: `/api/audit/list/${w.botId}?entity=player` });
  expect(res.statusCode).toBe(200);
  type Entry = { entityId: string; action: string; actorName: string; before: object; after: object };
  return (res.json() as { entries: Entry[] }).entries.filter(
    (e) => e.entityId === String(playerId) && ['link', 'unlink'].includes(e.action),
  );
}

const gives = () => w.fake.commands.filter((c) => c.startsWith('GiveItem'));

describe('in-game shop end to end (TCP RCON fake, chat buffer cleared on read)', () => {
  it('link, +bal, +shop, +buy delivered once and charged once, too few credits', async () => {
    const alice = await addPlayer(w, { name: 'Alice', discordId: '400000000000000001', credits: 2010 });
    w.setOnline([{ name: 'Alice W', eosId: EOS.alice.toUpperCase() }]);

    // not linked yet: the link instructions, nothing else
    w.say('Alice W', '+bal');
    await w.run();
    expect(w.repliesTo(EOS.alice).at(-1)).toMatch(/^Link your game account first/);
    // the buffer was emptied by the read; only our reply's echo is in it now (skipped by the next read)
    expect(w.fake.chat).toEqual([expect.stringMatching(/^SERVER: Link your game account first/)]);

    const { code } = await createLinkCode(w.t.ctx, w.botId, alice.id);
    w.say('Alice W', `+link ${code.toLowerCase()}`);
    await w.run();
    expect(w.repliesTo(EOS.alice).at(-1)).toBe('Linked to Alice. Type +bal');
    const linked = await w.player(alice.id);
    expect(linked.eosId).toBe(EOS.alice); // stored lower-cased
    expect(linked.eosLinkedAt).not.toBeNull();
    // audited in the one audit log (the /auditLog page's API), the game name as the actor
    expect(await linkAudit(alice.id)).toEqual([
      expect.objectContaining({
        action: 'link',
        entity: 'player',
        actorName: 'In-game (Alice W)',
        before: { eosId: '' },
        after: { eosId: EOS.alice },
      }),
    ]);
    // a used code does not work twice
    w.say('Alice W', `+link ${code}`);
    await w.run();
    expect(w.repliesTo(EOS.alice).at(-1)).toMatch(/^Unknown or expired code/);

    w.say('Alice W', '+bal');
    w.say('Alice W', '+shop');
    await w.run();
    const [bal, shop1, shop2] = w.repliesTo(EOS.alice).slice(-3);
    expect(bal).toBe('Balance: 2,010 credits.');
    const [kit] = await w.t.ctx.db.select().from(kits).where(eq(kits.botId, w.botId));
    expect(shop1).toBe(`Shop 1/1: #${kit!.id} Starter Set 150`);
    expect(shop2).toBe('Buy: +buy <name or #>');
    // a running sale: the list price struck through, as in the portal
    await w.t.ctx.db.update(kits).set({ salePercent: 20 }).where(eq(kits.id, kit!.id));
    w.say('Alice W', '+shop');
    await w.run();
    expect(w.repliesTo(EOS.alice).at(-2)).toBe(`Shop 1/1: #${kit!.id} Starter Set ~~150~~ 120`);
    await w.t.ctx.db.update(kits).set({ salePercent: 0 }).where(eq(kits.id, kit!.id));

    w.say('Alice W', '+buy starter set');
    await w.run();
    expect(w.repliesTo(EOS.alice).at(-1)).toBe('Delivered: Starter Set (-150, 1,860 left)');
    expect(gives()).toEqual([`GiveItem ${EOS.alice} starter 1`, `GiveItem ${EOS.alice} pick 1`]);
    let orders = await w.purchasesOf(alice.id);
    expect(orders).toEqual([expect.objectContaining({ source: 'in-game', status: 'delivered', price: 150 })]);
    expect((await w.player(alice.id)).credits).toBe(1860);

    // more runs change nothing: delivered once, charged once
    await w.run();
    await w.run();
    expect(gives()).toHaveLength(2);
    expect(await w.purchasesOf(alice.id)).toHaveLength(1);

    // too few credits
    await insertKit(w.t.ctx.db, w.botId, {
      name: 'Tek Set',
      price: 5000,
      itemGroups: [itemGroup(0, 'Main', ['GiveItem {eos_id} tek 1'])],
    });
    w.say('Alice W', '+buy tek');
    await w.run();
    expect(w.repliesTo(EOS.alice).at(-1)).toBe('Not enough credits: 5,000 needed, 1,860 left');
    orders = await w.purchasesOf(alice.id);
    expect(orders).toHaveLength(1);
    expect((await w.player(alice.id)).credits).toBe(1860);

    w.say('Alice W', '+orders');
    w.say('Alice W', '+nope');
    await w.run();
    expect(w.repliesTo(EOS.alice).slice(-2)).toEqual([
      'Orders: Starter Set delivered',
      'Unknown command. Type +help',
    ]);
    const rows = await w.inbox();
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('an ambiguous name (two online players called alike) is refused', async () => {
    const bob = await addPlayer(w, {
      name: 'Bob',
      discordId: '400000000000000002',
      credits: 500,
      eosId: EOS.bob,
    });
    w.setOnline([
      { name: 'Bob', eosId: EOS.bob },
      { name: 'Bob', eosId: EOS.carol },
    ]);
    const before = gives().length;
    w.say('Bob', '+buy starter');
    await w.run();
    expect(w.repliesTo(EOS.bob).at(-1)).toMatch(/^Another player online has your name/);
    expect(gives()).toHaveLength(before);
    expect((await w.player(bob.id)).credits).toBe(500);
    expect((await w.inbox()).at(-1)).toEqual(
      expect.objectContaining({ status: 'done', outcome: 'ambiguous_name' }),
    );
  });

  it("a renamed impostor cannot spend the real player's credits: the EOS id decides", async () => {
    const carol = await addPlayer(w, {
      name: 'Carol',
      discordId: '400000000000000003',
      credits: 900,
      eosId: EOS.carol,
    });
    // Mallory renames to "Carol" while Carol is offline
    w.setOnline([{ name: 'Carol', eosId: EOS.mallory }]);
    const before = gives().length;
    w.say('Carol', '+buy starter');
    w.say('Carol', '+bal');
    await w.run();
    expect(
      w
        .repliesTo(EOS.mallory)
        .slice(-2)
        .every((r) => r.startsWith('Link your game account first')),
    ).toBe(true);
    expect(w.repliesTo(EOS.carol).filter((r) => r.startsWith('Balance'))).toEqual([]);
    expect(gives()).toHaveLength(before);
    expect((await w.player(carol.id)).credits).toBe(900);
  });

  it('a flood gets one "slow down" reply, then silence', async () => {
    await addPlayer(w, {
      name: 'Dave',
      discordId: '400000000000000004',
      credits: 10,
      eosId: '0002da7e000000000000000000000da7',
    });
    w.setOnline([{ name: 'Dave', eosId: '0002da7e000000000000000000000da7' }]);
    for (let i = 0; i < 9; i++) w.say('Dave', '+bal');
    await w.run();
    const replies = w.repliesTo('0002da7e000000000000000000000da7');
    expect(replies.filter((r) => r.startsWith('Balance'))).toHaveLength(5);
    expect(replies.filter((r) => r.startsWith('Slow down'))).toHaveLength(1);
    expect(replies).toHaveLength(6);
  });

  it('a German instance answers in German, written in ASCII (umlauts as ae/oe/ue)', async () => {
    const eosId = '0002de00000000000000000000000de0';
    const kit = await insertKit(w.t.ctx.db, w.botId, { name: 'Grüne Rüstung', price: 50 });
    const dear = await insertKit(w.t.ctx.db, w.botId, { name: 'Dicke Ruestung', price: 5000 });
    const steam = await insertKit(w.t.ctx.db, w.botId, {
      name: 'Steam-Kiste',
      price: 10,
      itemGroups: [itemGroup(0, 'Kiste', ['GiveItem {steam_id} crate 1'])],
    });
    await addPlayer(w, {
      name: 'Jürgen',
      discordId: '400000000000000027',
      credits: 2010,
      eosId,
      kitVouchers: [{ kitId: kit.id, count: 2 }],
    });
    w.setOnline([{ name: 'Juergen', eosId }]);
    await w.t.ctx.db.update(botInstances).set({ language: 'de' }).where(eq(botInstances.id, w.botId));
    try {
      w.say('Juergen', '+bal');
      w.say('Juergen', '+nope');
      await w.run();
      expect(w.repliesTo(eosId)).toEqual([
        'Guthaben: 2.010 Credits. Gutscheine: Gruene Ruestung x2',
        'Unbekannter Befehl. Schreib +help',
      ]);
      // the shop engine's refusals in German: too few credits (grouped), a kit needing a Steam ID they lack,
      // a kit of another server; then +orders with the German status words
      w.say('Juergen', `+buy #${dear.id}`);
      w.say('Juergen', `+buy #${steam.id}`);
      w.say('Juergen', `+buy #${kit.id}`);
      w.say('Juergen', '+orders');
      await w.run();
      expect(w.repliesTo(eosId).slice(2)).toEqual([
        'Nicht genug Credits: 5.000 noetig, du hast 2.010',
        'Dieses Kit braucht deine Steam-ID. Bitte einen Admin, sie in deinem Spielerprofil einzutragen.',
        'Geliefert: Gruene Ruestung (-50, noch 1.960)',
        'Bestellungen: Gruene Ruestung geliefert',
      ]);
      // what the RCON fake received over TCP: printable ASCII only
      const sent = w.fake.commands.filter((c) => c.startsWith(`ServerChatTo "${eosId}"`));
      expect(sent).toHaveLength(6);
      for (const c of sent) expect(c).toMatch(/^[\x20-\x7e]+$/);
    } finally {
      await w.t.ctx.db.update(botInstances).set({ language: '' }).where(eq(botInstances.id, w.botId));
      await w.t.ctx.db.delete(kits).where(inArray(kits.id, [kit.id, dear.id, steam.id]));
    }
  });

  it('dashboard: reader state, command log, player link and audited unlink', async () => {
    const status = await w.t.call('owner', { method: 'GET', url: `/api/inGameShop/status/${w.botId}` });
    expect(status.statusCode).toBe(200);
    const body = status.json();
    expect(body.readers).toEqual([
      expect.objectContaining({ serverId: w.serverId, serverName: 'Island', lastError: '', failures: 0 }),
    ]);
    expect(body.readers[0].commandsLastHour).toBeGreaterThan(5);
    expect(body.commands[0]).toEqual(expect.objectContaining({ status: 'done', serverName: 'Island' }));
    expect(body.commands.some((c: { outcome: string }) => c.outcome === 'purchase_delivered')).toBe(true);

    const [alice] = (await w.inbox()).filter((r) => r.outcome === 'linked');
    const url = `/api/inGameShop/link/${w.botId}/${alice!.playerId}`;
    const link = (await w.t.call('owner', { method: 'GET', url })).json();
    expect(link).toEqual({ eosId: EOS.alice, linkedAt: expect.any(String) });
    const unlinkUrl = `/api/inGameShop/unlink/${w.botId}/${alice!.playerId}`;
    expect((await w.t.call('stranger', { method: 'POST', url: unlinkUrl })).statusCode).toBe(403);
    const res = await w.t.call('owner', { method: 'POST', url: unlinkUrl });
    expect(res.json()).toEqual({ eosId: '', linkedAt: null });
    const audit = await linkAudit(alice!.playerId!);
    expect(audit.map((a) => a.action)).toEqual(['unlink', 'link']); // newest first
    expect(audit[0]).toMatchObject({ before: { eosId: EOS.alice }, after: { eosId: '' } });
    expect(audit[0]!.actorName).toBe('Demo Owner');
    // unlinked: the next command asks to link again
    w.setOnline([{ name: 'Alice W', eosId: EOS.alice }]);
    w.say('Alice W', '+bal');
    await w.run();
    expect(w.repliesTo(EOS.alice).at(-1)).toMatch(/^Link your game account first/);
  });

  it('+buy an Item Choice kit by number, +redeem a voucher, +shop pages', async () => {
    const eve = '0002e7e0000000000000000000000e7e';
    const choice = await insertKit(w.t.ctx.db, w.botId, {
      name: 'Weapon Crate',
      price: 100,
      kitType: 'multipleChoice',
      itemGroups: [
        itemGroup(0, 'Rifle', ['GiveItem {eos_id} rifle 1']),
        itemGroup(1, 'Bow', ['GiveItem {eos_id} bow 1']),
      ],
    });
    const starter = (await w.t.ctx.db.select().from(kits).where(eq(kits.botId, w.botId))).find(
      (k) => k.name === 'Starter Set',
    )!;
    const player = await addPlayer(w, {
      name: 'Eve',
      discordId: '400000000000000005',
      credits: 1000,
      eosId: eve,
      kitVouchers: [{ kitId: starter.id, count: 1 }],
    });
    w.setOnline([{ name: 'Eve', eosId: eve }]);
    w.say('Eve', '+buy weapon crate');
    w.say('Eve', '+buy weapon crate 2');
    w.say('Eve', '+redeem starter');
    w.say('Eve', '+redeem starter');
    await w.run();
    const r = w.repliesTo(eve);
    expect(r[0]).toBe(`Weapon Crate: choose with +buy ${choice.id} <number>: 1 Rifle, 2 Bow`);
    expect(r[1]).toBe('Delivered: Weapon Crate (Bow) (-100, 900 left)');
    expect(r[2]).toBe('Delivered: Starter Set (voucher, 900 left)');
    expect(r[3]).toMatch(/^No such kit here: starter/);
    expect(w.fake.commands).toContain(`GiveItem ${eve} bow 1`);
    expect((await w.player(player.id)).kitVouchers).toEqual([]);

    for (let i = 0; i < 6; i++)
      await insertKit(w.t.ctx.db, w.botId, {
        name: `Extra ${i}`,
        price: 10,
        itemGroups: [itemGroup(0, 'Main', ['GiveItem {eos_id} x 1'])],
      });
    w.say('Eve', '+shop 2');
    w.say('Eve', '+shop extra');
    await w.run();
    const [page2, tail2, filtered] = w.repliesTo(eve).slice(-4);
    expect(page2).toMatch(/^Shop 2\/2: #\d+ Extra \d 10/);
    expect(tail2).toBe('Buy: +buy <name or #>');
    expect(filtered).toMatch(/^Shop 1\/1: #\d+ Extra 0 10 \/ #\d+ Extra 1 10/);
  });

  it('relays plain chat of a relayed server to the Discord outbox, mentions neutralised, commands left out', async () => {
    await w.t.ctx.db.execute(sql`update bot_instances set settings = jsonb_set(jsonb_set(settings,
      '{inGameShopSettings,relayServerIds}', ${JSON.stringify([w.serverId])}::jsonb),
      '{inGameShopSettings,relayChannelId}', '"600000000000000777"') where id = ${w.botId}`);
    w.setOnline([{ name: 'Eve', eosId: '0002e7e0000000000000000000000e7e' }]);
    w.say('Eve', 'hello @everyone');
    w.say('Eve', '+bal');
    await w.run();
    const out = (await listDiscordOutbox(w.t.ctx.db, w.botId)).filter((m) => m.key.includes('in-game-chat'));
    expect(out).toEqual([
      expect.objectContaining({
        channelId: '600000000000000777',
        text: '**Island**\nEve: hello @\u200beveryone',
      }),
    ]);
  });
});
