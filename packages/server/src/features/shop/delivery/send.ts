import type { AppContext } from '../../../context';
import { RconError } from '../../../integrations/rcon/client';
import { executeViaAsaBot } from '../../asabot/service';
import type { InstanceRow } from '../../bots/repo';
import { rconTargetOf } from '../../rcon/service';
import type { ServerRow } from '../../servers/service';
import { isErrorAnswer } from './ark-answers';

/** How long one delivery command may take over RCON. */
export const COMMAND_TIMEOUT_MS = 10_000;

/**
 * What became of one command:
 * - ok / error: the server answered (error = one of ARK's error answers, or the companion bot said so);
 * - notSent: it never reached the server (connect, auth): safe to send later;
 * - unknown: it was sent but no answer came (timeout, dropped connection): it may have run;
 * - lost: the `mark` said the delivery's claim is gone (another worker has the purchase): not sent.
 */
export type SendOutcome =
  | { kind: 'ok'; response: string }
  | { kind: 'error'; response: string }
  | { kind: 'notSent'; error: string }
  | { kind: 'unknown'; error: string }
  | { kind: 'lost' };

/** Thrown inside the pool by a `mark` that found the claim gone: the command is not written. */
class ClaimLost extends Error {}

/** Companion-bot answers that mean the command was refused, not run (integrations/asabot/client.ts). */
const REFUSED_BY_COMPANION = ['The ASA Bot does not know this server.', 'The ASA Bot refused the API key.'];

const errorText = (e: unknown) => (e instanceof Error && e.message) || 'Unknown error';

/**
 * Sends one command: through the companion bot when the instance executes commands there and the server is
 * linked to it, else over the pooled RCON connection (10 s).
 *
 * `mark` (a delivery's `sending` mark, committed) runs right before the command leaves this process: once
 * the RCON connection is up and authenticated, just before the write (or just before the companion bot's
 * HTTP call). A connect that fails never reaches it, so the command stays as it was (`pending`) and a
 * process that dies while connecting leaves nothing `sending`. `mark` answering false (the claim is gone):
 * `lost`, nothing sent. An error `mark` throws (the database) is thrown on. `marked` tells the caller
 * whether the mark was written (a `notSent` after it: the command must go back to `pending`).
 */
export async function sendCommand(
  ctx: AppContext,
  bot: InstanceRow,
  server: ServerRow,
  command: string,
  timeoutMs = COMMAND_TIMEOUT_MS,
  mark?: () => Promise<boolean>,
): Promise<SendOutcome & { marked?: boolean }> {
  let marked = false;
  const doMark = async () => {
    if (!mark) return;
    if (!(await mark())) throw new ClaimLost();
    marked = true;
  };
  let viaBot;
  try {
    viaBot = await executeViaAsaBot(ctx, bot, server, command, doMark);
  } catch (e) {
    if (e instanceof ClaimLost) return { kind: 'lost' };
    if (mark && !marked) throw e; // the mark itself failed: nothing was sent
    const error = errorText(e);
    // refused before running (unknown server, API key): a definite failure; anything else (unreachable,
    // 5xx, timeout) may have happened after the bot ran the command
    if (REFUSED_BY_COMPANION.some((t) => error.startsWith(t)))
      return { kind: 'error', response: error, marked };
    return { kind: 'unknown', error, marked };
  }
  if (viaBot) {
    const response = viaBot.response || (viaBot.success ? '' : 'Unknown error');
    if (!viaBot.success || isErrorAnswer(response)) return { kind: 'error', response, marked };
    return { kind: 'ok', response, marked };
  }
  try {
    const r = await ctx.rcon.execute(rconTargetOf(ctx, server), command, { timeoutMs, beforeWrite: doMark });
    return isErrorAnswer(r.message)
      ? { kind: 'error', response: r.message, marked }
      : { kind: 'ok', response: r.message, marked };
  } catch (e) {
    if (e instanceof ClaimLost) return { kind: 'lost' };
    if (mark && !marked && !(e instanceof RconError)) throw e; // the mark itself failed: nothing was sent
    if (e instanceof RconError && e.notSent) return { kind: 'notSent', error: errorText(e), marked };
    return { kind: 'unknown', error: errorText(e), marked };
  }
}
