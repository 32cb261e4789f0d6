import {
  MessageFlags,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
  type RepliableInteraction,
} from 'discord.js';
import { HttpError, ShopError } from '@asa/server';
import { instanceForGuild } from './instance';
import { textsFor } from './language';
import type { BotTexts } from './texts';
import type { BotDeps } from './deps';

/**
 * Answers an interaction privately (ephemeral): a first reply, or an edit of the deferred/earlier reply.
 * Components are cleared unless given; a select menu's answer replaces its (private) message.
 */
export async function answer(
  interaction: RepliableInteraction,
  content: string,
  extra: Pick<InteractionReplyOptions, 'components' | 'embeds'> = {},
) {
  if (interaction.deferred || interaction.replied) {
    const edit: InteractionEditReplyOptions = {
      content,
      components: [],
      ...extra,
    } as InteractionEditReplyOptions;
    await interaction.editReply(edit);
    return;
  }
  // the bot's select menus sit on its own private flow messages: the answer replaces that message
  if (interaction.isStringSelectMenu()) {
    await interaction.update({ content, components: [], ...extra } as InteractionUpdateOptions);
    return;
  }
  await interaction.reply({ content, flags: MessageFlags.Ephemeral, ...extra } as InteractionReplyOptions);
}

/**
 * The text shown for a failed handler: a shop refusal (ShopError) in the instance's language, another refusal
 * (HttpError) as it is, anything else generic.
 */
export function errorText(texts: BotTexts, err: unknown): string {
  if (err instanceof ShopError && err.text) return texts.refusal(err.text);
  if (err instanceof HttpError && err.statusCode < 500) return err.message;
  return texts.failed;
}

/** Runs a handler; a thrown refusal becomes the private answer, unexpected errors are logged. */
export async function guarded(
  interaction: RepliableInteraction,
  deps: BotDeps,
  run: () => Promise<void>,
): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode >= 500) deps.log('Discord interaction failed', err);
    try {
      const instance = interaction.inGuild() ? await instanceForGuild(deps.ctx, interaction.guildId) : null;
      await answer(interaction, errorText(textsFor(interaction, instance?.row ?? null), err));
    } catch (replyErr) {
      deps.log('Could not answer a Discord interaction', replyErr);
    }
  }
}
