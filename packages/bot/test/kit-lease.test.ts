import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { REST } from 'discord.js';
import { botInstances, kits } from '@asa/server/db';
import {
  claimStaleKitMessages,
  KIT_SYNC_LEASE_MS,
  KIT_SYNC_RETRY_MS,
  syncStaleKitMessages,
} from '../src/sync/kit-messages';
import { createBotTest, GUILD_ID, type BotTest } from './helpers/bot-harness';

/**
 * The kit-message sync's claim per instance (issue 34): a 10 s lease renewed by a heartbeat while a sync
 * runs (a sync held up longer than the lease keeps its instance), taken over once its syncer is dead, and a
 * failed sync still retried after two minutes (not after the short lease).
 */
let b: BotTest;
beforeAll(async () => {
  b = await createBotTest();
  expect(await syncStaleKitMessages(b.ctx, b.client.rest, [GUILD_ID])).toBe(1); // the first sync
});
afterAll(async () => b?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const touch = (text: string) =>
  b.ctx.db.update(kits).set({ description: text }).where(eq(kits.botId, b.botId));
const at = (ms: number) => ({ ...b.ctx, now: () => new Date(Date.now() + ms) });
const synced = async () =>
  (
    await b.ctx.db
      .select({ v: botInstances.kitMessagesVersion, s: botInstances.kitMessagesSynced })
      .from(botInstances)
      .where(eq(botInstances.id, b.botId))
  )[0]!;

/** Discord's REST client whose first call waits `ms` first (a rate limit), or fails when `fail`. */
function heldRest(ms: number, fail = false): REST {
  let first = true;
  return new Proxy(b.client.rest, {
    get(target, prop) {
      const v = Reflect.get(target, prop, target) as unknown;
      if (typeof v !== 'function') return v;
      return async (...args: unknown[]) => {
        if (first) {
          first = false;
          await sleep(ms);
          if (fail) throw new Error('Discord is away');
        }
        return (v as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

describe('kit-message sync leases', () => {
  it('a dead syncer’s instance is taken over once its short lease ran out', async () => {
    await touch('dead syncer');
    expect(await claimStaleKitMessages(b.ctx, [GUILD_ID])).toHaveLength(1); // then it dies
    expect(await claimStaleKitMessages(at(KIT_SYNC_LEASE_MS - 1_000), [GUILD_ID])).toEqual([]);
    expect(await syncStaleKitMessages(at(KIT_SYNC_LEASE_MS + 500), b.client.rest, [GUILD_ID])).toBe(1);
    const s = await synced();
    expect(s.s).toBe(s.v);
  });

  it(
    'a sync held up longer than the lease keeps its instance while it heartbeats, and syncs once',
    { timeout: 60_000 },
    async () => {
      await touch('slow sync');
      const writes = b.discord.bot.writes.length;
      const slow = syncStaleKitMessages(b.ctx, heldRest(KIT_SYNC_LEASE_MS + 2_000), [GUILD_ID]);
      await sleep(KIT_SYNC_LEASE_MS + 1_000);
      expect(await claimStaleKitMessages(b.ctx, [GUILD_ID])).toEqual([]);
      expect(await slow).toBe(1);
      const s = await synced();
      expect(s.s).toBe(s.v);
      expect(b.discord.bot.writes.slice(writes).map((w) => w.method)).toEqual(
        Array(b.discord.bot.writes.length - writes).fill('PATCH'),
      );
      expect(await syncStaleKitMessages(b.ctx, b.client.rest, [GUILD_ID])).toBe(0);
    },
  );

  it('a failed sync is tried again after KIT_SYNC_RETRY_MS, not when the short lease ends', async () => {
    await touch('failing sync');
    expect(await syncStaleKitMessages(b.ctx, heldRest(0, true), [GUILD_ID])).toBe(1);
    const s = await synced();
    expect(s.s).toBeLessThan(s.v);
    expect(await claimStaleKitMessages(at(KIT_SYNC_LEASE_MS + 1_000), [GUILD_ID])).toEqual([]);
    expect(await syncStaleKitMessages(at(KIT_SYNC_RETRY_MS + 1_000), b.client.rest, [GUILD_ID])).toBe(1);
    const after = await synced();
    expect(after.s).toBe(after.v);
  });
});
