import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { listKits, playtimeToday } from '@asa/server';
import { answer } from '../lib/reply';
import { callerPlayer, scopeOf } from '../lib/scope';
import type { SlashCommand } from './types';

/** /balance: the caller's credits, today's playtime credits and kit vouchers. */
export const balance: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('balance')
    .setDescription('Show your credits and kit vouchers')
    .setContexts(InteractionContextType.Guild),
  async execute(interaction, deps) {
    const scope = await scopeOf(interaction, deps);
    if (!scope) return;
    const player = await callerPlayer(interaction, deps, scope);
    if (!player) return;
    let text: string = scope.texts.balance(player.credits);
    // playtime credits of today (issue 37), while the instance's playtime credits are on
    const today = await playtimeToday(deps.ctx, scope.row, player.id);
    if (today !== null) text += ` ${scope.texts.playtimeToday(today)}`;
    const vouchers = player.kitVouchers.filter((v) => v.count > 0);
    if (vouchers.length) {
      const names = new Map((await listKits(deps.ctx.db, scope.row.id)).map((k) => [k.id, k.name]));
      const list = vouchers
        .map((v) => `${v.count} x ${names.get(v.kitId) ?? scope.texts.deletedKit}`)
        .join(', ');
      text += ` ${scope.texts.vouchers(list)}`;
    }
    await answer(interaction, text);
  },
};
