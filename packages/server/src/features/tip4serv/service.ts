import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { botInstances, kits, players, shopRanks, tip4servDeliveries } from '../../db/schema';
import {
  Tip4ServBusy,
  Tip4ServClient,
  Tip4ServUnexpectedAnswer,
  type Tip4ServAck,
} from '../../integrations/tip4serv/client';
import { HttpError } from '../../lib/errors';
import type { InstanceRow } from '../bots/repo';
import { featureOn, toBotInstance } from '../bots/service';
import { queueDiscordMessage } from '../discord-activity/outbox';
import { recordJobOutcome } from '../notifications/job-health';
import { notifyInstance } from '../notifications/service';
import { clearUnexpectedAnswer, reportUnexpectedAnswer } from '../notifications/unexpected-answer';
import { ledgerActors, recordCredit } from '../players/ledger';
import { changeVouchers } from '../shop/after-sale/voucher-list';
import { DISCORD_ID_PLACEHOLDER, parseTip4ServCommand } from './commands';
import { InstanceFailures } from '../../lib/each-instance';

export const TIP4SERV_REASON = 'Tip4Serv purchase';
export const TIP4SERV_ACTOR = 'Tip4Serv';

type PlayerRow = typeof players.$inferSelect;
/**
 * What became of one command (the `tip4serv_deliveries.status` column). Both end the command at Tip4Serv:
 * a Failed command (unknown player, rank, kit or command form) will never run, so it is reported
 * "Executed" like the official plugins report a command the game rejected, and the owner is told.
 * "Not Executed" would make Tip4Serv send it again forever.
 */
type DeliveryStatus = 'Executed' | 'Failed';
interface Outcome {
  status: DeliveryStatus;
  detail: string;
}

const failed = (detail: string): Outcome => ({ status: 'Failed', detail });

/** Runs one command inside the delivery's transaction. Never throws for a bad command: it is Failed. */
async function execute(ctx: AppContext, tx: Tx, bot: InstanceRow, text: string): Promise<Outcome> {
  const cmd = parseTip4ServCommand(text);
  if (!cmd) return failed('unknown command');
  if (cmd.discordId === DISCORD_ID_PLACEHOLDER) return failed('the purchase carries no Discord id');
  const [player] = await tx
    .select()
    .from(players)
    .where(and(eq(players.botId, bot.id), eq(players.discordId, cmd.discordId)))
    .for('update');
  if (!player) return failed(`no registered player with Discord id ${cmd.discordId}`);
  const done = (detail: string): Outcome => ({ status: 'Executed', detail: `${player.name}: ${detail}` });
  if (cmd.type === 'credit') {
    try {
      const row = await recordCredit(tx, ctx.now(), {
        playerId: player.id,
        delta: cmd.amount,
        kind: 'tip4serv',
        actor: ledgerActors.integration('tip4serv', TIP4SERV_ACTOR),
      });
      return done(`+${cmd.amount} credits (balance ${row!.credits})`);
    } catch (e) {
      // the ledger refuses (e.g. a balance past the 32-bit column) before it writes: Failed, no retry loop
      if (e instanceof HttpError) return failed(e.message);
      throw e;
    }
  }
  const update = async (set: Partial<PlayerRow>) => {
    await tx.update(players).set(set).where(eq(players.id, player.id));
  };
  if (cmd.type === 'rank') {
    const [rank] = await tx
      .select({ id: shopRanks.id, name: shopRanks.name })
      .from(shopRanks)
      .where(and(eq(shopRanks.botId, bot.id), eq(shopRanks.id, cmd.roleId)));
    if (!rank) return failed(`no shop rank with id ${cmd.roleId}`);
    if (cmd.action === 'add') {
      if (!player.roles.includes(rank.id)) await update({ roles: [...player.roles, rank.id] });
      return done(`shop rank ${rank.name} added`);
    }
    if (player.roles.includes(rank.id)) await update({ roles: player.roles.filter((r) => r !== rank.id) });
    return done(`shop rank ${rank.name} removed`);
  }
  const [kit] = await tx
    .select({ id: kits.id, name: kits.name })
    .from(kits)
    .where(and(eq(kits.botId, bot.id), eq(kits.id, cmd.kitId)));
  if (!kit) return failed(`no kit with id ${cmd.kitId}`);
  await update({ kitVouchers: changeVouchers(player.kitVouchers, kit.id, 1) });
  return done(`voucher for kit ${kit.name}`);
}

/**
 * Delivers one purchase command exactly once: the delivery row (unique per instance, payment and command) is
 * inserted first in the same transaction as the command's effect, so a second run (or a concurrent process,
 * which waits on the row) only reads the recorded outcome. Answers the outcome to report to Tip4Serv.
 */
