import { MASKED_PASSWORD } from '@asa/domain';
import type { Db } from '../../db/client';
import { rawRead } from '../../db/prepared';

/**
 * The instance's servers as `GET /api/server/list/{botId}` answers them (`toApiServer`'s shape and key order:
 * no `createdAt`, a stored password shown as the mask; in list order: sortingIndex, then id), as ONE JSON
 * array text written by the database, as the players pages are (players/list-json.ts). The list reaches Node
 * as one row of one text column instead of a row of twenty parsed columns per server that drizzle maps and
 * the route re-validates and writes again, and the encrypted passwords never leave the database. Sent to
 * the driver directly (db/prepared.ts rawRead): on PGlite the query costs 0.50 ms CPU this way, 0.78 ms
 * through drizzle, 0.82 ms as drizzle rows (docs/performance.md). `servers.test.ts` checks it equals
 * `toApiServer` field for field. Column names are the schema's (db/schema.ts `servers`).
 */
const text = `select coalesce('[' || string_agg(row_to_json(j)::text, ',' order by j."sortingIndex", j.id) || ']', '[]') as json
from (select id, bot_id as "botId", name, sorting_index as "sortingIndex", server_group as "serverGroup", ip,
  rcon_port as "rconPort", case when rcon_password = '' then '' else '${MASKED_PASSWORD}' end as "rconPassword",
  nitrado_service_id as "nitradoServiceId", asa_bot_server_id as "asaBotServerId", max_players as "maxPlayers",
  game_port as "gamePort", is_enabled as "isEnabled", hosting, cluster_id as "clusterId",
  session_name as "sessionName", map, version, mod_ids as "modIds"
  from servers where bot_id = $1) j`;

/** The list's version (list_versions, bumped by a trigger on every write to `servers`; 0 before any). */
const versionSql = `(select version from list_versions where bot_id = $1 and list = 'servers')`;
const versionText = `select coalesce(${versionSql}, 0)::text as version`;
const versionedText = text.replace('select ', `select coalesce(${versionSql}, 0)::text as version, `);

/** The last answer per instance, with its version (per database client; at most KEEP instances). */
const kept = new WeakMap<Db, Map<number, { version: string; json: string }>>();
const KEEP = 1000;

/**
 * The instance's servers as one JSON array text, and the list's version. An unchanged list (same version
 * as the kept answer) costs one primary-key read; otherwise the list and its version are read in one
 * statement (one snapshot: the text is exactly the version it is kept as).
 */
export async function serverList(db: Db, botId: number): Promise<{ version: string; json: string }> {
  let byBot = kept.get(db);
  if (!byBot) kept.set(db, (byBot = new Map()));
  const last = byBot.get(botId);
  if (last) {
    const [row] = await rawRead(db, 'servers_list_version', versionText, [botId]);
    if (row!.version === last.version) return last;
  }
  const [row] = await rawRead(db, 'servers_of_bot_json_versioned', versionedText, [botId]);
  const answer = { version: row!.version as string, json: row!.json as string };
  byBot.delete(botId);
  if (byBot.size >= KEEP) byBot.delete(byBot.keys().next().value!);
  byBot.set(botId, answer);
  return answer;
}
