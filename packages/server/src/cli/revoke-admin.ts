import { Role, roleLabels } from '@asa/domain';
import { setSiteRole } from '../features/users/admins';
import { command } from './context';
import { discordIdArg } from './grant-admin';

export const revokeAdmin = command({
  usage: 'revoke-admin <discordId>',
  summary: 'make a site admin a normal user again',
  parse: discordIdArg('revoke-admin <discordId>'),
  async run(cli, id) {
    const { user, before } = await setSiteRole(cli.db, id, Role.User);
    await cli.userChanged(user.id);
    cli.out(
      `Discord user ${id} (user ${user.id}) is a ${roleLabels[Role.User]} (was ${before === null ? 'unknown' : roleLabels[before]}).`,
    );
    if (cli.config.adminDiscordIds.includes(id))
      cli.out(
        'They are listed in ADMIN_DISCORD_IDS: remove them there too, or the next start makes them admin again.',
      );
  },
});
