import { Tier, tierFromName, tierLabels } from '@asa/domain';
import { setGuildTier } from '../features/users/admins';
import { command, UsageError } from './context';

export const setTier = command({
  usage: 'set-tier <guildId> <tier>',
  summary: "set the tier of a guild's instance (its owner's tier): free, 1, 2, 3, 4 or special",
  parse(args) {
    const [guildId = '', name = ''] = args;
    const tier = tierFromName(name);
    if (args.length !== 2 || !/^\d{17,20}$/.test(guildId) || tier === null)
      throw new UsageError(
        'set-tier <guildId> <tier>: a guild id (17 to 20 digits) and one of free, 1, 2, 3, 4, special',
      );
    return { guildId, tier };
  },
  async run(cli, { guildId, tier }) {
    const done = await setGuildTier(cli.db, guildId, tier);
    if (!done) throw new Error(`No instance has the guild ${guildId} (add the bot to it first).`);
    await cli.userChanged(done.owner.id);
    cli.out(
      `Guild ${guildId}: owner ${done.owner.discordId} (user ${done.owner.id}) is ${tierLabels[tier]} (was ${done.before === null ? '-' : tierLabels[done.before]}); their instances: ${done.guilds.join(', ')}.`,
    );
    if (cli.config.selfHostedTier !== null)
      cli.out(
        `Note: SELF_HOSTED_TIER gives every instance at least ${tierLabels[cli.config.selfHostedTier]}.`,
      );
    if (cli.config.patreon.campaignId && tier !== Tier.Special)
      cli.out('Note: with Patreon configured the pledge sync may change this tier again (docs/tiers.md).');
  },
});
