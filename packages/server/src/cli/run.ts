import fs from 'node:fs';
import path from 'node:path';
import { loadConfigOrExit, type Config } from '../config';
import { command, openCli, UsageError, type Command } from './context';
import { grantAdmin } from './grant-admin';
import { revokeAdmin } from './revoke-admin';
import { listAdmins } from './list-admins';
import { setTier } from './set-tier';
import { rotateKey } from './rotate-key';
import { backup } from './backup';
import { restore } from './restore';
import { versionText } from '../lib/version';
import { runDoctor } from './doctor';

/** Every command of `npm run admin -- <command>` (docs/operations.md). */
export const commands: Record<string, Command<unknown>> = {
  'grant-admin': grantAdmin,
  'revoke-admin': revokeAdmin,
  'list-admins': listAdmins,
  'set-tier': setTier,
  'rotate-key': rotateKey,
  backup,
  restore,
  doctor: command({
    usage: 'doctor',
    summary:
      'checks settings, database, secret key, Discord, RCON, PUBLIC_URL and Redis (exit 1 on failures)',
    run: async () => undefined, // main() runs instead
    main: (_args, out) => runDoctor(doctorEnv(), out),
  }),
  version: command({
    usage: 'version (or --version)',
    summary: 'the version and commit of this installation',
    run: async () => undefined, // main() runs instead
    main: async (_args, out) => {
      out(`ASA Discord Shop Bot ${versionText()}`);
      return 0;
    },
  }),
};

const help = () =>
  [
    'Usage: npm run admin -- <command> [arguments]   (the same settings as the server: environment and .env)',
    '',
    ...Object.values(commands).map((c) => `  ${c.usage.padEnd(28)} ${c.summary}`),
  ].join('\n');

/** The environment with .env of the working directory (values already set win), as loadConfigOrExit reads it. */
function doctorEnv(): NodeJS.ProcessEnv {
  const file = path.join(process.cwd(), '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
  return process.env;
}

/** Runs one command; answers the exit code (0 done, 1 failed, 2 bad command line). */
export async function runCli(
  argv: string[],
  config: () => Config = loadConfigOrExit,
  io = { out: (l: string) => console.log(l), err: (l: string) => console.error(l) },
): Promise<number> {
  const [name = '', ...args] = argv;
  if (name === '--version') return commands.version!.main!([], io.out);
  if (name === 'help' || name === '--help' || name === '-h' || name === '') {
    io.out(help());
    return name === '' ? 2 : 0;
  }
  const command = commands[name];
  if (!command) {
    io.err(`Unknown command ${JSON.stringify(name)}.\n\n${help()}`);
    return 2;
  }
  if (command.main) return command.main(args, io.out);
  try {
    const parsed = command.parse ? command.parse(args) : args;
    const cli = command.opensDatabase === false ? null : await openCli(config(), io.out);
    try {
      await command.run(cli ?? ({ config: config(), out: io.out } as never), parsed);
    } finally {
      await cli?.close();
    }
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`Usage: npm run admin -- ${err.message}`);
      return 2;
    }
    io.err(`${name} failed: ${(err as Error).message}`);
    return 1;
  }
}
