import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances, kits, servers } from '../../db/schema';
import { decryptSettings, encryptSettings } from '../bots/secrets';
import { createLinkCode } from '../in-game-shop/service';
import { playerByDiscordId } from '../players/service';
import { demoPersonas, DEMO_GUILD_ID } from './personas';
import { DEMO_PLAYER_EOS_ID } from './portal-player';
import { sayInDemoGame } from './rcon';

/** The demo player first "types" in game this long after the start, then every DEMO_CHAT_EVERY_MS. */
export const DEMO_CHAT_FIRST_MS = 20_000;
export const DEMO_CHAT_EVERY_MS = 4 * 60_000;

/**
 * Demo mode's in-game shop: switched on for The Island while it is off with no server listed (a fresh demo),
 * and the demo player types `+link <code>`, `+bal` and `+buy` lines into the demo game server's chat, which
 * the real reader job and shop engine process (Purchases then shows a delivered order from "In-game").
 * Answers the function that stops it.
 */
export async function startDemoInGame(ctx: AppContext): Promise<() => Promise<void>> {
  const [bot] = await ctx.db.select().from(botInstances).where(eq(botInstances.guildId, DEMO_GUILD_ID));
  if (!bot) return async () => undefined;
  const [island] = await ctx.db
    .select({ id: servers.id })
    .from(servers)
    .where(and(eq(servers.botId, bot.id), eq(servers.name, 'The Island')));
  const settings = decryptSettings(bot.settings, ctx.secrets) as Record<string, Record<string, unknown>>;
  const stored = settings.inGameShopSettings ?? {};
  // not set up yet (the seed stores the defaults: off, no server): on for The Island
  if (island && !stored.isEnabled && !(stored.serverIds as number[] | undefined)?.length) {
    settings.inGameShopSettings = { ...stored, isEnabled: true, serverIds: [island.id] };
    await ctx.db
      .update(botInstances)
      .set({ settings: encryptSettings(settings, ctx.secrets) })
      .where(eq(botInstances.id, bot.id));
    ctx.cache.invalidate('instance', bot.id);
  }
  const timers: NodeJS.Timeout[] = [];
  const later = (ms: number, fn: () => unknown) => {
    const t = setTimeout(() => void Promise.resolve(fn()).catch(() => undefined), ms);
    t.unref();
    timers.push(t);
  };
  const play = async () => {
    if (ctx.lifecycle.stopping) return;
    const player = await playerByDiscordId(ctx.db, bot.id, demoPersonas.player.discordId);
    if (!player) return;
    const [kit] = await ctx.db
      .select({ id: kits.id })
      .from(kits)
      .where(
        and(
          eq(kits.botId, bot.id),
          eq(kits.isEnabled, true),
          eq(kits.isBuyable, true),
          eq(kits.kitType, 'normal'),
          // a kit without a buy limit: the demo player's own purchases (portal, Discord) stay possible
          eq(kits.useBuyLimit, false),
        ),
      )
      .orderBy(asc(kits.price))
      .limit(1);
    const { code } = await createLinkCode(ctx, bot.id, player.id);
    await sayInDemoGame(ctx, DEMO_PLAYER_EOS_ID, `+link ${code}`);
    later(4_000, () => sayInDemoGame(ctx, DEMO_PLAYER_EOS_ID, '+bal'));
    if (kit) later(8_000, () => sayInDemoGame(ctx, DEMO_PLAYER_EOS_ID, `+buy ${kit.id}`));
  };
  later(DEMO_CHAT_FIRST_MS, play);
  const every = setInterval(() => void play().catch(() => undefined), DEMO_CHAT_EVERY_MS);
  every.unref();
  return async () => {
    clearInterval(every);
    for (const t of timers) clearTimeout(t);
  };
}
