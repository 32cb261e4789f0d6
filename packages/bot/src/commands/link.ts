import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { createLinkCode, LINK_CODE_TTL_MS } from '@asa/server';
import { answer } from '../lib/reply';
import { callerPlayer, scopeOf } from '../lib/scope';
import type { SlashCommand } from './types';

/** /link: a one-time code to type in game (`+link <code>`), tying the game account to the caller's player. */
export const link: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('link')
    .setDescription('Get a one-time code to link your game account for the in-game shop')
    .setContexts(InteractionContextType.Guild),
  async execute(interaction, deps) {
    const scope = await scopeOf(interaction, deps);
    if (!scope) return;
    const settings = scope.bot.inGameShopSettings;
    if (!settings.isEnabled) return answer(interaction, scope.texts.inGameShopOff);
    const player = await callerPlayer(interaction, deps, scope);
    if (!player) return;
    const { code } = await createLinkCode(deps.ctx, scope.row.id, player.id);
    await answer(
      interaction,
      scope.texts.linkCode(`${settings.prefix}${settings.linkCommand} ${code}`, LINK_CODE_TTL_MS / 60_000),
    );
  },
};
