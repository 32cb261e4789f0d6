import { listAdmins as admins } from '../features/users/admins';
import { command } from './context';

export const listAdmins = command({
  usage: 'list-admins',
  summary: 'list the site admins (user id, Discord id, name, last login)',
  async run(cli) {
    const rows = await admins(cli.db);
    if (!rows.length) cli.out('No site admins. Make one with: npm run admin -- grant-admin <discordId>');
    for (const u of rows)
      cli.out(
        [u.id, u.discordId, u.username || '(never logged in)', u.lastLogin?.toISOString() ?? '-'].join('\t'),
      );
  },
});
