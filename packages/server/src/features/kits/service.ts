import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { countItems, messages, type Kit, type KitInputParsed } from '@asa/domain';
import { assertGuildRefs, changedRefs } from '../bots/guild-refs';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { isTransaction, prepared } from '../../db/prepared';
import { kits, servers, shopRanks } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { selectedRows } from '../../lib/selection';
import type { InstanceRow } from '../bots/repo';
import { limitsOf, toBotInstance } from '../bots/service';
import { recordAudit } from '../audit/service';

export type KitRow = typeof kits.$inferSelect;

export function toApiKit(row: KitRow): Kit {
  const { createdAt: _c, saleFrom, saleTo, ...rest } = row;
  return {
    ...rest,
    saleFrom: saleFrom?.toISOString() ?? null,
    saleTo: saleTo?.toISOString() ?? null,
  } as Kit;
}

/** The instance's kits in their order (kept built: the portal, the shop and the dashboard read it). */
export const listKits = (db: Db, botId: number) =>
  isTransaction(db)
    ? db.select().from(kits).where(eq(kits.botId, botId)).orderBy(asc(kits.sortingIndex), asc(kits.id))
    : prepared(db, 'kits_of_bot', (db) =>
        db
          .select()
          .from(kits)
          .where(eq(kits.botId, sql.placeholder('botId')))
          .orderBy(asc(kits.sortingIndex), asc(kits.id))
          .prepare('kits_of_bot'),
      ).execute({ botId });

export async function getKitRow(db: Db | Tx, id: number) {
  return (await db.select().from(kits).where(eq(kits.id, id)).limit(1))[0] ?? null;
}

/**
 * Checks a kit against its instance: items within the tier's limit, server ids of this instance only
 * (others are dropped, as the spec says of deleted servers), the required rank of this instance.
 */
async function columnsFor(ctx: AppContext, tx: Tx, bot: InstanceRow, input: KitInputParsed) {
  const limits = await limitsOf(ctx, bot, tx);
  if (countItems(input) > limits.numItems) throw forbidden(messages.itemLimitReached);
  const own = input.serverIds.length
    ? await tx
        .select({ id: servers.id })
        .from(servers)
        .where(and(eq(servers.botId, bot.id), inArray(servers.id, input.serverIds)))
    : [];
  const ownIds = new Set(own.map((s) => s.id));
  if (input.requiredRole !== null) {
    const rank = await tx
      .select({ id: shopRanks.id })
      .from(shopRanks)
      .where(and(eq(shopRanks.botId, bot.id), eq(shopRanks.id, input.requiredRole)));
    if (!rank.length)
      throw badRequest('The required shop rank does not exist.', {
        requiredRole: 'The required shop rank does not exist.',
      });
  }
  const { id: _id, botId: _b, ...rest } = input;
  return {
    ...rest,
    saleFrom: input.saleFrom ? new Date(input.saleFrom) : null,
    saleTo: input.saleTo ? new Date(input.saleTo) : null,
    serverIds: input.serverIds.filter((id) => ownIds.has(id)),
    itemGroups: input.itemGroups.map((g, gi) => ({
      index: gi,
      name: g.name,
      items: g.items.map((it, ii) => ({ index: ii, command: it.command })),
      // a random kit's odds (issue 37); 1 (the same chance) is not stored
      ...(g.weight !== 1 ? { weight: g.weight } : {}),
    })),
  };
}

const lockInstance = (tx: Tx, botId: number) => tx.execute(sql`select pg_advisory_xact_lock(7303, ${botId})`);

/** A new kit: kit-count limit of the tier; empty channel / Discord role / rank take the kit settings' defaults. */
const kitRefs: [string, 'channel' | 'role'][] = [
  ['channelId', 'channel'],
  ['requiredDiscordRoleId', 'role'],
];

export async function createKit(ctx: AppContext, bot: InstanceRow, input: KitInputParsed) {
  await assertGuildRefs(ctx, bot.guildId, changedRefs({}, input, kitRefs));
  return ctx.db.transaction((tx) => createKitInTx(ctx, tx, bot, input, { refsChecked: true }));
}

/**
 * createKit inside a caller's transaction (the CSV import): the kit-count limit counts the kits this
 * transaction created already. Checks the channel and Discord role unless the caller did.
 */
