import {
  ActionRowBuilder,
  ButtonInteraction,
  ChatInputCommandInteraction,
  MessageFlags,
  StringSelectMenuBuilder,
  StringSelectMenuInteraction,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
} from 'discord.js';
import { shopRefusals, type PurchaseView } from '@asa/domain';
import {
  getKitRow,
  type KitRow,
  getPlayerRow,
  listServers,
  buyKit,
  redeemVoucher,
  allowedServers,
  priceAgreedAt,
} from '@asa/server';
import { customIds, giftRecipientOf, parseMode, type OrderMode } from '../lib/custom-ids';
import { giftDraftOf } from '../lib/gift-drafts';
import type { BotDeps } from '../lib/deps';
import { memberRoleIds } from '../lib/gates';
import { answer, guarded } from '../lib/reply';
import { callerPlayer, scopeOf, type Scope } from '../lib/scope';
import type { BotTexts } from '../lib/texts';

type FlowInteraction = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction;

const SELECT_MAX = 25;
const ROWS_MAX = 5;

/** Shows the next step: a first private reply, or an update of the private flow message. */
async function show(
  interaction: FlowInteraction,
  content: string,
  rows: ActionRowBuilder<StringSelectMenuBuilder>[],
) {
  if (interaction.isStringSelectMenu()) {
    await interaction.update({ content, components: rows } as InteractionUpdateOptions);
    return;
  }
  await interaction.reply({
    content,
    components: rows,
    flags: MessageFlags.Ephemeral,
  } as InteractionReplyOptions);
}

/** Servers per page when they need more than five menus: four menus of 25, the fifth picks the page. */
const PAGE_SERVERS = SELECT_MAX * (ROWS_MAX - 1);

/**
 * Server menus of 25 (Discord's limit per menu, 5 menus per message). Up to 125 servers fit at once; more
 * (Tier 4 allows 150) are shown 100 at a time with a fifth menu to switch pages.
 */
export function serverRows(
  texts: BotTexts,
  mode: OrderMode,
  kit: Pick<KitRow, 'id'>,
  servers: { id: number; name: string }[],
  page = 0,
  coupon = '',
) {
  const paged = servers.length > SELECT_MAX * ROWS_MAX;
  const shown = paged ? servers.slice(page * PAGE_SERVERS, (page + 1) * PAGE_SERVERS) : servers;
  const rows: ActionRowBuilder<StringSelectMenuBuilder>[] = [];
  for (let i = 0; i * SELECT_MAX < shown.length; i++) {
    const chunk = shown.slice(i * SELECT_MAX, (i + 1) * SELECT_MAX);
    const menu = new StringSelectMenuBuilder()
      .setCustomId(customIds.server(mode, kit.id, paged ? page * (ROWS_MAX - 1) + i : i, coupon))
      .setPlaceholder(i === 0 && page === 0 ? texts.chooseServerMenu : texts.chooseServerMenuMore(i + 1))
      .addOptions(chunk.map((s) => ({ label: s.name.slice(0, 100), value: String(s.id) })));
    rows.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu));
  }
  if (paged) {
    const pages = Math.ceil(servers.length / PAGE_SERVERS);
    const menu = new StringSelectMenuBuilder()
      .setCustomId(customIds.serverPage(mode, kit.id, coupon))
      .setPlaceholder(texts.moreServers)
      .addOptions(
        Array.from({ length: pages }, (_, p) => ({
          label: texts.serverPage(p * PAGE_SERVERS + 1, Math.min((p + 1) * PAGE_SERVERS, servers.length)),
          value: String(p),
          default: p === page,
        })),
      );
    rows.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu));
  }
  return rows;
}

function groupRow(texts: BotTexts, mode: OrderMode, kit: KitRow, serverId: number, coupon = '') {
  const groups = [...kit.itemGroups].sort((a, b) => a.index - b.index).slice(0, SELECT_MAX);
  const menu = new StringSelectMenuBuilder()
    .setCustomId(customIds.group(mode, kit.id, serverId, coupon))
    .setPlaceholder(texts.chooseGroupMenu)
    .addOptions(
      groups.map((g) => ({
        label: (g.name || texts.groupN(g.index + 1)).slice(0, 100),
        value: String(g.index),
      })),
    );
  return [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)];
}

