import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { getInstanceRow } from '../../bots/repo';
import { getPlayerRow } from '../../players/service';
import { shopNotFound } from '../errors';

/** The shop engine's lookups of an instance and a player of it: 404 (`ShopError`) when missing. */
export async function instanceOrThrow(ctx: AppContext, botId: number) {
  const bot = await getInstanceRow(ctx.db, botId);
  if (!bot) throw shopNotFound('Bot instance');
  return bot;
}

export async function playerOrThrow(db: AppContext['db'] | Tx, botId: number, playerId: number) {
  const p = await getPlayerRow(db, playerId);
  if (!p || p.botId !== botId) throw shopNotFound('Player');
  return p;
}
