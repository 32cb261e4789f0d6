import type { AppContext } from '../../context';
import { getInstanceRow } from '../bots/repo';
import { featureOn } from '../bots/service';
import { rconTargetOf } from '../rcon/service';
import { listServers } from '../servers/service';
import { rateLimited } from './rate-limit';
import { consoleText } from '../../lib/console-text';
import { REPLY_MAX } from './replies';
import { READER_COMMAND_TIMEOUT_MS } from './reader';
import { inGameSettingsOf } from './settings';

/** Discord messages of one relay channel sent into the game per window (per process); more are dropped. */
export const RELAY_TO_GAME_LIMIT = { messages: 10, windowMs: 30_000 };
/** An author's name in game is cut to this many characters. */
export const RELAY_AUTHOR_MAX = 32;

export interface DiscordChatMessage {
  channelId: string;
  /** The author's display name on the Discord server. */
  authorName: string;
  /** The message with mentions already resolved to names (discord.js `cleanContent`). */
  text: string;
}

/** What happened to one Discord message (the bot logs nothing for the usual `off`). */
export type RelayToGameResult =
  | { kind: 'off' | 'empty' | 'rate_limited' }
  | { kind: 'sent'; command: string; serverIds: number[]; failedServerIds: number[] };

/** `<:kit:123>` -> `:kit:`; safe on the console (lib/console-text.ts: ASCII, no `|` `;` `\\` quotes). */
const plain = (text: string, max: number) => consoleText(text.replace(/<a?(:\w+:)\d+>/g, '$1'), { max });

/** The `ServerChat` line for one Discord message: `<author>: <text>`, console-safe, at most REPLY_MAX characters. */
export function serverChatLine(authorName: string, text: string): string | null {
  const body = plain(text, REPLY_MAX);
  if (!body) return null;
  const author = plain(authorName, RELAY_AUTHOR_MAX) || 'Discord';
  return `ServerChat ${`${author}: ${body}`.slice(0, REPLY_MAX).trim()}`;
}

/**
 * Discord -> game (optional, off by default): a member's message in the instance's relay channel goes to
 * every enabled server of `relayServerIds` as `ServerChat <author>: <text>` through the RCON pool, when the
 * in-game shop is effective (switch and tier) and `relayToGame` is on. The bot calls this for each chat
 * message it receives (it drops bots' and webhooks' messages first). Rate-limited per channel and process
 * (a guild's messages reach one bot process); a server that does not answer is skipped, not retried.
 */
export async function relayToGame(
  ctx: AppContext,
  botId: number,
  message: DiscordChatMessage,
): Promise<RelayToGameResult> {
  const row = await getInstanceRow(ctx.db, botId);
  if (!row?.isActive) return { kind: 'off' };
  const settings = inGameSettingsOf(row);
  if (!settings.relayToGame || !settings.relayChannelId || settings.relayChannelId !== message.channelId)
    return { kind: 'off' };
  if (!settings.relayServerIds.length || !(await featureOn(ctx, row, 'inGameShop'))) return { kind: 'off' };
  const command = serverChatLine(message.authorName, message.text);
  if (!command) return { kind: 'empty' };
  const limit = rateLimited(ctx, `relay:${botId}:${message.channelId}`, ctx.now().getTime(), {
    commands: RELAY_TO_GAME_LIMIT.messages,
    windowMs: RELAY_TO_GAME_LIMIT.windowMs,
  });
  if (limit !== 'ok') return { kind: 'rate_limited' };
  const targets = (await listServers(ctx.db, botId)).filter(
    (s) => s.isEnabled && settings.relayServerIds.includes(s.id),
  );
  const sent = await Promise.all(
    targets.map((s) =>
      ctx.rcon.execute(rconTargetOf(ctx, s), command, { timeoutMs: READER_COMMAND_TIMEOUT_MS }).then(
        () => true,
        () => false,
      ),
    ),
  );
  return {
    kind: 'sent',
    command,
    serverIds: targets.filter((_, i) => sent[i]).map((s) => s.id),
    failedServerIds: targets.filter((_, i) => !sent[i]).map((s) => s.id),
  };
}
