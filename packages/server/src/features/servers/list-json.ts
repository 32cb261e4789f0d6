import { MASKED_PASSWORD } from '@asa/domain';
import type { AppContext } from '../../context';
import { rawRead } from '../../db/prepared';
import { announceListChange, ListCache, type Versioned } from '../../lib/list-cache';

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

const TOPIC = 'list:servers';
const caches = new WeakMap<AppContext, ListCache>();

/**
 * The instance's servers as one JSON array text, and the list's version, through this process's ListCache
 * (lib/list-cache.ts): while the kept version is trusted (AUTH_CACHE_SECONDS, no write announced) no database
 * read at all; else one primary-key read of the version, and the list itself only when it changed (list and
 * version in one statement: one snapshot, so the text is exactly the version it is kept as).
 */
export function serverList(ctx: AppContext, botId: number): Promise<Versioned> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new ListCache(ctx.bus, TOPIC, ctx.config.authCacheSeconds * 1000)));
  return cache.get(
    botId,
    async () => (await rawRead(ctx.db, 'servers_list_version', versionText, [botId]))[0]!.version as string,
    async () => {
      const [row] = await rawRead(ctx.db, 'servers_of_bot_json_versioned', versionedText, [botId]);
      return { version: row!.version as string, json: row!.json as string };
    },
  );
}

/** Every write to an instance's servers calls this after its commit: every process reads the list again. */
export const serversChanged = (ctx: AppContext, botId: number) => announceListChange(ctx.bus, TOPIC, botId);
