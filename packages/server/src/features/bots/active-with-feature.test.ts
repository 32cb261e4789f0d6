import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultBotSettings, Tier } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, kv, shopRanks, users } from '../../db/schema';
import { encryptSettings } from './secrets';
import { activeWithFeature, withFeatureOn } from './service';
import { runPassiveIncome, passiveIncomeKey } from '../shop/ranks/passive-income';

/**
 * Jobs select the instances that have work (issue 34): a feature's switch is tested in the query, the
 * owners' tiers are read in one query for the batch, and passive income reads only instances with a paying
 * rank that were not credited today.
 */
let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const base = defaultBotSettings() as unknown as Record<string, Record<string, unknown>>;
  const make = async (name: string, tier: Tier, inGameOn: boolean, active = true) => {
    const owner = String(310000000000000000n + BigInt(Object.keys(ids).length));
    await t.ctx.db.insert(users).values({ discordId: owner, tier });
    const settings = { ...base, inGameShopSettings: { ...base.inGameShopSettings, isEnabled: inGameOn } };
    const [row] = await t.ctx.db
      .insert(botInstances)
      .values({
        guildId: String(810000000000000000n + BigInt(Object.keys(ids).length)),
        guildName: name,
        ownerId: owner,
        isActive: active,
        settings: encryptSettings(settings, t.ctx.secrets),
      })
      .returning();
    ids[name] = row!.id;
  };
  await make('on', Tier.Tier4, true);
  await make('switchedOff', Tier.Tier4, false);
  await make('tierTooLow', Tier.Free, true);
  await make('inactive', Tier.Tier4, true, false);
  for (let i = 0; i < 40; i++) await make(`idle${i}`, Tier.Tier4, false);
});
afterAll(() => t?.close());

describe('jobs select the instances that have work', () => {
  it('activeWithFeature: switched on, active and included in the tier; the same answer as withFeatureOn', async () => {
    const picked = (await activeWithFeature(t.ctx, 'inGameShop')).map((b) => b.id);
    expect(picked).toContain(ids.on);
    for (const name of ['switchedOff', 'tierTooLow', 'inactive', 'idle0', 'idle39'])
      expect(picked).not.toContain(ids[name]);
    const all = await t.ctx.db.select().from(botInstances).where(eq(botInstances.isActive, true));
    expect((await withFeatureOn(t.ctx, all, 'inGameShop')).map((b) => b.id)).toEqual(picked);
  });

  it('passive income reads only instances with a paying rank not yet credited today', async () => {
    await t.ctx.db.insert(shopRanks).values({ botId: ids.on!, name: 'Payer', passiveCredits: 5 });
    await runPassiveIncome(t.ctx);
    const claims = await t.ctx.db
      .select()
      .from(kv)
      .where(eq(kv.key, passiveIncomeKey(ids.on!, t.ctx.now())));
    expect(claims).toHaveLength(1);
    // none for the 40 idle instances (no paying rank): not even a claim row
    const idle = await t.ctx.db
      .select()
      .from(kv)
      .where(eq(kv.key, passiveIncomeKey(ids.idle0!, t.ctx.now())));
    expect(idle).toHaveLength(0);
  });
});
