import { count, eq } from 'drizzle-orm';
import type { PurchaseSource } from '@asa/domain';
import type { AppContext } from '../../context';
import { botInstances, kits, players, purchases, servers } from '../../db/schema';
import { buyKit, grantVoucher, redeemVoucher } from '../shop';
import { DEMO_GUILD_ID } from './personas';
import { whileDemoServerMisbehaves } from './rcon';

const HOUR = 3_600_000;

/**
 * How the demo game server answers an order: normally; refusing it ('Permission denied', the purchase fails
 * and is refunded); or hanging up on its first kit command (the answer never comes: unknown, the owner
 * decides). The Center's RCON host does not resolve, so its order waits.
 */
type Server = 'answers' | 'refuses' | 'hangs up';
const misbehaviour: Record<Server, Parameters<typeof whileDemoServerMisbehaves>[1]> = {
  answers: {},
  refuses: { failAll: 'Permission denied' },
  'hangs up': { hangUpOn: (command) => !/^listplayers\b/i.test(command) },
};

/** [player, kit, server, source, hours ago, voucher, how the server answers] */
const plan: [string, string, string, PurchaseSource, number, boolean, Server][] = [
  ['Dodo Whisperer', 'Starter Set', 'The Island', 'discord', 30, false, 'answers'],
  ['Tek Titan', 'Mystery Box', 'Scorched Earth', 'portal', 20, false, 'answers'],
  ['Raptor Rick', 'Mystery Box', 'The Island', 'dashboard', 12, true, 'answers'],
  ['Rex Rider', 'Starter Set', 'The Island', 'discord', 9, false, 'refuses'],
  ['Argy Ace', 'Starter Set', 'Scorched Earth', 'api', 6, false, 'answers'],
  ['Tek Titan', 'Starter Set', 'Scorched Earth', 'portal', 4, false, 'hangs up'],
  ['Wyvern Queen', 'Starter Set', 'The Center', 'discord', 2, false, 'answers'],
];

/**
 * Demo purchases made through the shop engine against the demo RCON server: four delivered (one with a
 * voucher), one failed and refunded (Retry), one unknown (Send again / Mark as delivered / Refund) and one
 * waiting for The Center, plus two Starter Set vouchers left for Raptor Rick. Runs after the
 * demo RCON server started (the servers point at it); does nothing once the demo instance has purchases.
 * A refused order is logged and skipped, never stopping the start.
 */
export async function seedDemoPurchases(ctx: AppContext) {
  const { db } = ctx;
  const [bot] = await db.select().from(botInstances).where(eq(botInstances.guildId, DEMO_GUILD_ID));
  if (!bot) return 0;
  const [had] = await db.select({ n: count() }).from(purchases).where(eq(purchases.botId, bot.id));
  if (Number(had?.n ?? 0) > 0) return 0;
  const idOf = async (table: typeof kits | typeof players | typeof servers) => {
    const rows = await db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(eq(table.botId, bot.id));
    return (name: string) => rows.find((r) => r.name === name)?.id;
  };
  const [kit, player, server] = await Promise.all([idOf(kits), idOf(players), idOf(servers)]);
  const realNow = ctx.now;
  let made = 0;
  try {
    for (const [who, what, where, source, hoursAgo, voucher, answers] of plan) {
      const at = realNow().getTime() - hoursAgo * HOUR;
      ctx.now = () => new Date(at);
      const input = { botId: bot.id, playerId: player(who)!, kitId: kit(what)!, serverId: server(where)! };
      if (!input.playerId || !input.kitId || !input.serverId) continue;
      try {
        await whileDemoServerMisbehaves(ctx, misbehaviour[answers], async () => {
          if (voucher) {
            await grantVoucher(ctx, { ...input, count: 1, actor: 'Demo Owner' });
            await redeemVoucher(ctx, { ...input, source, actor: 'Shop' });
          } else await buyKit(ctx, { ...input, source, actor: 'Shop' });
        });
        made += 1;
      } catch (e) {
        console.warn(`Demo purchase of ${what} for ${who} skipped: ${(e as Error).message}`);
      }
    }
    const rick = player('Raptor Rick');
    const starter = kit('Starter Set');
    if (rick && starter)
      await grantVoucher(ctx, {
        botId: bot.id,
        playerId: rick,
        kitId: starter,
        count: 2,
        actor: 'Demo Owner',
      });
  } finally {
    ctx.now = realNow;
  }
  return made;
}
