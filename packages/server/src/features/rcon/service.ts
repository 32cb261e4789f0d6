import { messages } from '@asa/domain';
import type { AppContext } from '../../context';
import { kv, type servers } from '../../db/schema';
import { RconError, rconOnce, type RconConnectOptions } from '../../integrations/rcon/client';
import type { RconTarget } from '../../integrations/rcon/pool';

export const rconTestMessages = {
  success: messages.rconSuccess, // 'RCON test has been succesful!' (sic, the spec's spelling)
  unknown: messages.rconUnknownError,
  maskedWithoutServer: 'Enter the RCON password to test the connection.',
  maskedChangedAddress: 'Enter the RCON password to test a changed host or port.',
  /** The one failure answer for everybody but the instance's owner (no port-scan or password oracle). */
  failed: 'The RCON test failed. Check the host, the RCON port and the password.',
} as const;

/** A read-only command: ListPlayers changes nothing (GetGameLog/GetChat would consume the server's buffers). */
export const RCON_TEST_COMMAND = 'ListPlayers';

export interface RconTestResult {
  success: boolean;
  message: string;
}

/**
 * Connects, authenticates and runs a harmless command. Never throws: a failure becomes
 * `{success: false, message}` with the client's readable message, or 'Unknown error' when there is none
 * (unexpected errors are not echoed, they could carry internals).
 */
export async function testRcon(
  target: RconTarget,
  allowPrivateTargets: boolean,
  options: Pick<RconConnectOptions, 'connectTimeoutMs' | 'commandTimeoutMs'> = {},
): Promise<RconTestResult> {
  try {
    await rconOnce(
      { connectTimeoutMs: 5000, commandTimeoutMs: 10_000, ...options, ...target, allowPrivateTargets },
      RCON_TEST_COMMAND,
    );
    return { success: true, message: rconTestMessages.success };
  } catch (err) {
    const message = err instanceof RconError ? err.message : '';
    return { success: false, message: message || rconTestMessages.unknown };
  }
}

/** The pool target of a stored server (decrypts the password); for the shop engine's deliveries. */
export function rconTargetOf(
  ctx: AppContext,
  row: Pick<typeof servers.$inferSelect, 'ip' | 'rconPort' | 'rconPassword'>,
): RconTarget {
  return {
    host: row.ip,
    port: row.rconPort,
    password: row.rconPassword ? ctx.secrets.decrypt(row.rconPassword) : '',
  };
}

/** kv key of an instance's last successful RCON test (the overview's onboarding checklist reads it). */
export const rconTestedKey = (botId: number) => `rcon-tested:${botId}`;

/** Remembers that an RCON test of this instance succeeded (kept; overwritten by the next one). */
export async function markRconTested(ctx: AppContext, botId: number): Promise<void> {
  const value = { at: ctx.now().toISOString() };
  await ctx.db
    .insert(kv)
    .values({ key: rconTestedKey(botId), value })
    .onConflictDoUpdate({ target: kv.key, set: { value } });
}