/** The kit of this instance, checked early so the player does not pick a server for nothing. */
async function kitFor(
  interaction: FlowInteraction,
  deps: BotDeps,
  scope: Scope,
  mode: OrderMode,
  kitId: number,
) {
  const kit = Number.isSafeInteger(kitId) ? await getKitRow(deps.ctx.db, kitId) : null;
  if (!kit || kit.botId !== scope.row.id) {
    await answer(interaction, scope.texts.kitNotFound);
    return null;
  }
  if (!kit.isEnabled) {
    await answer(interaction, scope.texts.refusal(shopRefusals.kitDisabled(kit.name)));
    return null;
  }
  if (mode !== 'r' && !kit.isBuyable) {
    await answer(interaction, scope.texts.refusal(shopRefusals.kitNotBuyable(kit.name)));
    return null;
  }
  return kit;
}

function resultText(texts: BotTexts, view: PurchaseView, balance: number | null) {
  const where = view.serverName;
  if (view.status === 'delivered' && view.gift)
    return texts.giftDelivered(view.kitName, view.playerName, where, texts.paidCredits(view.price, balance));
  if (view.status === 'delivered')
    return texts.delivered(
      view.kitName,
      where,
      view.usedVoucher ? texts.paidVoucher : texts.paidCredits(view.price, balance),
    );
  if (view.status === 'failed' || view.status === 'expired')
    return texts.deliveryFailed(view.kitName, view, view.refunded, view.usedVoucher);
  if (view.status === 'waiting')
    return texts.deliveryWaiting(view.kitName, view, view.expiresAt, view.usedVoucher);
  if (view.status === 'unknown') return texts.deliveryUnknown(view.kitName);
  return texts.deliveryPending(view.kitName);
}

/** Charges (or takes a voucher) and delivers through the shop engine, then shows the outcome. */
async function deliver(
  interaction: FlowInteraction,
  deps: BotDeps,
  scope: Scope,
  playerId: number,
  mode: OrderMode,
  kit: KitRow,
  serverId: number,
  itemGroupIndex: number | undefined,
  coupon = '',
) {
  const servers = await listServers(deps.ctx.db, scope.row.id);
  const serverName = servers.find((s) => s.id === serverId)?.name ?? scope.texts.theServer;
  const giftTo = giftRecipientOf(mode);
  // a gift: the recipient's Discord roles and the message were taken by /buy (gift-drafts.ts)
  const draft = giftTo === undefined ? null : giftDraftOf(interaction.user.id, giftTo);
  const recipient = giftTo === undefined ? null : await getPlayerRow(deps.ctx.db, giftTo);
  const text = recipient
    ? scope.texts.giftDelivering(kit.name, recipient.name, serverName)
    : scope.texts.delivering(kit.name, serverName);
  if (interaction.isStringSelectMenu()) await interaction.update({ content: text, components: [] });
  else await interaction.reply({ content: text, flags: MessageFlags.Ephemeral });
  const input = {
    botId: scope.row.id,
    playerId,
    kitId: kit.id,
    serverId,
    itemGroupIndex,
    memberDiscordRoleIds: giftTo === undefined ? memberRoleIds(interaction.member) : (draft?.roleIds ?? []),
    source: 'discord' as const,
    actor: scope.actor,
    ...(giftTo === undefined ? {} : { giftTo, giftMessage: draft?.message }),
    // a coupon is the payer's: for their own buy or a gift, never a voucher
    ...(coupon && mode !== 'r' ? { coupon } : {}),
    // the price when the member chose (this interaction): a charge above it is refused, nothing charged
    ...(mode === 'r'
      ? {}
      : {
          shownPrice: await priceAgreedAt(
            deps.ctx,
            { botId: scope.row.id, playerId, kitId: kit.id },
            interaction.createdAt,
          ),
        }),
  };
  const view = mode === 'r' ? await redeemVoucher(deps.ctx, input) : await buyKit(deps.ctx, input);
  // the interaction's request id is on the purchase (purchases.request_id) and on this line
  deps.info?.(`purchase ${view.id} ${view.status} (interaction ${interaction.id})`);
  const after = await getPlayerRow(deps.ctx.db, playerId);
  const coupons = view.couponCode ? ` ${scope.texts.couponUsed(view.couponCode, view.couponDiscount)}` : '';
  const notice = view.notice ? ` ${view.notice}` : '';
  await answer(interaction, `${resultText(scope.texts, view, after?.credits ?? null)}${coupons}${notice}`);
}

