/**
 * Issue 27: the bot answers in its instance's language: the guild's preferred locale from Discord when the
 * instance follows Discord (language ''), or the language set on the dashboard ('en' / 'de').
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { botInstances, servers } from '@asa/server/db';
import { customIds } from '../src/lib/custom-ids';
import { botTexts } from '../src/lib/texts';
import { syncKitMessages } from '../src/sync/kit-messages';
import { channels, createBotTest, user, type BotTest } from './helpers/bot-harness';

let b: BotTest;
let island: number;
const setLanguage = async (language: string) => {
  const res = await b.t.call('owner', { url: '/api/bots/forDiscordUser' });
  const bot = (res.json() as { id: number }[]).find((x) => x.id === b.botId)!;
  const saved = await b.t.call('owner', {
    method: 'PUT',
    url: '/api/bots',
    payload: { bot: { ...bot, language } },
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ language });
};
const instanceRow = async () =>
  (await b.ctx.db.select().from(botInstances).where(eq(botInstances.id, b.botId)))[0]!;

beforeAll(async () => {
  b = await createBotTest();
  island = (await b.ctx.db.select().from(servers).where(eq(servers.name, 'The Island')))[0]!.id;
  await b.addPlayer(user(70), { credits: 1000, eosId: '12345678901234567890123456789070' });
});
afterAll(async () => b?.close());
beforeEach(async () => {
  await b.setGuildLocale('en-US');
  await setLanguage('');
});

describe('the bot speaks the guild language (issue 27)', () => {
  it('a guild whose preferred locale is German gets German replies, the buy result and kit messages', async () => {
    await b.setGuildLocale('de');
    expect((await instanceRow()).guildLocale).toBe('de'); // kept from the guild update
    expect((await b.slash(user(70), 'balance')).content).toBe('Du hast 1000 Credits.');
    expect((await b.slash(user(71), 'balance')).content).toBe(
      'Du bist noch nicht registriert. Nutze zuerst /registrieren mit deiner EOS-ID oder Steam-ID.',
    );

    const kit = await b.addKit({
      name: 'Werkzeug',
      price: 150,
      channelId: channels.shop,
      itemGroups: [
        {
          index: 0,
          name: 'Werkzeug',
          items: [{ index: 0, command: 'GiveItemToPlayer {eos_id} Pick 1 0 0' }],
        },
      ],
    });
    const first = await b.button(user(70), customIds.buyButton(kit.id));
    expect(first.content).toBe('Auf welchen Server soll „Werkzeug“ geliefert werden?');
    const done = await b.select(user(70), customIds.server('b', kit.id, 0), [String(island)]);
    expect(done.content).toBe(
      '„Werkzeug“ wurde auf The Island geliefert. Du hast 150 Credits bezahlt; du hast noch 850.',
    );

    await syncKitMessages(b.ctx, b.client.rest, await instanceRow());
    const posted = b.discord.bot.messages.find((m) => m.channel_id === channels.shop && !m.deleted)!;
    const embed = posted.embeds[0] as { fields: { name: string; value: string }[] };
    expect(embed.fields).toEqual([{ name: 'Preis', value: '150 Credits', inline: true }]);
    const button = (posted.components[0] as { components: { label: string }[] }).components[0]!;
    expect(button.label).toBe('Kaufen');
  });

  it("the shop engine's refusals and /orders speak German", async () => {
    await b.setGuildLocale('de');
    const u = user(73);
    await b.addPlayer(u, { credits: 140, eosId: '12345678901234567890123456789073' });
    const items = (command: string) => [{ index: 0, name: 'Kiste', items: [{ index: 0, command }] }];
    const dear = await b.addKit({ name: 'Teure Kiste', price: 150, itemGroups: items('Give Dear') });
    const poor = await b.select(u, customIds.server('b', dear.id, 0), [String(island)]);
    expect(poor.content).toBe('„Teure Kiste“ kostet 150 Credits, du hast aber nur 140.');
    // the bot's own check before the flow: no voucher to redeem
    expect((await b.slash(u, 'redeem', { kit: String(dear.id) })).content).toBe(
      'Du hast keinen Gutschein für „Teure Kiste“.',
    );
    expect((await b.player(u))!.credits).toBe(140);

    const small = await b.addKit({ name: 'Kleine Kiste', price: 10, itemGroups: items('Give Small') });
    const unlucky = await b.addKit({ name: 'Pech', price: 20, itemGroups: items('Give Unlucky') });
    await b.select(u, customIds.server('b', small.id, 0), [String(island)]);
    b.rcon.options.responses = { 'Give Unlucky': 'Permission denied' };
    try {
      await b.select(u, customIds.server('b', unlucky.id, 0), [String(island)]);
    } finally {
      b.rcon.options.responses = {};
    }
    // a gated command names itself as a German client shows it
    expect((await b.slash(u, 'credit', { user: user(70), amount: 1 })).content).toBe(
      'Dir fehlt die Discord-Rolle, die du für /credits-buchen brauchst.',
    );
    const orders = await b.slash(u, 'orders');
    expect(
      orders.content
        .replace(/<t:\d+:f>/g, 'T')
        .replace(/#\d+ /g, '#N ')
        .split('\n'),
    ).toEqual([
      'Deine Bestellungen:',
      '#N „Pech“ auf The Island, T: **Fehlgeschlagen (erstattet)** - Permission denied Deine Credits wurden erstattet.',
      '#N „Kleine Kiste“ auf The Island, T: **Geliefert**',
    ]);
  });

  it("a waiting order says why in German: the buy result and /orders (the stored English stays the API's)", async () => {
    await b.setGuildLocale('de');
    const u = user(74);
    await b.addPlayer(u, { credits: 100, eosId: '12345678901234567890123456789074' });
    await b.setOnline(u, false);
    const kit = await b.addKit({
      name: 'Warte-Kiste',
      price: 10,
      itemGroups: [{ index: 0, name: 'Kiste', items: [{ index: 0, command: 'Give Wait' }] }],
    });
    const bought = await b.select(u, customIds.server('b', kit.id, 0), [String(island)]);
    expect(bought.content).toContain('Wartet, bis du auf The Island online bist.');
    expect(bought.content).not.toContain('Waiting');
    const orders = await b.slash(u, 'orders');
    expect(
      orders.content
        .replace(/<t:\d+:f>/g, 'T')
        .replace(/#\d+ /g, '#N ')
        .split('\n'),
    ).toEqual([
      'Deine Bestellungen:',
      '#N „Warte-Kiste“ auf The Island, T: **Wartet** - Wartet, bis du auf The Island online bist.',
    ]);
    // the key API and the dashboard keep the English, stored next to the key
    const res = await b.t.call('owner', { url: `/api/purchase/list/${b.botId}?status=waiting` });
    const mine = (
      res.json() as { items: { kitName: string; waitingReason: string; waiting: unknown }[] }
    ).items.find((p) => p.kitName === 'Warte-Kiste');
    expect(mine).toMatchObject({
      waitingReason: 'Waiting for you to join The Island.',
      waiting: { key: 'waitingForPlayer', params: { server: 'The Island' } },
    });
  });

  it('the instance setting overrides Discord: German in an English guild, English in a German one', async () => {
    await b.addPlayer(user(72), { credits: 40 });
    await setLanguage('de');
    expect((await b.slash(user(72), 'balance')).content).toBe('Du hast 40 Credits.');
    await b.setGuildLocale('de');
    await setLanguage('en');
    expect((await b.slash(user(72), 'balance')).content).toBe(botTexts.balance(40));
  });

  it('refuses a language it does not speak, and changes nothing', async () => {
    await setLanguage('de');
    const res = await b.t.call('owner', { url: '/api/bots/forDiscordUser' });
    const bot = (res.json() as { id: number }[]).find((x) => x.id === b.botId)!;
    const bad = await b.t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...bot, language: 'fr' } },
    });
    expect(bad.statusCode).toBe(400);
    expect((await instanceRow()).language).toBe('de');
  });
});
