import type { Interaction } from 'discord.js';
import { commandByName } from './commands';
import { handleOrderComponent } from './components/order-flow';
import type { BotDeps } from './lib/deps';
import { guarded } from './lib/reply';

/** Routes one interaction: slash commands, their autocomplete, and the kit-order buttons and selections. */
export async function handleInteraction(interaction: Interaction, deps: BotDeps): Promise<void> {
  if (interaction.isChatInputCommand()) {
    const command = commandByName.get(interaction.commandName);
    if (!command) return;
    await guarded(interaction, deps, () => command.execute(interaction, deps));
    return;
  }
  if (interaction.isAutocomplete()) {
    const command = commandByName.get(interaction.commandName);
    if (!command?.autocomplete) return;
    try {
      await command.autocomplete(interaction, deps);
    } catch (err) {
      deps.log('Autocomplete failed', err);
      if (!interaction.responded) await interaction.respond([]).catch(() => undefined);
    }
    return;
  }
  if (interaction.isButton() || interaction.isStringSelectMenu())
    await handleOrderComponent(interaction, deps);
}
