import crypto from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inGameLinkCodes, players } from '../../db/schema';
import { recordAudit } from '../audit/service';
import { emitWebhook } from '../webhooks/emit';

/** A link code is valid this long. */
export const LINK_CODE_TTL_MS = 15 * 60_000;
/** Letters and digits that cannot be mistaken for each other in game chat. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode() {
  let s = '';
  for (let i = 0; i < 6; i++) s += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return s;
}

/**
 * A fresh one-time code for `+link <code>` (the bot's `/link` and the portal show it). A player's older
 * unused codes are dropped, so only the newest works. Answers the code and when it expires.
 */
export async function createLinkCode(ctx: AppContext, botId: number, playerId: number) {
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + LINK_CODE_TTL_MS);
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    try {
      await ctx.db.transaction(async (tx) => {
        await tx
          .delete(inGameLinkCodes)
          .where(and(eq(inGameLinkCodes.playerId, playerId), isNull(inGameLinkCodes.usedAt)));
        await tx.insert(inGameLinkCodes).values({ botId, code, playerId, createdAt: now, expiresAt });
      });
      return { code, expiresAt };
    } catch (e) {
      if (attempt >= 5) throw e; // a clash with another live code of the instance: draw again
    }
  }
}

export type LinkResult =
  | { kind: 'linked'; playerId: number; playerName: string }
  | { kind: 'bad_code' }
  | { kind: 'taken'; playerName: string };

/**
 * Inside the caller's transaction: takes the code (one conditional UPDATE: unused and not expired), stores
 * the EOS id (lower-cased) and the link time on the code's player, and writes the audit row. An EOS id
 * that already belongs to another player of the instance is refused (the owner unlinks first).
 */
export async function linkWithCode(
  tx: Tx,
  input: { botId: number; code: string; eosId: string; now: Date; actor: string },
): Promise<LinkResult> {
  const eosId = input.eosId.toLowerCase();
  const code = input.code.trim().toUpperCase();
  const [taken] = await tx
    .update(inGameLinkCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(inGameLinkCodes.botId, input.botId),
        eq(inGameLinkCodes.code, code),
        isNull(inGameLinkCodes.usedAt),
        gt(inGameLinkCodes.expiresAt, input.now),
      ),
    )
    .returning();
  if (!taken) return { kind: 'bad_code' };
  const [other] = await tx
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(
      and(
        eq(players.botId, input.botId),
        ne(players.id, taken.playerId),
        sql`lower(${players.eosId}) = ${eosId}`,
      ),
    )
    .limit(1);
  if (other) return { kind: 'taken', playerName: other.name };
  const [before] = await tx
    .select({ eosId: players.eosId })
    .from(players)
    .where(eq(players.id, taken.playerId))
    .for('update');
  const [player] = await tx
    .update(players)
    .set({ eosId, eosLinkedAt: input.now })
    .where(eq(players.id, taken.playerId))
    .returning({ id: players.id, name: players.name, discordId: players.discordId });
  if (!player || !before) return { kind: 'bad_code' };
  await emitWebhook(
    tx,
    input.botId,
    'player.linked',
    { playerId: player.id, eosId, discordId: player.discordId },
    input.now,
  );
  await recordAudit(tx, {
    botId: input.botId,
    entity: 'player',
    entityId: player.id,
    action: 'link',
    before: { eosId: before.eosId },
    after: { eosId },
    actorUserId: null,
    actorName: input.actor,
  });
  return { kind: 'linked', playerId: player.id, playerName: player.name };
}

/** The in-game link of a player: EOS id and when `+link` set it (null when set another way or never). */
export async function linkOf(ctx: AppContext, botId: number, playerId: number) {
  const [p] = await ctx.db
    .select({ eosId: players.eosId, linkedAt: players.eosLinkedAt })
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.botId, botId)));
  return p ? { eosId: p.eosId, linkedAt: p.linkedAt ? p.linkedAt.toISOString() : null } : null;
}

/**
 * Unlinks a player's EOS id (dashboard), with an audit row (the signed-in user as the actor); null when the
 * player is not of the instance.
 */
export async function unlinkEos(ctx: AppContext, botId: number, playerId: number) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ eosId: players.eosId })
      .from(players)
      .where(and(eq(players.id, playerId), eq(players.botId, botId)))
      .for('update');
    if (!before) return null;
    await tx.update(players).set({ eosId: '', eosLinkedAt: null }).where(eq(players.id, playerId));
    await recordAudit(tx, {
      botId,
      entity: 'player',
      entityId: playerId,
      action: 'unlink',
      before: { eosId: before.eosId.toLowerCase() },
      after: { eosId: '' },
    });
    return { eosId: '', linkedAt: null };
  });
}
