import { and, asc, eq, ilike, ne, or, isNull } from 'drizzle-orm';
import { errorMessages, PLAYER_SEARCH_LIMIT, type PlayerSearchHit } from '@asa/domain';
import type { AppContext } from '../../context';
import { players } from '../../db/schema';
import type { UserRow } from '../../db/rows';
import { HttpError } from '../../lib/errors';
import { playerByDiscordId, type PlayerRow } from '../players/service';
import type { Portal } from './catalog';

export const PLAYER_SEARCH_MEMBERS_ONLY = errorMessages.playerSearchMembersOnly;

/**
 * A registered player of the instance: a player row with the caller's Discord id that is more than the empty
 * row the portal's first visit creates (GET /me): it holds or earned credits, holds a voucher, a bought kit
 * or a shop rank, or has a game account linked. Any Discord user can log in and open any portal, so the row
 * alone would make every visitor a "player" (issue 33).
 */
export const isRegisteredPlayer = (p: PlayerRow) =>
  p.credits > 0 ||
  p.totalCreditsEarned > 0 ||
  p.eosId !== '' ||
  p.steamId !== '' ||
  p.kitVouchers.some((v) => v.count > 0) ||
  p.boughtKits.length > 0 ||
  p.roles.length > 0;

/** `%` and `_` of the query match themselves (LIKE's escape character is the backslash). */
const likeLiteral = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The gift dialog's recipient search: players of this instance whose name contains `q` (case-insensitive;
 * the route asks for at least PLAYER_SEARCH_MIN characters), the caller left out, by name, at most
 * PLAYER_SEARCH_LIMIT. Answers ids and names only, and only to a registered player of the instance
 * (isRegisteredPlayer; 403 for anybody else, issue 33).
 */
export async function searchPortalPlayers(
  ctx: AppContext,
  portal: Portal,
  user: UserRow,
  q: string,
): Promise<{ rows: PlayerSearchHit[] }> {
  const me = await playerByDiscordId(ctx.db, portal.row.id, user.discordId);
  if (!me || !isRegisteredPlayer(me)) throw new HttpError(403, PLAYER_SEARCH_MEMBERS_ONLY);
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
