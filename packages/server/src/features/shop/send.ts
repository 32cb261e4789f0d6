import type { AppContext } from '../../context';
import { RconError } from '../../integrations/rcon/client';
import { executeViaAsaBot } from '../asabot/service';
import type { InstanceRow } from '../bots/repo';
import { rconTargetOf } from '../rcon/service';
import type { ServerRow } from '../servers/service';
import { isErrorAnswer } from './ark-answers';

/** How long one delivery command may take over RCON. */
export const COMMAND_TIMEOUT_MS = 10_000;

/**
 * What became of one command:
 * - ok / error: the server answered (error = one of ARK's error answers, or the companion bot said so);
 * - notSent: it never reached the server (connect, auth): safe to send later;
 * - unknown: it was sent but no answer came (timeout, dropped connection): it may have run.
 */
export type SendOutcome =
  | { kind: 'ok'; response: string }
  | { kind: 'error'; response: string }
  | { kind: 'notSent'; error: string }
  | { kind: 'unknown'; error: string };

/** Companion-bot answers that mean the command was refused, not run (integrations/asabot/client.ts). */
const REFUSED_BY_COMPANION = ['The ASA Bot does not know this server.', 'The ASA Bot refused the API key.'];

const errorText = (e: unknown) => (e instanceof Error && e.message) || 'Unknown error';

/**
 * Sends one command: through the companion bot when the instance executes commands there and the server is
 * linked to it, else over the pooled RCON connection (10 s).
 */
export async function sendCommand(
  ctx: AppContext,
  bot: InstanceRow,
  server: ServerRow,
  command: string,
  timeoutMs = COMMAND_TIMEOUT_MS,
): Promise<SendOutcome> {
  let viaBot;
  try {
    viaBot = await executeViaAsaBot(ctx, bot, server, command);
  } catch (e) {
    const error = errorText(e);
    // refused before running (unknown server, API key): a definite failure; anything else (unreachable,
    // 5xx, timeout) may have happened after the bot ran the command
    if (REFUSED_BY_COMPANION.some((t) => error.startsWith(t))) return { kind: 'error', response: error };
    return { kind: 'unknown', error };
  }
  if (viaBot) {
    const response = viaBot.response || (viaBot.success ? '' : 'Unknown error');
    if (!viaBot.success || isErrorAnswer(response)) return { kind: 'error', response };
    return { kind: 'ok', response };
  }
  try {
    const r = await ctx.rcon.execute(rconTargetOf(ctx, server), command, { timeoutMs });
    return isErrorAnswer(r.message)
      ? { kind: 'error', response: r.message }
      : { kind: 'ok', response: r.message };
  } catch (e) {
    if (e instanceof RconError && e.notSent) return { kind: 'notSent', error: errorText(e) };
    return { kind: 'unknown', error: errorText(e) };
  }
}
