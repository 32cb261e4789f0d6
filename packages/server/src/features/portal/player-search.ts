import { and, asc, eq, ilike, ne, or, isNull } from 'drizzle-orm';
import { PLAYER_SEARCH_LIMIT, type PlayerSearchHit } from '@asa/domain';
import type { AppContext } from '../../context';
import { players } from '../../db/schema';
import type { UserRow } from '../../db/rows';
import type { Portal } from './catalog';

/** `%` and `_` of the query match themselves (LIKE's escape character is the backslash). */
const likeLiteral = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The gift dialog's recipient search: players of this instance whose name contains `q` (case-insensitive;
 * the route asks for at least PLAYER_SEARCH_MIN characters), the caller left out, by name, at most
 * PLAYER_SEARCH_LIMIT. Answers ids and names only.
 */
export async function searchPortalPlayers(
  ctx: AppContext,
  portal: Portal,
  user: UserRow,
  q: string,
): Promise<{ rows: PlayerSearchHit[] }> {
  const rows = await ctx.db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(
      and(
        eq(players.botId, portal.row.id),
        ilike(players.name, `%${likeLiteral(q)}%`),
        or(isNull(players.discordId), ne(players.discordId, user.discordId)),
      ),
    )
    .orderBy(asc(players.name), asc(players.id))
    .limit(PLAYER_SEARCH_LIMIT);
  return { rows };
}
