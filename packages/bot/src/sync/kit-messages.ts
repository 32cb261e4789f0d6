import { Routes, type REST, type RESTPostAPIChannelMessageJSONBody } from 'discord.js';
import { and, eq, inArray, isNull, like, lt, or } from 'drizzle-orm';
import {
  type AppContext,
  type InstanceRow,
  instanceLanguage,
  listKits,
  kitCatalog,
  withHeartbeat,
  WORK_LEASE_MS,
} from '@asa/server';
import { textsIn } from '../lib/texts';
import { botInstances, kits, kv } from '@asa/server/db';
import { bodyHash, kitMessageBody } from './kit-embed';
import { DiscordCode, discordCode } from './discord-errors';
import { ChannelGuard } from './channel-guard';

/** Where a kit's message was posted and what it showed (kv `kit-message:<botId>:<kitId>`). */
interface PostedState {
  channelId: string;
  messageId: string;
  hash: string;
}
const stateKey = (botId: number, kitId: number) => `kit-message:${botId}:${kitId}`;

export interface KitSyncResult {
  posted: number;
  edited: number;
  deleted: number;
  unchanged: number;
  failed: number;
}

async function saveState(ctx: AppContext, botId: number, kitId: number, state: PostedState | null) {
  const key = stateKey(botId, kitId);
  if (!state) {
    await ctx.db.delete(kv).where(eq(kv.key, key));
    return;
  }
  await ctx.db
    .insert(kv)
    .values({ key, value: state })
    .onConflictDoUpdate({ target: kv.key, set: { value: state } });
}

async function loadStates(ctx: AppContext, botId: number) {
  const rows = await ctx.db
    .select()
    .from(kv)
    .where(like(kv.key, `kit-message:${botId}:%`));
  return new Map(rows.map((r) => [Number(r.key.split(':')[2]), r.value as PostedState]));
}

/** Deletes a message; one that is already gone counts as deleted. */
async function deleteMessage(rest: REST, channelId: string, messageId: string) {
  try {
    await rest.delete(Routes.channelMessage(channelId, messageId));
  } catch (err) {
    if (discordCode(err) !== DiscordCode.UnknownMessage && discordCode(err) !== DiscordCode.UnknownChannel)
      throw err;
  }
}

async function post(rest: REST, channelId: string, body: RESTPostAPIChannelMessageJSONBody) {
  const msg = (await rest.post(Routes.channelMessages(channelId), { body })) as { id: string };
  return msg.id;
}

/**
 * Brings the kit messages of one instance in line with its kits (cheap when nothing changed: one catalog
 * read and one kv read, no Discord call). For each enabled, buyable kit with a channel:
 * - no message yet: post it and store its id in kits.messageId;
 * - the kit's channel changed (the dashboard clears messageId then): post it in the new channel and delete
 *   the old message;
 * - the kit changed (name, description, price, icon, type, limit): edit the message; a message deleted by
 *   hand is posted again.
 * Kits that are disabled, not buyable, without a channel or deleted lose their message.
 */
export async function syncKitMessages(
  ctx: AppContext,
  rest: REST,
  bot: Pick<InstanceRow, 'id' | 'guildId'> & Partial<Pick<InstanceRow, 'language' | 'guildLocale'>>,
  log: (msg: string, err?: unknown) => void = () => undefined,
): Promise<KitSyncResult> {
  const texts = textsIn(instanceLanguage(bot));
  const guard = new ChannelGuard(rest);
  const result: KitSyncResult = { posted: 0, edited: 0, deleted: 0, unchanged: 0, failed: 0 };
  const catalog = (await kitCatalog(ctx, bot.id))
    .filter((c) => c.channelId !== '')
    .flatMap((c) => c.kits.filter((k) => k.isBuyable).map((k) => ({ kit: k, channelId: c.channelId })));
  const rows = new Map((await listKits(ctx.db, bot.id)).map((k) => [k.id, k]));
  const states = await loadStates(ctx, bot.id);
  const wanted = new Set(catalog.map((c) => c.kit.id));

  for (const { kit, channelId } of catalog) {
    const messageId = rows.get(kit.id)?.messageId ?? '';
    const state = states.get(kit.id);
    const body = kitMessageBody(kit, texts);
    const hash = bodyHash(body);
    try {
      if (!(await guard.belongsTo(channelId, bot.guildId))) {
        result.failed++;
        log(`Not posting kit ${kit.id}: channel ${channelId} is not in this instance's guild`);
        continue;
      }
      const sameChannel = !state || state.channelId === channelId;
      if (messageId && sameChannel && state?.messageId === messageId && state.hash === hash) {
        result.unchanged++;
        continue;
      }
      let newId = '';
      if (messageId && sameChannel) {
        try {
          await rest.patch(Routes.channelMessage(channelId, messageId), { body });
          newId = messageId;
          result.edited++;
        } catch (err) {
          if (discordCode(err) !== DiscordCode.UnknownMessage) throw err;
        }
      }
      if (!newId) {
        newId = await post(rest, channelId, body);
        result.posted++;
        // the kit moved: its old message goes (the dashboard cannot; SPEC 4 leaves it to the bot or by hand)
        if (state && state.messageId && state.channelId !== channelId)
          await deleteMessage(rest, state.channelId, state.messageId).catch((err) =>
            log(`Could not delete the old message of kit ${kit.id}`, err),
          );
      }
      if (newId !== messageId) await ctx.db.update(kits).set({ messageId: newId }).where(eq(kits.id, kit.id));
      await saveState(ctx, bot.id, kit.id, { channelId, messageId: newId, hash });
    } catch (err) {
      result.failed++;
      log(`Could not post the message of kit ${kit.id} in channel ${channelId}`, err);
    }
  }

  // kits no longer shown (disabled, not buyable, no channel, deleted): remove their messages
  for (const [kitId, state] of states) {
    if (wanted.has(kitId)) continue;
    try {
      if (state.messageId) await deleteMessage(rest, state.channelId, state.messageId);
      const row = rows.get(kitId);
      if (row?.messageId)
        await ctx.db
          .update(kits)
          .set({ messageId: '' })
          .where(and(eq(kits.id, kitId), eq(kits.messageId, row.messageId)));
      await saveState(ctx, bot.id, kitId, null);
      result.deleted++;
    } catch (err) {
      result.failed++;
      log(`Could not remove the message of kit ${kitId}`, err);
    }
  }
  return result;
}

