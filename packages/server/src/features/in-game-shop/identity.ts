import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { players } from '../../db/schema';
import type { OnlinePlayer } from '../../integrations/rcon/list-players';
import type { PlayerRow } from '../players/service';
import { speakerOf } from './chat-parser';

/** An EOS id as ASA prints it: hex digits (stored and compared lower-cased). */
export const EOS_ID = /^[0-9a-f]{30,40}$/i;

/**
 * Who typed a stored chat line (its raw text) and what, decided against the online list: exactly one online
 * name must explain the line (chat-parser speakerOf) and carry a valid EOS id. `alike`: two online players
 * named alike (each is told); `split`: the line can be read as said by different online players (refused
 * without a reply: the identity rule, docs/security.md).
 */
export function speakerEosIdOf(
  online: OnlinePlayer[],
  rawLine: string,
):
  | { kind: 'one'; eosId: string; platformName: string; message: string }
  | { kind: 'none' }
  | { kind: 'alike'; eosIds: string[] }
  | { kind: 'split' } {
  const s = speakerOf(rawLine, online);
  if (s.kind === 'none') return s;
  if (s.kind === 'many') {
    if (!s.sameName) return { kind: 'split' };
    const eosIds = s.players.map((p) => p.eosId.trim().toLowerCase()).filter((id) => EOS_ID.test(id));
    return { kind: 'alike', eosIds };
  }
  const eosId = s.player.eosId.trim().toLowerCase();
  if (!EOS_ID.test(eosId)) return { kind: 'none' };
  return { kind: 'one', eosId, platformName: s.platformName, message: s.message };
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
