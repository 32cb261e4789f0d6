import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { kitCatalog, kitPriceFor, listRanks } from '@asa/server';
import { answer } from '../lib/reply';
import { playerByDiscordId, scopeOf } from '../lib/scope';
import type { SlashCommand } from './types';

const MAX_CONTENT = 1900;

/**
 * /kits: the kits for sale, with the caller's price (after the best shop-rank discount) when registered, and a
 * random kit's odds.
 */
export const kitsCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('kits')
    .setDescription('List the kits you can buy')
    .setContexts(InteractionContextType.Guild),
  async execute(interaction, deps) {
    const scope = await scopeOf(interaction, deps);
    if (!scope) return;
    const catalog = (await kitCatalog(deps.ctx, scope.row.id))
      .flatMap((c) => c.kits)
      .filter((k) => k.isBuyable);
    if (!catalog.length) return answer(interaction, scope.texts.noKits);
    const player = await playerByDiscordId(deps.ctx, scope.row.id, interaction.user.id);
    const ranks = player
      ? (await listRanks(deps.ctx.db, scope.row.id)).filter((r) => player.roles.includes(r.id))
      : [];
    const lines: string[] = [];
    for (const [i, kit] of catalog.entries()) {
      const yours = kitPriceFor({ price: kit.salePrice ?? kit.price }, ranks);
      const price =
        yours < kit.price
          ? `~~${kit.price}~~ ${scope.texts.kitPrice(yours)}`
          : scope.texts.kitPrice(kit.price);
      // a random kit's odds before buying (issue 37)
      const odds = kit.odds ? ` ${scope.texts.kitOdds(kit.odds)}` : '';
      const line = `**${kit.name}** (${price}) ${kit.description}`.trim() + odds;
      if (lines.join('\n').length + line.length > MAX_CONTENT) {
        lines.push(`... and ${catalog.length - i} more.`);
        break;
      }
      lines.push(line);
    }
    await answer(interaction, lines.join('\n'));
  },
};
