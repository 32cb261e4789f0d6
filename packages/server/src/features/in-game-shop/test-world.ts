import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { defaultBotSettings } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, inGameInbox, players, purchases, servers } from '../../db/schema';
import { insertKit, insertPlayer, itemGroup } from '../../db/factories';
import { startFakeRcon, type FakePlayer, type FakeRconServer } from '../../integrations/rcon/fake-server';
import { encryptSettings } from '../bots/secrets';
import { demoPersonas } from '../demo/personas';
import { runInGameReaders, type ReaderHooks } from './reader';

/** Real 32-hex EOS ids, as ASA prints them. */
export const EOS = {
  alice: '0002a11ce0000000000000000000a11c',
  bob: '0002b0b0000000000000000000000b0b',
  mallory: '00025a11e7000000000000000000bad1',
  carol: '0002ca201000000000000000000ca201',
};
export const RCON_PASSWORD = 'chat-pass';

export interface InGameWorld {
  t: TestApp;
  botId: number;
  serverId: number;
  fake: FakeRconServer;
  /** Who ListPlayers shows. */
  setOnline(list: FakePlayer[]): void;
  /** A player types a line in global chat. */
  say(platformName: string, message: string, characterName?: string): void;
  /** Moves the clock on (past the poll interval and any lease) and runs the reader job once. */
  run(hooks?: ReaderHooks, advanceMs?: number): Promise<number>;
  /** Every `ServerChatTo` text sent to that EOS id, in order. */
  repliesTo(eosId: string): string[];
  player(id: number): Promise<typeof players.$inferSelect>;
  inbox(): Promise<(typeof inGameInbox.$inferSelect)[]>;
  purchasesOf(playerId: number): Promise<(typeof purchases.$inferSelect)[]>;
  close(): Promise<void>;
}

export const starterSet = () => ({
  name: 'Starter Set',
  price: 150,
  itemGroups: [itemGroup(0, 'Main', ['GiveItem {eos_id} starter 1', 'GiveItem {eos_id} pick 1'])],
});

/**
 * An instance with the in-game shop on, reading one server behind a real TCP RCON fake whose chat buffer
 * empties on read. `app` may be given to share a database (a second process). `frozenClock`: the clock
 * moves only when `run` moves it (no real time in between), for tests whose work must not depend on load.
 */
export async function createInGameWorld(
  opts: { t?: TestApp; fake?: FakeRconServer; botId?: number; serverId?: number; frozenClock?: boolean } = {},
): Promise<InGameWorld> {
  const fake = opts.fake ?? (await startFakeRcon({ password: RCON_PASSWORD, players: [] }));
  const t = opts.t ?? (await createTestApp());
  const { db } = t.ctx;
  let botId = opts.botId ?? 0;
  let serverId = opts.serverId ?? 0;
  if (!botId) {
    const settings = defaultBotSettings() as unknown as Record<string, Record<string, unknown>>;
    const [bot] = await db
      .insert(botInstances)
      .values({
        guildId: `8${crypto.randomInt(1e9, 9e9)}`,
        guildName: 'In-game Test',
        ownerId: demoPersonas.owner.discordId,
        isShopEnabled: true,
        settings: encryptSettings(settings, t.ctx.secrets),
      })
      .returning();
    botId = bot!.id;
    const [server] = await db
      .insert(servers)
      .values({
        botId,
        name: 'Island',
        ip: fake.host,
        rconPort: fake.port,
        rconPassword: t.ctx.secrets.encrypt(RCON_PASSWORD),
      })
      .returning();
    serverId = server!.id;
    settings.inGameShopSettings = { ...settings.inGameShopSettings, isEnabled: true, serverIds: [serverId] };
    await db
      .update(botInstances)
      .set({ settings: encryptSettings(settings, t.ctx.secrets) })
      .where(eq(botInstances.id, botId));
    await insertKit(db, botId, starterSet());
  }
  let offset = 0;
  const frozenAt = Date.now();
  t.ctx.now = () => new Date((opts.frozenClock ? frozenAt : Date.now()) + offset);
  return {
    t,
    botId,
    serverId,
    fake,
    setOnline: (list) => void (fake.options.players = list),
    say: (name, message, character = 'Human') => fake.say(`${name} (${character}): ${message}`),
    async run(hooks, advanceMs = 61_000) {
      offset += advanceMs;
      return runInGameReaders(t.ctx, hooks);
    },
    repliesTo: (eosId) =>
      fake.commands
        .filter((c) => c.startsWith(`ServerChatTo "${eosId}" `))
        .map((c) => c.slice(`ServerChatTo "${eosId}" `.length)),
    player: async (id) => (await db.select().from(players).where(eq(players.id, id)))[0]!,
    inbox: () =>
      db.select().from(inGameInbox).where(eq(inGameInbox.botId, botId)).orderBy(asc(inGameInbox.id)),
    purchasesOf: (playerId) => db.select().from(purchases).where(eq(purchases.playerId, playerId)),
    async close() {
      if (!opts.t) await t.close();
      if (!opts.fake) await fake.close();
    },
  };
}

export const addPlayer = (w: InGameWorld, over: Parameters<typeof insertPlayer>[2] = {}) =>
  insertPlayer(w.t.ctx.db, w.botId, { eosId: '', credits: 0, ...over });
