import { sql } from 'drizzle-orm';
import { players } from '../../db/schema';

/** A player of a list page: its place in the list order and its JSON, written by the database. */
export interface ListedPlayer {
  id: number;
  name: string;
  json: string;
}

/**
 * A player as the lists answer it (`toApiPlayer`'s shape, `creditHistory` `[]`), built as JSON text by the
 * database: the page's rows reach Node as one short text each instead of fifteen parsed columns that
 * drizzle maps, the route reshapes and a serializer writes again (about a third of the list's CPU in
 * Node at 50 rows a page). `list-json.test.ts` checks it equals `toApiPlayer` field for field.
 */
export const playerListJson = sql<string>`(select row_to_json(j)::text from (select
  ${players.id} as "id", ${players.botId} as "botId", ${players.name} as "name",
  ${players.deutscheArkServerUser} as "deutscheArkServerUser", ${players.steamId} as "steamId",
  ${players.eosId} as "eosId", ${players.totalCreditsEarned} as "totalCreditsEarned",
  ${players.credits} as "credits", ${players.discordId} as "discordId", ${players.discordName} as "discordName",
  ${players.boughtKits} as "boughtKits", '[]'::json as "creditHistory", ${players.kitVouchers} as "kitVouchers",
  ${players.roles} as "roles", ${players.votingHistory} as "votingHistory",
  to_char(${players.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "joinedAt",
  to_char(${players.lastActiveAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastActiveAt") j)`;

/** The columns a list page reads. */
export const listedPlayerColumns = { id: players.id, name: players.name, json: playerListJson };

/** The JSON array of a page's players. */
export const listedJson = (items: ListedPlayer[]) => `[${items.map((p) => p.json).join(',')}]`;
