import { badRequest } from '../../lib/errors';
import type { AppContext } from '../../context';

/** A Discord channel or role id a setting, kit or rank refers to; `field` names it in a 400. */
export interface GuildRef {
  field: string;
  id: string;
  kind: 'channel' | 'role';
}

export const guildRefMessages = {
  channel: 'This channel is not a channel of your Discord server',
  role: 'This role is not a role of your Discord server',
};

/**
 * Channel and role ids must belong to the instance's own guild (no posting into another tenant's server).
 * Checked when settings, kits and shop ranks are saved (only ids that changed: an empty id is "none");
 * the bot checks channels again right before it posts (packages/bot/src/sync/channel-guard.ts).
 */
export async function assertGuildRefs(ctx: AppContext, guildId: string, refs: GuildRef[]) {
  const wanted = refs.filter((r) => r.id !== '');
  if (!wanted.length) return;
  const channels = wanted.some((r) => r.kind === 'channel')
    ? new Set((await ctx.discord.channels(guildId)).map((c) => c.id))
    : new Set<string>();
  const roles = wanted.some((r) => r.kind === 'role')
    ? new Set((await ctx.discord.roles(guildId)).map((r) => r.id))
    : new Set<string>();
  const fields: Record<string, string> = {};
  for (const r of wanted)
    if (!(r.kind === 'channel' ? channels : roles).has(r.id)) fields[r.field] = guildRefMessages[r.kind];
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/** The refs of `next` whose id differs from `before` (unchanged ids are not looked up again). */
export function changedRefs(
  before: Record<string, unknown> | undefined,
  next: Record<string, unknown> | undefined,
  fields: [field: string, kind: GuildRef['kind']][],
  prefix = '',
): GuildRef[] {
  const out: GuildRef[] = [];
  for (const [field, kind] of fields) {
    const id = next?.[field];
    if (typeof id === 'string' && id !== before?.[field]) out.push({ field: `${prefix}${field}`, id, kind });
  }
  return out;
}

/** Every channel and role id of the settings groups. */
export const settingsRefFields: Record<string, [string, GuildRef['kind']][]> = {
  kitSettings: [
    ['defaultChannelId', 'channel'],
    ['defaultDiscordRoleId', 'role'],
    ['claimKitMessageChannelId', 'channel'],
    ['kitLoggingChannelId', 'channel'],
  ],
  commandSettings: [
    ['creditCommandAccessRole', 'role'],
    ['roleCommandAccessRole', 'role'],
    ['giftCommandAccessRole', 'role'],
    ['voteCommandAccessRole', 'role'],
  ],
  deutscheArkServerSettings: [['voteLoggingChannelId', 'channel']],
  arkServersNetSettings: [['voteLoggingChannelId', 'channel']],
  shopRoleSettings: [['shopRoleChannelId', 'channel']],
  tip4ServSettings: [['logChannelId', 'channel']],
};
