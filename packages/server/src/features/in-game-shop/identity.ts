import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { players } from '../../db/schema';
import type { OnlinePlayer } from '../../integrations/rcon/list-players';
import type { PlayerRow } from '../players/service';
import { foldName } from './chat-parser';

/** An EOS id as ASA prints it: hex digits (stored and compared lower-cased). */
export const EOS_ID = /^[0-9a-f]{30,40}$/i;

/**
 * Who typed a chat line: a line carries names only, so the platform name is looked up in the server's
 * online list (`ListPlayers`). Exactly one online player whose name folds alike must match, with a valid EOS
 * id; none or several (two players named alike, or a renamed impostor next to the real one) is refused.
 */
export function onlineEosIdOf(
  online: OnlinePlayer[],
  platformName: string,
): { kind: 'one'; eosId: string } | { kind: 'none' } | { kind: 'many' } {
  const name = foldName(platformName);
  const matches = online.filter((p) => foldName(p.name) === name);
  if (matches.length > 1) return { kind: 'many' };
  const eosId = matches[0]?.eosId.trim().toLowerCase() ?? '';
  if (matches.length === 0 || !EOS_ID.test(eosId)) return { kind: 'none' };
  return { kind: 'one', eosId };
}

/**
 * The instance's player whose EOS id this is (any case). The EOS id decides, never the name: a renamed
 * player keeps spending only their own credits. Two players of the instance with one EOS id: null.
 */
export async function playerOfEosId(
  db: Db,
  botId: number,
  eosId: string,
): Promise<PlayerRow | 'many' | null> {
  const rows = await db
    .select()
    .from(players)
    .where(and(eq(players.botId, botId), sql`lower(${players.eosId}) = ${eosId.toLowerCase()}`))
    .limit(2);
  if (rows.length > 1) return 'many';
  return rows[0] ?? null;
}
