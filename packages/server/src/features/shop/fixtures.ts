import crypto from 'node:crypto';
import net from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { defaultBotSettings } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import {
  botInstances,
  creditHistory,
  kits,
  notifications,
  players,
  purchases,
  servers,
  shopRanks,
  users,
} from '../../db/schema';
import { startFakeRcon, type FakeRconServer } from '../../integrations/rcon/fake-server';
import { encryptSettings } from '../bots/secrets';
import { demoPersonas } from '../demo/personas';
import { ShopError } from './errors';

/** Shared setup of the shop engine tests: a fresh instance with servers behind local RCON fakes. */
export const RCON_PASSWORD = 'secret-pass';
export const EOS = '000212345678901234567890123456789';
export const STEAM = '76561198000000001';
export const DISCORD = '300000000000000099';
export const LOG_CHANNEL = '600000000000000001';
export const CLAIM_CHANNEL = '600000000000000002';

type KitInsert = typeof kits.$inferInsert;
type PlayerInsert = typeof players.$inferInsert;

export interface ShopWorld {
  t: TestApp;
  botId: number;
  /** The fake every working server talks to. */
  rcon: FakeRconServer;
  /** A second fake whose password differs from the one stored for `wrongPass`. */
  rconOther: FakeRconServer;
  servers: { island: number; center: number; wrongPass: number; offline: number; disabled: number };
  ranks: { vip: number; gold: number; bronze: number };
  ownerUserId: number;
  addKit(over?: Partial<KitInsert>): Promise<typeof kits.$inferSelect>;
  addPlayer(over?: Partial<PlayerInsert>): Promise<typeof players.$inferSelect>;
  player(id: number): Promise<typeof players.$inferSelect>;
  history(playerId: number): Promise<(typeof creditHistory.$inferSelect)[]>;
  ownerNotifications(): Promise<(typeof notifications.$inferSelect)[]>;
  purchase(id: number): Promise<typeof purchases.$inferSelect>;
  setSettings(group: string, patch: Record<string, unknown>): Promise<void>;
  setShopEnabled(on: boolean): Promise<void>;
  /** Sets the password `rconOther` accepts (and drops its connections, so the next command authenticates). */
  setOtherPassword(password: string): void;
  /** Fixes the engine's clock (ctx.now) at an ISO time; no argument = real time again. */
  setClock(iso?: string): void;
  close(): Promise<void>;
}

export const group = (index: number, name: string, commands: string[]) => ({
  index,
  name,
  items: commands.map((command, i) => ({ index: i, command })),
});

async function closedPort() {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export async function createShopWorld(): Promise<ShopWorld> {
  const rcon = await startFakeRcon({ password: RCON_PASSWORD });
  const rconOther = await startFakeRcon({ password: 'another-password' });
  const t = await createTestApp();
  const { db } = t.ctx;
  const settings = defaultBotSettings() as unknown as Record<string, Record<string, unknown>>;
  settings.kitSettings = {
    ...settings.kitSettings,
    enableBuyLimits: true,
    enableServerLimits: true,
    enableRoleLimits: true,
    isKitLoggingEnabled: true,
    kitLoggingChannelId: LOG_CHANNEL,
    enableClaimKitMessage: true,
    claimKitMessageChannelId: CLAIM_CHANNEL,
  };
  settings.shopRoleSettings = {
    ...settings.shopRoleSettings,
    isBuyingEnabled: true,
    isRoleTradingAllowed: true,
  };
  const [bot] = await db
    .insert(botInstances)
    .values({
      guildId: `9${crypto.randomInt(1e9, 9e9)}`,
      guildName: 'Shop Test',
      ownerId: demoPersonas.owner.discordId,
      isShopEnabled: true,
      settings: encryptSettings(settings, t.ctx.secrets),
    })
    .returning();
  const botId = bot!.id;
  const pw = t.ctx.secrets.encrypt(RCON_PASSWORD);
  const srv = await db
    .insert(servers)
    .values([
      { botId, name: 'Island', serverGroup: 'PvE', ip: rcon.host, rconPort: rcon.port, rconPassword: pw },
      { botId, name: 'Center', serverGroup: 'PvP', ip: rcon.host, rconPort: rcon.port, rconPassword: pw },
      { botId, name: 'WrongPass', ip: rconOther.host, rconPort: rconOther.port, rconPassword: pw },
      { botId, name: 'Offline', ip: '127.0.0.1', rconPort: await closedPort(), rconPassword: pw },
      { botId, name: 'Disabled', ip: rcon.host, rconPort: rcon.port, rconPassword: pw, isEnabled: false },
    ])
    .returning();
  const rk = await db
    .insert(shopRanks)
    .values([
      { botId, name: 'VIP', discount: 10, passiveCredits: 50, buyRoleEnabled: true, buyRolePrice: 300 },
      { botId, name: 'Gold', discount: 25, passiveCredits: 20 },
      { botId, name: 'Bronze', discount: 5, passiveCredits: 0 },
    ])
    .returning();
  const [owner] = await db.select().from(users).where(eq(users.discordId, demoPersonas.owner.discordId));
  let n = 0;
  const realNow = t.ctx.now;
  return {
    t,
    botId,
    rcon,
    rconOther,
    servers: {
      island: srv[0]!.id,
      center: srv[1]!.id,
      wrongPass: srv[2]!.id,
      offline: srv[3]!.id,
      disabled: srv[4]!.id,
    },
    ranks: { vip: rk[0]!.id, gold: rk[1]!.id, bronze: rk[2]!.id },
    ownerUserId: owner!.id,
    async addKit(over = {}) {
      const [k] = await db
        .insert(kits)
        .values({
          botId,
          name: `Kit ${++n}`,
          description: 'test kit',
          price: 100,
          itemGroups: [group(0, 'Main', [`GiveItem {eos_id} kit${n}`])],
          ...over,
        })
        .returning();
      return k!;
    },
    async addPlayer(over = {}) {
      const [p] = await db
        .insert(players)
        .values({ botId, name: `Player ${++n}`, eosId: EOS, credits: 1000, ...over })
        .returning();
      return p!;
    },
    player: async (id) => (await db.select().from(players).where(eq(players.id, id)))[0]!,
    history: (playerId) =>
      db
        .select()
        .from(creditHistory)
        .where(eq(creditHistory.playerId, playerId))
        .orderBy(asc(creditHistory.id)),
    ownerNotifications: () =>
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owner!.id))
        .orderBy(asc(notifications.id)),
    purchase: async (id) => (await db.select().from(purchases).where(eq(purchases.id, id)))[0]!,
    async setSettings(groupName, patch) {
      settings[groupName] = { ...settings[groupName], ...patch };
      await db
        .update(botInstances)
        .set({ settings: encryptSettings(settings, t.ctx.secrets) })
        .where(eq(botInstances.id, botId));
      t.ctx.cache.invalidate('instance', botId);
    },
    async setShopEnabled(on) {
      await db.update(botInstances).set({ isShopEnabled: on }).where(eq(botInstances.id, botId));
      t.ctx.cache.invalidate('instance', botId);
    },
    setOtherPassword(password) {
      rconOther.options.password = password;
      rconOther.dropConnections();
    },
    setClock(iso) {
      t.ctx.now = iso ? () => new Date(iso) : realNow;
    },
    async close() {
      await t.close();
      await rcon.close();
      await rconOther.close();
    },
  };
}

/** The ShopError a call rejects with (fails the test when it resolves or throws anything else). */
export async function refusal(p: Promise<unknown>): Promise<ShopError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ShopError);
  return e as ShopError;
}
