import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances, kits, players, shopRanks, users } from '../../db/schema';
import { decryptSettings, encryptSettings } from '../bots/secrets';
import { DEMO_GUILD_ID, demoPersonas } from './personas';
import { seedHistory } from '../players/ledger';

export const DEMO_PLAYER_CREDITS = 2000;
export const DEMO_PLAYER_EOS_ID = '00020000000000000000000000007777';

/**
 * The player persona of demo mode: a Discord user (role UserPortal) registered as a player of the demo guild
 * with credits, an EOS id, the Survivor rank and one Mystery Box voucher, and the player portal switched on.
 * Runs after the demo seed and again at each start (so an older demo database gets the persona too); does
 * nothing once the player exists.
 */
export async function seedDemoPlayer(ctx: AppContext) {
  const persona = demoPersonas.player;
  const [bot] = await ctx.db.select().from(botInstances).where(eq(botInstances.guildId, DEMO_GUILD_ID));
  if (!bot) return false;
  const existing = await ctx.db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.botId, bot.id), eq(players.discordId, persona.discordId)));
  if (existing[0]) return false;
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        discordId: persona.discordId,
        username: persona.username,
        role: persona.role,
        tier: persona.tier,
        email: 'player@demo.invalid',
      })
      .onConflictDoNothing();
    const settings = decryptSettings(bot.settings, ctx.secrets) as Record<string, Record<string, unknown>>;
    settings.userPortalSettings = { isEnabled: true, isKitsEnabled: true, isShopRanksEnabled: true };
    await tx
      .update(botInstances)
      .set({ settings: encryptSettings(settings, ctx.secrets) })
      .where(eq(botInstances.id, bot.id));
    const [survivor] = await tx
      .select({ id: shopRanks.id })
      .from(shopRanks)
      .where(and(eq(shopRanks.botId, bot.id), eq(shopRanks.name, 'Survivor')));
    const [box] = await tx
      .select({ id: kits.id })
      .from(kits)
      .where(and(eq(kits.botId, bot.id), eq(kits.name, 'Mystery Box')));
    const [p] = await tx
      .insert(players)
      .values({
        botId: bot.id,
        name: persona.username,
        discordId: persona.discordId,
        discordName: 'demo_player',
        eosId: DEMO_PLAYER_EOS_ID,
        credits: DEMO_PLAYER_CREDITS,
        totalCreditsEarned: DEMO_PLAYER_CREDITS,
        roles: survivor ? [survivor.id] : [],
        kitVouchers: box ? [{ kitId: box.id, count: 1 }] : [],
      })
      .returning();
    await seedHistory(tx, {
      botId: bot.id,
      playerId: p!.id,
      amount: DEMO_PLAYER_CREDITS,
      balanceAfter: DEMO_PLAYER_CREDITS,
      reason: 'Starting credits',
      actor: 'Demo Owner',
      kind: 'starting_credits',
      actorType: 'manager',
      createdAt: new Date(ctx.now().getTime() - 86_400_000),
    });
  });
  ctx.cache.invalidate('instance', bot.id);
  return true;
}