export async function createKitInTx(
  ctx: AppContext,
  tx: Tx,
  bot: InstanceRow,
  input: KitInputParsed,
  opts: { refsChecked?: boolean; audit?: boolean } = {},
) {
  if (!opts.refsChecked) await assertGuildRefs(ctx, bot.guildId, changedRefs({}, input, kitRefs));
  const defaults = toBotInstance(ctx, bot).kitSettings;
  const withDefaults: KitInputParsed = {
    ...input,
    messageId: '',
    channelId: input.channelId || defaults.defaultChannelId,
    requiredDiscordRoleId: input.requiredDiscordRoleId || defaults.defaultDiscordRoleId,
    requiredRole: input.requiredRole ?? defaults.defaultBotRoleId ?? null,
  };
  await lockInstance(tx, bot.id);
  const limits = await limitsOf(ctx, bot, tx);
  const [n] = await tx.select({ n: count() }).from(kits).where(eq(kits.botId, bot.id));
  if (Number(n?.n ?? 0) >= limits.numKits) throw forbidden(messages.kitLimitReached);
  // a default rank that was deleted since is not carried into a new kit
  if (withDefaults.requiredRole !== null && withDefaults.requiredRole === defaults.defaultBotRoleId) {
    const exists = await tx
      .select({ id: shopRanks.id })
      .from(shopRanks)
      .where(and(eq(shopRanks.botId, bot.id), eq(shopRanks.id, withDefaults.requiredRole)));
    if (!exists.length) withDefaults.requiredRole = null;
  }
  const [row] = await tx
    .insert(kits)
    .values({ ...(await columnsFor(ctx, tx, bot, withDefaults)), botId: bot.id })
    .returning();
  // a CSV import writes one audit row for the whole file instead (audit: false)
  if (opts.audit !== false)
    await recordAudit(tx, { botId: bot.id, entity: 'kit', entityId: row!.id, before: null, after: row! });
  return row!;
}

/** Saves a kit; a changed channel clears the message id so the bot posts the kit anew in the new channel. */
export async function updateKit(ctx: AppContext, bot: InstanceRow, existing: KitRow, input: KitInputParsed) {
  await assertGuildRefs(ctx, bot.guildId, changedRefs(existing, input, kitRefs));
  return ctx.db.transaction((tx) => updateKitInTx(ctx, tx, bot, existing, input, { refsChecked: true }));
}

/** updateKit inside a caller's transaction (the CSV import). */
export async function updateKitInTx(
  ctx: AppContext,
  tx: Tx,
  bot: InstanceRow,
  existing: KitRow,
  input: KitInputParsed,
  opts: { refsChecked?: boolean; audit?: boolean } = {},
) {
  if (!opts.refsChecked) await assertGuildRefs(ctx, bot.guildId, changedRefs(existing, input, kitRefs));
  const cols = await columnsFor(ctx, tx, bot, input);
  const messageId = cols.channelId !== existing.channelId ? '' : existing.messageId;
  const [row] = await tx
    .update(kits)
    .set({ ...cols, messageId })
    .where(eq(kits.id, existing.id))
    .returning();
  if (opts.audit !== false)
    await recordAudit(tx, {
      botId: bot.id,
      entity: 'kit',
      entityId: existing.id,
      before: existing,
      after: row!,
    });
  return row!;
}

export async function deleteKit(db: Db, existing: KitRow) {
  await db.transaction((tx) => deleteKitInTx(tx, existing));
}

/**
 * Deletes several kits of one instance in one transaction, each as the single delete does (audited);
 * 400 and nothing deleted when one is not the instance's.
 */
export async function deleteKits(db: Db, botId: number, ids: number[]) {
  return db.transaction(async (tx) => {
    const rows = await selectedRows(ids, (unique) =>
      tx
        .select()
        .from(kits)
        .where(and(eq(kits.botId, botId), inArray(kits.id, unique)))
        .orderBy(kits.id)
        .for('update'),
    );
    for (const row of rows) await deleteKitInTx(tx, row);
    return rows.length;
  });
}

async function deleteKitInTx(tx: Tx, existing: KitRow) {
  await tx.delete(kits).where(eq(kits.id, existing.id));
  await recordAudit(tx, {
    botId: existing.botId,
    entity: 'kit',
    entityId: existing.id,
    before: existing,
    after: null,
  });
}

/** A kit's sale, reset windows and stock left: shown by the lists, charged by the shop engine. */
export { buyWindow, saleActive, salePrice, stockLeft, stockPeriodOf } from './sale-and-stock';