async function deliver(
  ctx: AppContext,
  bot: InstanceRow,
  logChannelId: string,
  paymentId: string,
  commandId: string,
  text: string,
): Promise<Outcome> {
  const recorded = async () => {
    const [row] = await ctx.db
      .select()
      .from(tip4servDeliveries)
      .where(
        and(
          eq(tip4servDeliveries.botId, bot.id),
          eq(tip4servDeliveries.paymentId, paymentId),
          eq(tip4servDeliveries.commandId, commandId),
        ),
      );
    // rows written before Failed existed say 'Not Executed' for the same permanent failures
    if (!row) return null;
    const outcome: Outcome = {
      status: row.status === 'Executed' ? 'Executed' : 'Failed',
      detail: row.detail,
    };
    return outcome;
  };
  const before = await recorded();
  if (before) return before;
  const now = ctx.now();
  const fresh = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tip4servDeliveries)
      .values({
        botId: bot.id,
        paymentId,
        commandId,
        command: text.slice(0, 500),
        status: 'Failed',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: tip4servDeliveries.id });
    if (!row) return null;
    const outcome = await execute(ctx, tx, bot, text);
    await tx
      .update(tip4servDeliveries)
      .set({ status: outcome.status, detail: outcome.detail.slice(0, 500) })
      .where(eq(tip4servDeliveries.id, row.id));
    if (outcome.status === 'Failed')
      await notifyInstance(
        ctx,
        bot,
        {
          notice: {
            key: 'tip4servCommandFailed',
            params: { payment: paymentId, command: text.slice(0, 200), detail: outcome.detail },
          },
          link: '/tip4Serv',
          kind: 'tip4serv-command-failed',
          area: 'Tip4Serv_View',
        },
        tx,
      );
    if (logChannelId) {
      const line =
        outcome.status === 'Executed'
          ? `Tip4Serv purchase ${paymentId}: \`${text}\` executed (${outcome.detail}).`
          : `Tip4Serv purchase ${paymentId}: \`${text}\` not executed (${outcome.detail}).`;
      await queueDiscordMessage(
        tx,
        `tip4serv:${bot.id}:${row.id}`,
        { botId: bot.id, channelId: logChannelId, text: line },
        now,
      );
    }
    return outcome;
  });
  return fresh ?? (await recorded()) ?? failed('delivery record missing');
}

export interface Tip4ServRunResult {
  executed: number;
  /** Commands that can never run (reported done at Tip4Serv, owner told). */
  failed: number;
  /** Instances whose run was skipped because Tip4Serv answered 429/503. */
  skipped: number;
  failures: string[];
}

/** One instance: fetch pending purchases, deliver each command once, report the outcomes to Tip4Serv. */
async function runInstance(ctx: AppContext, bot: InstanceRow, apiKey: string, logChannelId: string) {
  const client = new Tip4ServClient({ apiUrl: ctx.config.tip4ServApiUrl, now: () => ctx.now().getTime() });
  const ack: Tip4ServAck = {};
  let executed = 0;
  let failedCount = 0;
  for (const payment of await client.pending(apiKey)) {
    const paymentId = String(payment.id);
    for (const cmd of payment.cmds) {
      const outcome = await deliver(ctx, bot, logChannelId, paymentId, String(cmd.id), String(cmd.str ?? ''));
      (ack[paymentId] ??= {})[String(cmd.id)] = 'Executed';
      if (outcome.status === 'Executed') executed++;
      else failedCount++;
    }
  }
  await client.acknowledge(apiKey, ack);
  const paymentIds = Object.keys(ack);
  if (paymentIds.length)
    await ctx.db
      .update(tip4servDeliveries)
      .set({ acknowledgedAt: ctx.now() })
      .where(and(eq(tip4servDeliveries.botId, bot.id), inArray(tip4servDeliveries.paymentId, paymentIds)));
  return { executed, failed: failedCount };
}

/**
 * Job (every 5 minutes): for each active instance with Tip4Serv enabled, a stored key and the tier feature,
 * executes the pending purchase commands exactly once and reports them done at Tip4Serv. 429/503 answers
 * skip the instance quietly (as the official plugins do); a payment list of an unknown shape notifies the
 * owner once and changes nothing; other failures count, and three failed runs in a row notify the owner
 * once. Failures are thrown together after all instances ran.
 */
export async function runTip4ServDeliveries(ctx: AppContext): Promise<Tip4ServRunResult> {
  const bots = await ctx.db.select().from(botInstances).where(eq(botInstances.isActive, true));
  const result: Tip4ServRunResult = { executed: 0, failed: 0, skipped: 0, failures: [] };
  for (const bot of bots) {
    const s = toBotInstance(ctx, bot).tip4ServSettings;
    if (!s.isEnabled || !s.apiKey) continue;
    let error = '';
    try {
      if (!(await featureOn(ctx, bot, 'tip4serv'))) continue;
      const r = await runInstance(ctx, bot, s.apiKey, s.enableLogging ? s.logChannelId : '');
      result.executed += r.executed;
      result.failed += r.failed;
      await clearUnexpectedAnswer(ctx, bot, 'Tip4Serv');
    } catch (e) {
      if (e instanceof Tip4ServBusy) {
        result.skipped++;
        continue;
      }
      if (e instanceof Tip4ServUnexpectedAnswer) {
        await reportUnexpectedAnswer(ctx, bot, {
          integration: 'Tip4Serv',
          expected: 'a list of payments {id, cmds: [{id, str, state}]}',
          received: e.received,
          secrets: [s.apiKey, ...s.apiKey.split('.')],
          link: '/tip4Serv',
          area: 'Tip4Serv_View',
        });
        continue;
      }
      error = (e as Error).message;
      result.failures.push(`bot instance ${bot.id}: ${error}`);
    }
    await recordJobOutcome(ctx, bot, 'tip4serv', error ? { ok: false, error } : { ok: true }, {
      notice: (err) => ({ key: 'tip4servFailing', params: { error: err } }),
      link: '/tip4Serv',
      area: 'Tip4Serv_View',
      kind: 'tip4serv-job-failing',
    });
  }
  if (result.failures.length)
    throw Object.assign(
      new InstanceFailures(
        result.failures.map((f) => new Error(f)),
        `tip4serv-deliveries failed: ${result.failures.join(' | ')}`,
      ),
      { result },
    );
  return result;
}
