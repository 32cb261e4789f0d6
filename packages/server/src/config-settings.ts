import { z } from 'zod';

/**
 * The one list of settings (environment variables) of the server and the Discord bot: each with its schema
 * (parsing the raw string), default and documentation. `.env.example` and the table in
 * docs/configuration.md are generated from it (`npm run config:docs`) and a test keeps them in sync.
 */
interface Setting<S extends z.ZodType> {
  group: string;
  schema: S;
  /** Raw default ('' = empty). */
  default: string;
  /** What the default means when it is not a plain value. */
  defaultText?: string;
  doc: string;
}

const setting = <S extends z.ZodType>(s: Setting<S>) => s;

const str = z.string();
const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const bool = z.enum(['true', 'false'], { message: 'must be true or false' }).transform((v) => v === 'true');
const url = z.string().refine((v) => /^https?:\/\/[^/\s]+/.test(v), 'must be an http(s) URL');
const optionalUrl = z
  .string()
  .refine((v) => v === '' || /^https?:\/\/[^/\s]+/.test(v), 'must be an http(s) URL');

export const settings = {
  NODE_ENV: setting({
    group: 'Server',
    schema: str,
    default: '',
    doc: '`production` turns on the production checks: SECRET_KEY, DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET required (start-up names every one missing), no demo mode unless `DEMO=public`, private targets refused by default. A PUBLIC_URL that is not a loopback address does the same',
  }),
  PORT: setting({
    group: 'Server',
    schema: int(1, 65535),
    default: '3000',
    doc: 'HTTP port of the API and the dashboard',
  }),
  HOST: setting({
    group: 'Server',
    schema: str,
    default: '',
    defaultText:
      '`127.0.0.1` in local demo mode and in production with TRUST_PROXY set (the proxy on this machine), else `0.0.0.0`',
    doc: 'Interface to listen on',
  }),
  PUBLIC_URL: setting({
    group: 'Server',
    schema: optionalUrl,
    default: '',
    defaultText: '`http://localhost:$PORT`',
    doc: 'Address browsers use; OAuth redirect URIs and download links are built from it',
  }),
  LOG_LEVEL: setting({
    group: 'Server',
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    default: 'info',
    doc: 'pino log level',
  }),
  LOG_READ_SAMPLE: setting({
    group: 'Server',
    schema: int(0, 1_000_000),
    default: '100',
    doc: 'Request lines of successful reads (GET/HEAD answered below 400): one in N at info, the others at debug (1: every one at info; 0: all at debug). Writes and every 4xx/5xx answer are always logged at info',
  }),
  MAX_BODY_BYTES: setting({
    group: 'Server',
    schema: int(1024, 100 * 1024 * 1024),
    default: '1048576',
    doc: 'Largest request body; larger ones get 413',
  }),
  PROCESS_ROLE: setting({
    group: 'Server',
    schema: z.enum(['all', 'api', 'bot', 'jobs'], { message: 'must be all, api, bot or jobs' }),
    default: 'all',
    doc: 'What this process runs: `all` (API, jobs and, with a bot token, the Discord bot), `api`, `bot` or `jobs` (docs/deployment.md)',
  }),
  TRUST_PROXY: setting({
    group: 'Server',
    schema: z
      .string()
      .transform((v): boolean | number | string =>
        v === 'true' ? true : v === 'false' || v === '' ? false : /^\d+$/.test(v) ? Number(v) : v,
      ),
    default: 'false',
    doc: 'Reverse proxy in front: `false` (X-Forwarded-* ignored: behind a proxy every client is the proxy), `true` (trust every hop), a hop count, or comma-separated proxy addresses/CIDRs (e.g. `127.0.0.1` for a proxy on this machine). Decides the client address used by rate limits and logs. `true` or a count with a public HOST is warned about at start',
  }),
  ALLOW_PRIVATE_TARGETS: setting({
    group: 'Server',
    schema: z.enum(['', 'true', 'false'], { message: 'must be true or false' }),
    default: '',
    defaultText: '`true`, except in production',
    doc: 'Lets user-set URLs and RCON hosts point at loopback, private, link-local, CGNAT and other special-purpose addresses and at this machine itself (self-hosters whose game servers are on their LAN or the same machine). Never on a hosted, multi-tenant instance',
  }),
  REDIS_URL: setting({
    group: 'Server',
    schema: z.string().refine((v) => v === '' || /^rediss?:\/\//.test(v), 'must be a redis:// URL'),
    default: '',
    doc: 'Redis shared by several processes (rate limits, cache invalidation); empty = one process assumed',
  }),
  REDIS_PREFIX: setting({
    group: 'Server',
    schema: z.string().regex(/^[A-Za-z0-9_.-]{0,64}$/, 'letters, digits, _ . - (at most 64)'),
    default: '',
    doc: "Prefix of this installation's Redis keys and bus channel, so installations sharing one Redis never share rate limits or cache invalidations; empty = derived from the database (host, port, database name and schema)",
  }),
  DATA_DIR: setting({
    group: 'Storage',
    schema: str,
    default: './data',
    doc: "PGlite files and the generated secret key. Readable by the server's user only: the folder and every folder in it 0700, every file 0600 (fixed at each start, and the process's umask is 077 so later files are created so; `lib/private-files.ts`)",
  }),
  DATABASE_URL: setting({
    group: 'Storage',
    schema: z.string().refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL'),
    default: '',
    doc: 'PostgreSQL connection string; empty = embedded PGlite',
  }),
  DATABASE_SCHEMA: setting({
    group: 'Storage',
    schema: z.string().regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier'),
    default: 'public',
    doc: 'PostgreSQL schema for the tables (created when missing)',
  }),
  SECRET_KEY: setting({
    group: 'Storage',
    schema: str,
    default: '',
    defaultText: 'generated',
    doc: 'Key for secrets at rest: 64 hex chars (the key itself) or a passphrase (stretched with scrypt and a salt stored in the database). Every process must use the same key: the database keeps its fingerprint and a process with another key refuses to start. When empty (not allowed in production) a random key is written to `DATA_DIR/secret.key`: back it up with the database',
  }),
  ADMIN_DISCORD_IDS: setting({
    group: 'Administration',
    schema: z
      .string()
      .regex(/^(\d{17,20}(\s*,\s*\d{17,20})*)?$/, 'must be Discord user ids (17-20 digits), comma-separated'),
    default: '',
    doc: 'Discord users who are site admins: made admin at every start and at their login. Removing an id does not take the role away (the admin page or `npm run admin -- revoke-admin` does)',
  }),
  SELF_HOSTED_TIER: setting({
    group: 'Administration',
    schema: z.enum(['', 'none', 'free', '1', '2', '3', '4', 'special'], {
      message: 'must be none, free, 1, 2, 3, 4 or special',
    }),
    default: '',
    defaultText: '`special` when `PATREON_CAMPAIGN_ID` is empty and not in demo mode, else `none`',
    doc: "The tier every instance has at least (a user's own tier counts when higher). `special` unlocks every feature; `none` = only the users' tiers (Patreon). docs/decisions/2026-11-26-self-hosted-tier.md",
  }),
  OLD_SECRET_KEY: setting({
    group: 'Administration',
    schema: str,
    default: '',
    doc: 'Only for `npm run admin -- rotate-key`: the key the stored secrets are encrypted with now (SECRET_KEY is the new one). Give it once, for that command; when empty the command reads it from standard input',
  }),
  METRICS_TOKEN: setting({
    group: 'Administration',
    schema: str,
    default: '',
    doc: '`GET /metrics` (Prometheus) needs `Authorization: Bearer <token>`; empty = answered to loopback callers only',
  }),
  BACKUP_DIR: setting({
    group: 'Administration',
    schema: str,
    default: '',
    defaultText: '`DATA_DIR/backups`',
    doc: 'Folder of the scheduled backups (`BACKUP_EVERY_HOURS`), written with mode 0600',
  }),
  BACKUP_EVERY_HOURS: setting({
    group: 'Administration',
    schema: int(0, 24 * 7),
    default: '0',
    doc: 'Scheduled backups by the jobs process: one every N hours (the embedded database while it runs; PostgreSQL with `pg_dump`); 0 = none',
  }),
  BACKUP_KEEP: setting({
    group: 'Administration',
    schema: int(1, 1000),
    default: '14',
    doc: 'Scheduled backups kept in `BACKUP_DIR` (older ones are deleted)',
  }),
  BACKUP_PASSPHRASE: setting({
    group: 'Administration',
    schema: str,
    default: '',
    doc: 'Encrypts a copy of the secret key into each backup (scrypt + AES-256-GCM), so `restore` with the same passphrase can open its secrets without the original key; empty = backups carry only the key fingerprint',
  }),
  DEMO_MODE: setting({
    group: 'Demo',
    schema: z.enum(['', 'true', 'false', 'public'], { message: 'must be true, false or public' }),
    default: '',
    defaultText: 'on when `DISCORD_CLIENT_ID` is empty, outside production',
    doc: 'Seeds the demo guild and enables `/api/auth/demo`. Local only (loopback) unless `DEMO=public`; in production (NODE_ENV=production or a public PUBLIC_URL) only with `DEMO=public`',
  }),
  DEMO: setting({
    group: 'Demo',
    schema: z.enum(['', 'local', 'public'], { message: 'must be local or public' }),
    default: '',
    doc: '`public` lets other machines reach a demo (anyone can then log in as its admin); the only way to run a demo in production, said loudly at start',
  }),
  WEB_DIST: setting({
    group: 'Server',
    schema: str,
    default: '',
    defaultText: '`packages/web/dist`',
    doc: 'Built dashboard served with SPA fallback',
  }),
  DISCORD_CLIENT_ID: setting({
    group: 'Discord',
    schema: str,
    default: '',
    doc: 'Discord application (OAuth2 login and bot invite)',
  }),
  DISCORD_CLIENT_SECRET: setting({
    group: 'Discord',
    schema: str,
    default: '',
    doc: 'Secret of the Discord application',
  }),
  DISCORD_BOT_TOKEN: setting({
    group: 'Discord',
    schema: str,
    default: '',
    doc: 'Bot token: reads guilds, channels and roles; when set, the Discord bot runs (docs/discord-bot.md)',
  }),
  BOT_SHARDS: setting({
    group: 'Discord',
    schema: z
      .string()
      .refine((v) => v === '' || v === 'auto' || /^[1-9]\d*$/.test(v), 'must be empty, auto or a number')
      .transform((v): 'auto' | number | null => (v === '' ? null : v === 'auto' ? 'auto' : Number(v))),
    default: '',
    doc: 'Discord bot shards: empty = one until Discord requires more (~2,000 guilds), `auto`, or a number',
  }),
  BOT_MEMBERS_INTENT: setting({
    group: 'Discord',
    schema: bool,
    default: 'true',
    doc: 'Privileged Server Members intent, needed for shop-rank <-> Discord-role mirroring',
  }),
  DISCORD_API_URL: setting({
    group: 'Discord',
    schema: url,
    default: 'https://discord.com/api/v10',
    doc: 'Discord REST base URL (tests point it at a local fake)',
  }),
  DISCORD_AUTHORIZE_URL: setting({
    group: 'Discord',
    schema: url,
    default: 'https://discord.com/oauth2/authorize',
    doc: 'OAuth2 authorize page',
  }),
  DISCORD_INVITE_URL: setting({
    group: 'Discord',
    schema: url,
    default: 'https://discord.gg/asa-shop-bot',
    doc: 'Support community (`/joinDiscord`)',
  }),
  DISCORD_BOT_PERMISSIONS: setting({
    group: 'Discord',
    schema: z.string().regex(/^\d+$/, 'must be a number'),
    default: '268454912',
    doc: 'Permission bits requested when the bot is invited: View Channel, Send Messages, Embed Links and Manage Roles (docs/discord-bot.md)',
  }),
  DISCORD_CACHE_SECONDS: setting({
    group: 'Discord',
    schema: int(0, 86_400),
    default: '60',
    doc: 'How long guild channels and roles are cached',
  }),
  SESSION_DAYS: setting({
    group: 'Sessions',
    schema: int(1, 365),
    default: '30',
    doc: 'Longest life of a login session (absolute)',
  }),
  SESSION_IDLE_HOURS: setting({
    group: 'Sessions',
    schema: int(1, 24 * 365),
    default: '168',
    doc: 'A session unused this long ends (idle timeout)',
  }),
  AUTH_CACHE_SECONDS: setting({
    group: 'Sessions',
    schema: int(0, 300),
    default: '5',
    doc: 'How long a process may reuse a looked-up session and instance, and the version of a kept servers list, before reading them again (0 = never cache). Changes made through a process apply there at once and reach other processes through the bus (Redis, else PostgreSQL LISTEN/NOTIFY); a change the bus missed, or one made by hand in the database, shows within this time',
  }),
  SHUTDOWN_TIMEOUT_SECONDS: setting({
    group: 'Server',
    schema: int(1, 600),
    default: '15',
    doc: 'On SIGTERM/SIGINT: how long to wait for running requests, deliveries and jobs before closing anyway',
  }),
  RCON_CONCURRENCY: setting({
    group: 'Server',
    schema: int(1, 1024),
    default: '32',
    doc: 'Game servers one process talks to over RCON at the same time (monitor, chat reads, deliveries); servers that did not answer last time share a quarter of it, so dead servers never hold up live ones',
  }),
  JOBS_ENABLED: setting({
    group: 'Server',
    schema: bool,
    default: 'true',
    doc: 'Runs the scheduled jobs (each job holds a database lease, so several servers may run them safely)',
  }),
  PATREON_API_URL: setting({
    group: 'Patreon',
    schema: url,
    default: 'https://www.patreon.com',
    doc: 'Patreon API base URL',
  }),
  PATREON_CAMPAIGN_ID: setting({
    group: 'Patreon',
    schema: str,
    default: '',
    doc: 'Campaign whose members set tiers; empty = no sync',
  }),
  PATREON_ACCESS_TOKEN: setting({
    group: 'Patreon',
    schema: str,
    default: '',
    doc: 'Creator access token (API v2, scope campaigns.members)',
  }),
  PATREON_WEBHOOK_SECRET: setting({
    group: 'Patreon',
    schema: str,
    default: '',
    doc: 'Secret of the webhook `$PUBLIC_URL/api/subscription/patreon/webhook` (members:create/update/delete); empty = webhook refused',
  }),
  PATREON_PLEDGE_URL: setting({
    group: 'Patreon',
    schema: url,
    default: 'https://www.patreon.com/',
    doc: 'Page the Pledge buttons open',
  }),
  NITRADO_API_URL: setting({
    group: 'Integrations',
    schema: url,
    default: 'https://api.nitrado.net',
    doc: 'Nitrado REST API',
  }),
  NITRADO_OAUTH_URL: setting({
    group: 'Integrations',
    schema: url,
    default: 'https://oauth.nitrado.net',
    doc: 'Nitrado OAuth2 (authorize and token); redirect URI `$PUBLIC_URL/api/nitrado/auth/callback`',
  }),
  NITRADO_CLIENT_ID: setting({
    group: 'Integrations',
    schema: str,
    default: '',
    doc: 'Your Nitrado OAuth2 application',
  }),
  NITRADO_CLIENT_SECRET: setting({
    group: 'Integrations',
    schema: str,
    default: '',
    doc: 'Secret of your Nitrado OAuth2 application',
  }),
  ASABOT_API_URL: setting({
    group: 'Integrations',
    schema: url,
    default: 'https://api.asa-bot.com/v1',
    doc: 'Companion ASA Bot API (assumed; instances can override it)',
  }),
  TIP4SERV_API_URL: setting({
    group: 'Integrations',
    schema: url,
    default: 'https://api.tip4serv.com',
    doc: 'Tip4Serv store API (connection check and the purchase-delivery job every 5 minutes)',
  }),
  ARKSERVERS_API_URL: setting({
    group: 'Integrations',
    schema: url,
    default: 'https://ark-servers.net',
    doc: 'ark-servers.net vote API (hourly vote rewards; tests and demo point it at a local fake)',
  }),
  DEUTSCHE_ARKSERVER_API_URL: setting({
    group: 'Integrations',
    schema: url,
    default: 'https://deutsche-arkserver.de',
    doc: 'deutsche-arkserver.de vote API (assumed v2 shape, see docs/integrations.md)',
  }),
};

export type SettingName = keyof typeof settings;
