import crypto from 'node:crypto';
import { Routes, type REST } from 'discord.js';
import {
  type AppContext,
  ackDiscordMessage,
  claimDiscordOutbox,
  getInstanceRow,
  releaseDiscordMessages,
  renewDiscordOutbox,
  withHeartbeat,
  withRequestId,
} from '@asa/server';
import { isPermanent } from './discord-errors';
import { ChannelGuard } from './channel-guard';

export interface OutboxResult {
  sent: number;
  dropped: number;
  kept: number;
}

/**
 * Discord's message nonce (at most 25 characters) for an outbox row: with `enforce_nonce` Discord answers
 * the first message again instead of posting a second one for a few minutes, so a claimer that died after
 * posting and before deleting the row does not make the next claimer post it twice.
 */
export const outboxNonce = (key: string) =>
  crypto.createHash('sha256').update(key).digest('base64url').slice(0, 25);

const postMessage = (rest: REST, channelId: string, key: string, text: string) =>
  rest.post(Routes.channelMessages(channelId), {
    body: {
      content: text.slice(0, 2000),
      allowed_mentions: { parse: ['users'] },
      nonce: outboxNonce(key),
      enforce_nonce: true,
    },
  });

/**
 * Posts the queued channel messages (kit logs, claim-kit messages, vote logs, Tip4Serv logs) and DMs (a
 * buyer's order notices: the DM channel is opened with POST /users/@me/channels) of the given
 * instances, oldest first, and removes each once posted. The rows are claimed first (claimDiscordOutbox),
 * so two bot processes never post the same message, and renewed by a heartbeat while this pass posts (a
 * Discord rate limit may hold it longer than the lease); a pass that dies leaves them to another within
 * the lease. A message whose channel is gone or closed to the
 * bot is dropped (logged); on any other failure the rest of that channel is given back for the next run,
 * keeping the order. Mentions may ping users, never roles or everyone. A channel that is not in the
 * instance's own guild is never posted to (the message is dropped and logged).
 */
export async function flushOutbox(
  ctx: AppContext,
  rest: REST,
  botIds: Set<number> | null,
  log: (msg: string, err?: unknown) => void = () => undefined,
): Promise<OutboxResult> {
  const result: OutboxResult = { sent: 0, dropped: 0, kept: 0 };
  const blocked = new Set<string>();
  const giveBack: string[] = [];
  const guard = new ChannelGuard(rest);
  const guilds = new Map<number, string>();
  const guildOf = async (botId: number) => {
    if (!guilds.has(botId)) guilds.set(botId, (await getInstanceRow(ctx.db, botId))?.guildId ?? '');
    return guilds.get(botId)!;
  };
  const dms = new Map<string, string>();
  const dmChannel = async (userId: string) => {
    if (!dms.has(userId)) {
      const ch = (await rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as {
        id: string;
      };
      dms.set(userId, ch.id);
    }
    return dms.get(userId)!;
  };
  const owner = crypto.randomUUID();
  const claimed = await claimDiscordOutbox(ctx.db, botIds ? [...botIds] : null, ctx.now(), { owner });
  // each message's lines name the request id of the work that queued it (a purchase's, a job run's)
  const one = async (m: (typeof claimed)[number]) => {
    if (m.userId) {
      const target = `dm:${m.userId}`;
      if (blocked.has(target)) {
        giveBack.push(m.key);
        result.kept++;
        return;
      }
      try {
        await postMessage(rest, await dmChannel(m.userId), m.key, m.text);
        await ackDiscordMessage(ctx.db, m.key);
        result.sent++;
      } catch (err) {
        // a user who closed their DMs (50007) or left every shared server: dropped, like a closed channel
        log(`Could not send a queued DM to user ${m.userId}`, err);
        if (isPermanent(err)) {
          await ackDiscordMessage(ctx.db, m.key);
          result.dropped++;
        } else {
          blocked.add(target);
          giveBack.push(m.key);
          result.kept++;
        }
      }
      return;
    }
    if (!m.channelId) {
      await ackDiscordMessage(ctx.db, m.key);
      result.dropped++;
      return;
    }
    if (blocked.has(m.channelId)) {
      giveBack.push(m.key);
      result.kept++;
      return;
    }
    try {
      if (!(await guard.belongsTo(m.channelId, await guildOf(m.botId)))) {
        log(`Not posting to channel ${m.channelId}: it is not in the guild of instance ${m.botId}`);
        await ackDiscordMessage(ctx.db, m.key);
        result.dropped++;
        return;
      }
      await postMessage(rest, m.channelId, m.key, m.text);
      await ackDiscordMessage(ctx.db, m.key);
      result.sent++;
    } catch (err) {
      log(`Could not post a queued message to channel ${m.channelId}`, err);
      if (isPermanent(err)) {
        await ackDiscordMessage(ctx.db, m.key);
        result.dropped++;
      } else {
        blocked.add(m.channelId);
        giveBack.push(m.key);
        result.kept++;
      }
    }
  };
  if (!claimed.length) return result;
  await withHeartbeat(
    async () => (await renewDiscordOutbox(ctx.db, owner, ctx.now())) > 0,
    async () => {
      for (const m of claimed) await withRequestId(m.requestId, () => one(m));
      await releaseDiscordMessages(ctx.db, giveBack);
    },
  );
  return result;
}
