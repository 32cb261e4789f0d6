import { asc, eq, sql } from 'drizzle-orm';
import { MASKED_PASSWORD } from '@asa/domain';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { servers } from '../../db/schema';

/**
 * A server as `GET /api/server/list/{botId}` answers it (`toApiServer`'s shape: no `createdAt`, a stored
 * password shown as the mask), as JSON text written by the database, as the players pages do
 * (players/list-json.ts): each row reaches Node as one short text instead of twenty parsed columns that
 * drizzle maps and the route re-validates and writes again, and the encrypted password never leaves the
 * database. `servers.test.ts` checks it equals `toApiServer` field for field.
 */
const serverListJson = sql<string>`(select row_to_json(j)::text from (select
  ${servers.id} as "id", ${servers.botId} as "botId", ${servers.name} as "name",
  ${servers.sortingIndex} as "sortingIndex", ${servers.serverGroup} as "serverGroup", ${servers.ip} as "ip",
  ${servers.rconPort} as "rconPort",
  case when ${servers.rconPassword} = '' then '' else ${MASKED_PASSWORD} end as "rconPassword",
  ${servers.nitradoServiceId} as "nitradoServiceId", ${servers.asaBotServerId} as "asaBotServerId",
  ${servers.maxPlayers} as "maxPlayers", ${servers.gamePort} as "gamePort", ${servers.isEnabled} as "isEnabled",
  ${servers.hosting} as "hosting", ${servers.clusterId} as "clusterId", ${servers.sessionName} as "sessionName",
  ${servers.map} as "map", ${servers.version} as "version", ${servers.modIds} as "modIds") j)`;

/** The instance's servers (in list order: sortingIndex, then id) as one JSON array text; a prepared read. */
export async function serverListText(db: Db, botId: number): Promise<string> {
  const rows = await prepared(db, 'servers_of_bot_json', (db) =>
    db
      .select({ json: serverListJson })
      .from(servers)
      .where(eq(servers.botId, sql.placeholder('botId')))
      .orderBy(asc(servers.sortingIndex), asc(servers.id))
      .prepare('servers_of_bot_json'),
  ).execute({ botId });
  return `[${rows.map((r) => r.json).join(',')}]`;
}