/** Next step after the server is known: the item group (Item Choice kits) or the delivery. */
async function afterServer(
  interaction: FlowInteraction,
  deps: BotDeps,
  scope: Scope,
  playerId: number,
  mode: OrderMode,
  kit: KitRow,
  serverId: number,
  coupon = '',
) {
  if (kit.kitType === 'multipleChoice' && kit.itemGroups.length > 0)
    return show(
      interaction,
      scope.texts.chooseGroup(kit.name),
      groupRow(scope.texts, mode, kit, serverId, coupon),
    );
  return deliver(interaction, deps, scope, playerId, mode, kit, serverId, undefined, coupon);
}

/**
 * Starts buying (or redeeming) a kit: from the kit message's Buy button or from /buy and /redeem. With one
 * possible server it goes on to the item group or the delivery; otherwise it asks for the server.
 */
export async function startOrder(
  interaction: FlowInteraction,
  deps: BotDeps,
  mode: OrderMode,
  kitId: number,
  coupon = '',
) {
  const scope = await scopeOf(interaction, deps);
  if (!scope) return;
  const player = await callerPlayer(interaction, deps, scope);
  if (!player) return;
  const kit = await kitFor(interaction, deps, scope, mode, kitId);
  if (!kit) return;
  if (mode === 'r' && !player.kitVouchers.some((v) => v.kitId === kit.id && v.count > 0))
    return answer(interaction, scope.texts.refusal(shopRefusals.noVoucher(kit.name)));
  const servers = allowedServers(kit, scope.bot.kitSettings, await listServers(deps.ctx.db, scope.row.id));
  if (servers.length === 0) return answer(interaction, scope.texts.noServers(kit.name));
  if (servers.length === 1)
    return afterServer(interaction, deps, scope, player.id, mode, kit, servers[0]!.id, coupon);
  return show(
    interaction,
    scope.texts.chooseServer(kit.name),
    serverRows(scope.texts, mode, kit, servers, 0, coupon),
  );
}

/** Handles the Buy button and the selections of the order flow (custom ids starting with `kit:`). */
export async function handleOrderComponent(
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  deps: BotDeps,
): Promise<boolean> {
  const parts = interaction.customId.split(':');
  if (parts[0] !== 'kit') return false;
  await guarded(interaction, deps, async () => {
    if (parts[1] === 'buy' && interaction.isButton())
      return startOrder(interaction, deps, 'b', Number(parts[2]));
    if (!interaction.isStringSelectMenu()) return;
    const mode = parseMode(parts[2]);
    const scope = await scopeOf(interaction, deps);
    if (!scope) return;
    const player = await callerPlayer(interaction, deps, scope);
    if (!player) return;
    const kit = await kitFor(interaction, deps, scope, mode, Number(parts[3]));
    if (!kit) return;
    const value = Number(interaction.values[0]);
    if (parts[1] === 'pg') {
      const servers = allowedServers(
        kit,
        scope.bot.kitSettings,
        await listServers(deps.ctx.db, scope.row.id),
      );
      const coupon = parts[4] ?? '';
      return show(
        interaction,
        scope.texts.chooseServer(kit.name),
        serverRows(scope.texts, mode, kit, servers, value, coupon),
      );
    }
    const coupon = parts[5] ?? '';
    if (parts[1] === 'srv') return afterServer(interaction, deps, scope, player.id, mode, kit, value, coupon);
    if (parts[1] === 'grp')
      return deliver(interaction, deps, scope, player.id, mode, kit, Number(parts[4]), value, coupon);
  });
  return true;
}
