import { Role, roleLabels } from '@asa/domain';
import { setSiteRole } from '../features/users/admins';
import { command, UsageError } from './context';

export const discordIdArg = (usage: string) => (args: string[]) => {
  const id = args[0] ?? '';
  if (args.length !== 1 || !/^\d{17,20}$/.test(id))
    throw new UsageError(`${usage}: a Discord user id is 17 to 20 digits`);
  return id;
};

export const grantAdmin = command({
  usage: 'grant-admin <discordId>',
  summary: 'make a Discord user a site admin (created if they never logged in)',
  parse: discordIdArg('grant-admin <discordId>'),
  async run(cli, id) {
    const { user, before } = await setSiteRole(cli.db, id, Role.Admin);
    await cli.userChanged(user.id);
    cli.out(
      before === null
        ? `Discord user ${id} is a site admin from their first login (user ${user.id} created).`
        : `Discord user ${id} (user ${user.id}${user.username ? `, ${user.username}` : ''}) is a site admin (was ${roleLabels[before]}).`,
    );
  },
});
