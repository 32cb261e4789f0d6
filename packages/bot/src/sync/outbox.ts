import { Routes, type REST } from 'discord.js';
import type { AppContext } from '@asa/server/context';
import { ackDiscordMessage, listDiscordOutbox } from '@asa/server/features/discord-activity/outbox';
import { getInstanceRow } from '@asa/server/features/bots/repo';
import { isPermanent } from './discord-errors';
import { ChannelGuard } from './channel-guard';

export interface OutboxResult {
  sent: number;
  dropped: number;
  kept: number;
}

/**
 * Posts the queued channel messages (kit logs, claim-kit messages, vote logs, Tip4Serv logs) of the given
 * instances, oldest first, and removes each once posted. A message whose channel is gone or closed to the
 * bot is dropped (logged); on any other failure the rest of that channel waits for the next run, keeping
 * the order. Mentions may ping users, never roles or everyone. A channel that is not in the instance's own
 * guild is never posted to (the message is dropped and logged).
 */
export async function flushOutbox(
  ctx: AppContext,
  rest: REST,
  botIds: Set<number> | null,
  log: (msg: string, err?: unknown) => void = () => undefined,
): Promise<OutboxResult> {
  const result: OutboxResult = { sent: 0, dropped: 0, kept: 0 };
  const blocked = new Set<string>();
  const guard = new ChannelGuard(rest);
  const guilds = new Map<number, string>();
  const guildOf = async (botId: number) => {
    if (!guilds.has(botId)) guilds.set(botId, (await getInstanceRow(ctx.db, botId))?.guildId ?? '');
    return guilds.get(botId)!;
  };
  for (const m of await listDiscordOutbox(ctx.db)) {
    if (botIds && !botIds.has(m.botId)) continue;
    if (!m.channelId || blocked.has(m.channelId)) {
      if (!m.channelId) {
        await ackDiscordMessage(ctx.db, m.key);
        result.dropped++;
      } else result.kept++;
      continue;
    }
    try {
      if (!(await guard.belongsTo(m.channelId, await guildOf(m.botId)))) {
        log(`Not posting to channel ${m.channelId}: it is not in the guild of instance ${m.botId}`);
        await ackDiscordMessage(ctx.db, m.key);
        result.dropped++;
        continue;
      }
      await rest.post(Routes.channelMessages(m.channelId), {
        body: { content: m.text.slice(0, 2000), allowed_mentions: { parse: ['users'] } },
      });
      await ackDiscordMessage(ctx.db, m.key);
      result.sent++;
    } catch (err) {
      log(`Could not post a queued message to channel ${m.channelId}`, err);
      if (isPermanent(err)) {
        await ackDiscordMessage(ctx.db, m.key);
        result.dropped++;
      } else {
        blocked.add(m.channelId);
        result.kept++;
      }
    }
  }
  return result;
}
