import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { listPurchases } from '@asa/server';
import { answer } from '../lib/reply';
import { callerPlayer, scopeOf } from '../lib/scope';
import type { SlashCommand } from './types';

/** Orders listed by /orders (newest first); a Discord message holds 2000 characters. */
export const ORDERS_SHOWN = 10;

/** /orders: the caller's recent orders with their status and why they wait or failed (private). */
export const orders: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('orders')
    .setDescription('Show your recent kit orders and whether they were delivered')
    .setContexts(InteractionContextType.Guild),
  async execute(interaction, deps) {
    const scope = await scopeOf(interaction, deps);
    if (!scope) return;
    const player = await callerPlayer(interaction, deps, scope);
    if (!player) return;
    const { rows, total } = await listPurchases(deps.ctx, {
      botId: scope.row.id,
      playerId: player.id,
      page: 1,
      pageSize: ORDERS_SHOWN,
    });
    if (rows.length === 0) return answer(interaction, scope.texts.noOrders);
    const lines = rows.map(scope.texts.orderLine);
    const head = total > rows.length ? scope.texts.ordersLatest(rows.length, total) : scope.texts.ordersAll;
    await answer(interaction, [head, ...lines].join('\n').slice(0, 2000));
  },
};
