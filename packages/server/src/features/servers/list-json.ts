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

/** The instance's servers as one JSON array text. */
export async function serverListText(db: Db, botId: number): Promise<string> {
  const [row] = await rawRead(db, 'servers_of_bot_json', text, [botId]);
  return row!.json as string;
}