/**
 * How long a claimed instance stays with its syncer without a heartbeat (renewed every WORK_HEARTBEAT_MS
 * while it syncs: a Discord rate limit may hold a sync longer); a dead syncer's instance is taken over
 * within it (issue 34: was 2 minutes, which was also the retry delay).
 */
export const KIT_SYNC_LEASE_MS = WORK_LEASE_MS;
/** A sync with a failed message is tried again after this long (as before issue 34). */
export const KIT_SYNC_RETRY_MS = 120_000;

/**
 * The instances among `guildIds` (this shard's guilds) whose kit messages are behind their kits, servers or
 * settings (the database triggers raise kitMessagesVersion on every such change), claimed in one query
 * for KIT_SYNC_LEASE_MS: concurrent syncers get disjoint instances.
 */
export async function claimStaleKitMessages(ctx: AppContext, guildIds: string[]) {
  if (!guildIds.length) return [];
  const now = ctx.now();
  const stale = ctx.db
    .select({ id: botInstances.id })
    .from(botInstances)
    .where(
      and(
        eq(botInstances.isActive, true),
        inArray(botInstances.guildId, guildIds),
        lt(botInstances.kitMessagesSynced, botInstances.kitMessagesVersion),
        or(isNull(botInstances.kitMessagesLease), lt(botInstances.kitMessagesLease, now)),
      ),
    )
    .for('update', { skipLocked: true });
  return ctx.db
    .update(botInstances)
    .set({ kitMessagesLease: new Date(now.getTime() + KIT_SYNC_LEASE_MS) })
    .where(inArray(botInstances.id, stale))
    .returning();
}

/**
 * One pass of the change-driven kit-message sync over this shard's guilds: one query when nothing changed.
 * A claimed instance is synced under a heartbeat; when every message worked its synced version becomes the
 * version seen at the claim (a change made meanwhile is synced in the next pass), else it is retried after
 * KIT_SYNC_RETRY_MS.
 */
export async function syncStaleKitMessages(
  ctx: AppContext,
  rest: REST,
  guildIds: string[],
  log: (msg: string, err?: unknown) => void = () => undefined,
) {
  const claimed = await claimStaleKitMessages(ctx, guildIds);
  for (const bot of claimed) {
    // the lease's time is the claim's token (the instance row has no owner column): renewed while it is ours
    let held = bot.kitMessagesLease!;
    const ours = () => and(eq(botInstances.id, bot.id), eq(botInstances.kitMessagesLease, held));
    const renew = async () => {
      const next = new Date(ctx.now().getTime() + KIT_SYNC_LEASE_MS);
      const rows = await ctx.db
        .update(botInstances)
        .set({ kitMessagesLease: next })
        .where(ours())
        .returning({ id: botInstances.id });
      if (rows.length) held = next;
      return rows.length > 0;
    };
    const r = await withHeartbeat(renew, () => syncKitMessages(ctx, rest, bot, log));
    if (r.failed) {
      await ctx.db
        .update(botInstances)
        .set({ kitMessagesLease: new Date(ctx.now().getTime() + KIT_SYNC_RETRY_MS) })
        .where(ours());
      continue;
    }
    await ctx.db
      .update(botInstances)
      .set({ kitMessagesSynced: bot.kitMessagesVersion, kitMessagesLease: null })
      .where(eq(botInstances.id, bot.id));
  }
  return claimed.length;
}
