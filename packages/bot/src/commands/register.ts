import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { and, eq, ne } from 'drizzle-orm';
import { playerInputSchema } from '@asa/domain';
import { type AppContext, createPlayer, updatePlayer } from '@asa/server';
import { players } from '@asa/server/db';
import { answer } from '../lib/reply';
import { playerByDiscordId, scopeOf } from '../lib/scope';
import type { SlashCommand } from './types';

/**
 * Which id (if any) another player of the instance already has: self-registration must not take over
 * someone else's EOS or Steam id (kits and vote rewards go by these ids). Admins can still set any id on
 * the dashboard.
 */
async function idOwnedByOther(
  ctx: AppContext,
  botId: number,
  discordId: string,
  eosId: string,
  steamId: string,
) {
  const clash = async (field: 'eosId' | 'steamId', value: string) =>
    value !== '' &&
    (
      await ctx.db
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.botId, botId), eq(players[field], value), ne(players.discordId, discordId)))
        .limit(1)
    ).length > 0;
  if (await clash('eosId', eosId)) return 'EOS ID' as const;
  if (await clash('steamId', steamId)) return 'Steam ID' as const;
  return null;
}

/**
 * /register: creates the caller's player on this instance, or updates it, with the Discord id and name and
 * the EOS and/or Steam id given (checked with the dashboard's player rules). An id left out keeps its
 * stored value; an id another player already has is refused. Off when the instance's commandSettings.enableRegisterCommand is false.
 */
export const register: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('register')
    .setDescription('Link your EOS ID and/or Steam ID to your Discord account for the shop')
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) => o.setName('eos_id').setDescription('Your EOS ID').setMaxLength(100))
    .addStringOption((o) =>
      o.setName('steam_id').setDescription('Your Steam ID (17 digits)').setMaxLength(100),
    ),
  async execute(interaction, deps) {
    const scope = await scopeOf(interaction, deps);
    if (!scope) return;
    if (!scope.bot.commandSettings.enableRegisterCommand) return answer(interaction, scope.texts.registerOff);
    const eosId = interaction.options.getString('eos_id')?.trim() ?? '';
    const steamId = interaction.options.getString('steam_id')?.trim() ?? '';
    if (!eosId && !steamId) return answer(interaction, scope.texts.registerNeedsId);
    const user = interaction.user;
    const existing = await playerByDiscordId(deps.ctx, scope.row.id, user.id);
    const parsed = playerInputSchema.safeParse({
      name: existing?.name || (user.globalName ?? user.username).slice(0, 100),
      discordId: user.id,
      discordName: user.username,
      eosId: eosId || existing?.eosId || '',
      steamId: steamId || existing?.steamId || '',
    });
    if (!parsed.success) {
      const texts = [...new Set(parsed.error.issues.map((i) => i.message))];
      return answer(interaction, texts.join(' '));
    }
    const taken = await idOwnedByOther(
      deps.ctx,
      scope.row.id,
      user.id,
      parsed.data.eosId,
      parsed.data.steamId,
    );
    if (taken) return answer(interaction, scope.texts.idTaken(taken));
    const fields = {
      name: parsed.data.name,
      discordId: parsed.data.discordId,
      discordName: parsed.data.discordName,
      eosId: parsed.data.eosId,
      steamId: parsed.data.steamId,
    };
    const row = existing
      ? await updatePlayer(deps.ctx, existing, fields)
      : await createPlayer(deps.ctx, scope.row.id, fields);
    await answer(
      interaction,
      scope.texts.registered(row.name, scope.texts.registeredIds(row.eosId, row.steamId)),
    );
  },
};
