import { expect } from 'vitest';
import type { BotInstance } from '@asa/domain';
import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, creditHistory, kits, players, users } from '../../db/schema';
import { demoPersonas } from '../demo/personas';

/** Rex Rider of the demo instance; also a player of the other instance. */
export const SHARED_DISCORD_ID = '300000000000000010';

/** A second instance of the same owner with its own key, one player (70 credits) and one kit. */
export interface OtherInstance {
  botId: number;
  key: string;
  playerId: number;
  kitId: number;
}

export interface ApiWorld {
  t: TestApp;
  /** The current API key of the demo instance (tests that recreate it store the new one here). */
  key: string;
  other: OtherInstance;
  /** A call with `Authorization: BOT <key>` (or none when key is null). */
  api(k: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** The instance as the owner's dashboard loads it. */
  botOf(botId: number): Promise<BotInstance>;
  recreateKey(botId: number): Promise<string>;
  setApiEnabled(botId: number, isEnabled: boolean): Promise<void>;
  playerByName(botId: number, name: string): Promise<typeof players.$inferSelect>;
  historyCount(playerId: number): Promise<number>;
  setOwnerTier(tier: number): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * A test app with API access switched on and a fresh key for the demo instance, plus a second instance of
 * the same owner (API on, own key) whose player shares a Discord ID with Rex Rider.
 */
export async function createApiWorld(): Promise<ApiWorld> {
  const t = await createTestApp();
  const api: ApiWorld['api'] = (k, opts) =>
    t.app.inject({
      ...opts,
      headers: { ...(k === null ? {} : { authorization: `BOT ${k}` }), ...opts.headers },
    });
  const botOf: ApiWorld['botOf'] = async (botId) => {
    const list = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json();
    return list.find((b: { id: number }) => b.id === botId);
  };
  const recreateKey: ApiWorld['recreateKey'] = async (botId) => {
    const res = await t.call('owner', {
      method: 'POST',
      url: '/api/bots/recreateApiKey',
      payload: { botId },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().apiSettings.apiKey;
  };
  const setApiEnabled: ApiWorld['setApiEnabled'] = async (botId, isEnabled) => {
    const bot = await botOf(botId);
    const res = await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...bot, apiSettings: { ...bot.apiSettings, isEnabled } } },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const playerByName: ApiWorld['playerByName'] = async (botId, name) =>
    (
      await t.ctx.db
        .select()
        .from(players)
        .where(and(eq(players.botId, botId), eq(players.name, name)))
    )[0]!;
  const historyCount: ApiWorld['historyCount'] = async (playerId) =>
    Number(
      (
        await t.ctx.db.select({ n: count() }).from(creditHistory).where(eq(creditHistory.playerId, playerId))
      )[0]!.n,
    );
  const setOwnerTier: ApiWorld['setOwnerTier'] = (tier) =>
    t.ctx.db.update(users).set({ tier }).where(eq(users.discordId, demoPersonas.owner.discordId));

  try {
    const key = await recreateKey(t.botId);
    await setApiEnabled(t.botId, true);
    const [bot] = await t.ctx.db
      .insert(botInstances)
      .values({ guildId: '900000000000000777', guildName: 'Other', ownerId: demoPersonas.owner.discordId })
      .returning();
    const [p] = await t.ctx.db
      .insert(players)
      .values({
        botId: bot!.id,
        name: 'Other Rex',
        discordId: SHARED_DISCORD_ID,
        discordName: 'o',
        credits: 70,
      })
      .returning();
    const [k] = await t.ctx.db.insert(kits).values({ botId: bot!.id, name: 'Other kit' }).returning();
    const other = { botId: bot!.id, key: await recreateKey(bot!.id), playerId: p!.id, kitId: k!.id };
    await setApiEnabled(bot!.id, true);
    return {
      t,
      key,
      other,
      api,
      botOf,
      recreateKey,
      setApiEnabled,
      playerByName,
      historyCount,
      setOwnerTier,
      close: () => t.close(),
    };
  } catch (err) {
    await t.close();
    throw err;
  }
}
