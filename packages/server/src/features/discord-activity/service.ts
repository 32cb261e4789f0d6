import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { kv, players } from '../../db/schema';
import { getInstanceRow } from '../bots/repo';
import { featureOn, limitsOf, toBotInstance } from '../bots/service';
import { ledgerActors, recordCredit } from '../players/ledger';
import { activityCredits } from './engine';

export const ACTIVITY_REASON = 'Discord activity';
export const ACTIVITY_ACTOR = 'Discord Activity Credits';

const cooldownKey = (botId: number, discordId: string) => `activity-cooldown:${botId}:${discordId}`;

export interface ActivityAward {
  credits: number;
  balance: number | null;
}

/**
 * Called by the bot runtime for each chat message: applies activityCredits for the registered player with
 * that Discord id. The player's row is locked for the whole decision, so two messages processed at once
 * cannot both pass the cooldown; the time of the last award is kept in `kv` (expiring with the cooldown).
 * Unregistered users, inactive instances and messages that earn nothing answer `{credits: 0}`.
 */
export async function awardActivity(
  ctx: AppContext,
  botId: number,
  msg: { discordId: string; channelId: string },
  random: () => number = Math.random,
): Promise<ActivityAward> {
  const bot = await getInstanceRow(ctx.db, botId);
  if (!bot || !bot.isActive) return { credits: 0, balance: null };
  const settings = toBotInstance(ctx, bot).discordActivitySettings;
  const limits = await limitsOf(ctx, bot);
  // cheap checks first, without a transaction (the engine repeats them)
  if (!(await featureOn(ctx, bot, 'discordActivityPoints')) || !settings.channelIds.includes(msg.channelId))
    return { credits: 0, balance: null };
  return ctx.db.transaction(async (tx) => {
    const [player] = await tx
      .select()
      .from(players)
      .where(and(eq(players.botId, botId), eq(players.discordId, msg.discordId)))
      .for('update');
    if (!player) return { credits: 0, balance: null };
    const now = ctx.now();
    const key = cooldownKey(botId, msg.discordId);
    const [last] = await tx.select().from(kv).where(eq(kv.key, key));
    const lastAt = last ? new Date((last.value as { at: string }).at) : null;
    const credits = activityCredits({
      settings,
      limits,
      channelId: msg.channelId,
      userId: msg.discordId,
      now,
      lastAwardAt: lastAt && !Number.isNaN(lastAt.getTime()) ? lastAt : null,
      random,
    });
    if (credits <= 0) return { credits: 0, balance: player.credits };
    const expiresAt = new Date(now.getTime() + Math.max(settings.cooldownTimer, 1) * 1000);
    await tx
      .insert(kv)
      .values({ key, value: { at: now.toISOString() }, expiresAt })
      .onConflictDoUpdate({ target: kv.key, set: { value: { at: now.toISOString() }, expiresAt } });
    const row = await recordCredit(tx, now, {
      playerId: player.id,
      delta: credits,
      kind: 'activity',
      actor: ledgerActors.system('discord-activity', ACTIVITY_ACTOR),
    });
    return { credits, balance: row!.credits };
  });
}
