import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { Tier, tierFromName } from '@asa/domain';
import { settings, type SettingName } from './config-settings';

export { settings } from './config-settings';

/** Every setting of the server and the Discord bot, typed (docs/configuration.md lists them). */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** NODE_ENV=production, or a PUBLIC_URL that is not a loopback address. */
  production: boolean;
  dataDir: string;
  databaseUrl: string;
  databaseSchema: string;
  secretKey: string;
  logLevel: string;
  /** One in N successful reads gets its request line at info (lib/request-log.ts); 0: none. */
  logReadSample: number;
  demoMode: boolean;
  /** Demo mode reachable from other machines (`DEMO=public`); otherwise demo mode serves loopback only. */
  demoPublic: boolean;
  webDist: string;
  /** Which parts this process runs: the API, the Discord bot, the scheduled jobs, or all of them. */
  role: 'all' | 'api' | 'bot' | 'jobs';
  /** Fastify `trustProxy`: false, true, a hop count, or a comma-separated list of addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /** Outbound requests to loopback/private/link-local targets allowed (self-hosters with LAN game servers). */
  allowPrivateTargets: boolean;
  redisUrl: string;
  /** Discord ids made site admins at start and login (ADMIN_DISCORD_IDS). */
  adminDiscordIds: string[];
  /** The lowest tier of every instance (SELF_HOSTED_TIER); null = the users' tiers only. */
  selfHostedTier: Tier | null;
  /** The key being replaced, for `npm run admin -- rotate-key` only (OLD_SECRET_KEY). */
  oldSecretKey: string;
  /** Bearer token of GET /metrics; '' = loopback callers only. */
  metricsToken: string;
  /** Scheduled backups (BACKUP_*): folder, interval (0 = none), how many kept, passphrase for the key copy. */
  backup: { dir: string; everyHours: number; keep: number; passphrase: string };
  discord: {
    clientId: string;
    clientSecret: string;
    botToken: string;
    apiUrl: string;
    authorizeUrl: string;
    inviteUrl: string;
    botPermissions: string;
  };
  bot: { shards: 'auto' | number | null; membersIntent: boolean };
  sessionDays: number;
  sessionIdleHours: number;
  authCacheSeconds: number;
  shutdownTimeoutSeconds: number;
  /** Game servers talked to over RCON at the same time by this process (RCON_CONCURRENCY). */
  rconConcurrency: number;
  /** Prefix of Redis keys and the bus channel (REDIS_PREFIX; '' = derived from the database). */
  redisPrefix: string;
  discordCacheSeconds: number;
  maxBodyBytes: number;
  jobsEnabled: boolean;
  nitrado: { apiUrl: string; oauthUrl: string; clientId: string; clientSecret: string };
  /** Default API URL of the companion ASA Bot (an instance may override it). */
  asaBotApiUrl: string;
  tip4ServApiUrl: string;
  patreon: {
    apiUrl: string;
    campaignId: string;
    accessToken: string;
    webhookSecret: string;
    pledgeUrl: string;
  };
  /** ark-servers.net (vote checks and claims). */
  arkServersApiUrl: string;
  /** deutsche-arkserver.de (assumed v2 vote API). */
  deutscheArkServerApiUrl: string;
}

/** Demo logins (`/api/auth/demo`) exist only in demo mode without a Discord application. */
export const demoLoginsEnabled = (c: Pick<Config, 'demoMode' | 'discord'>) =>
  c.demoMode && !c.discord.clientId;

const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\./.test(host);

/**
 * What start-up says loudly about a configuration that runs but exposes something: a public demo in
 * production (anyone can log in as its admin), and X-Forwarded-* trusted from any address on a port that
 * other machines reach (they could pose as any client to the rate limits).
 */
export function startupWarnings(c: Config): string[] {
  const warnings: string[] = [];
  if (c.production && demoLoginsEnabled(c))
    warnings.push(
      'PUBLIC DEMO IN PRODUCTION (DEMO=public): there is no Discord application, and anyone who reaches ' +
        `${c.publicUrl} can log in as the demo's site admin through /api/auth/demo. Configure ` +
        'DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET and remove DEMO=public for a real installation.',
    );
  const trustsAnyone = c.trustProxy === true || typeof c.trustProxy === 'number';
  if (trustsAnyone && !isLoopbackHost(c.host))
    warnings.push(
      `TRUST_PROXY=${c.trustProxy} trusts X-Forwarded-For from any address, and HOST=${c.host} lets other ` +
        'machines reach the port directly: they can pose as any client (rate limits, logs). Listen on ' +
        "loopback (HOST=127.0.0.1) with the proxy on this machine, or set TRUST_PROXY to the proxy's addresses.",
    );
  return warnings;
}

/** Thrown by loadConfig with every bad or missing value in one message. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee docs/configuration.md.`,
    );
    this.name = 'ConfigError';
  }
}

type Values = { [K in SettingName]: z.output<(typeof settings)[K]['schema']> };

/**
 * Reads and checks every setting from `env` (process.env by default). Empty values take the default. Fails
 * with one ConfigError listing every bad value, and, in production, every missing required one.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const v = {} as Record<string, unknown>;
  for (const [name, s] of Object.entries(settings)) {
    const raw = env[name]?.trim();
    const given = raw === undefined || raw === '' ? s.default : raw;
    const parsed = s.schema.safeParse(given);
    if (parsed.success) v[name] = parsed.data;
    else problems.push(`${name}=${JSON.stringify(raw)}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  if (problems.length) throw new ConfigError(problems);
  const c = toConfig(v as Values);
  if (c.production) {
    const missing: string[] = [];
    if (!c.secretKey) missing.push('SECRET_KEY (every process must use the same key)');
    if (!c.demoMode) {
      if (!c.discord.clientId)
        missing.push('DISCORD_CLIENT_ID (the Discord application: login and bot invite)');
      if (!c.discord.clientSecret) missing.push('DISCORD_CLIENT_SECRET (the secret of that application)');
    }
    const refusals = missing.map(
      (m) => `${m} is required in production (NODE_ENV=production or a public PUBLIC_URL)`,
    );
    if (v.DEMO_MODE === 'true' && !c.demoPublic)
      refusals.push(
        'DEMO_MODE=true: production never runs demo mode; set DEMO=public to run a public demo on purpose ' +
          '(anyone can then log in as its admin)',
      );
    else if (!c.demoMode && !c.discord.clientId)
      refusals.push(
        'Demo mode does not run in production: configure the Discord application, or set DEMO=public to ' +
          'run a public demo on purpose (anyone can then log in as its admin)',
      );
    if (refusals.length) throw new ConfigError(refusals);
  }
  return c;
}

function toConfig(v: Values): Config {
  const port = v.PORT;
  const publicUrl = (v.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const publicHost = new URL(publicUrl).hostname;
  const production = v.NODE_ENV === 'production' || !isLoopbackHost(publicHost);
  const clientId = v.DISCORD_CLIENT_ID;
  const demoPublic = v.DEMO === 'public' || v.DEMO_MODE === 'public';
  const demoAsked = v.DEMO_MODE === '' ? clientId === '' || demoPublic : v.DEMO_MODE !== 'false';
  // production runs a demo only when asked for a public one (DEMO=public); loadConfig says what is missing
  const demoMode = demoAsked && (!production || demoPublic);
  const trim = (u: string) => u.replace(/\/$/, '');
  return {
    port,
    // a local demo listens on loopback only, so nobody else can open its admin login; in production behind
    // a trusted proxy (TRUST_PROXY set), the proxy is taken to be on this machine, so only it can reach the
    // port and nobody can forge X-Forwarded-For (docs/decisions/2026-11-26-proxy-host.md)
    host:
      v.HOST ||
      ((demoMode && !demoPublic) || (production && v.TRUST_PROXY !== false) ? '127.0.0.1' : '0.0.0.0'),
    publicUrl,
    production,
    dataDir: path.resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    databaseSchema: v.DATABASE_SCHEMA,
    secretKey: v.SECRET_KEY,
    logLevel: v.LOG_LEVEL,
    logReadSample: v.LOG_READ_SAMPLE,
    demoMode,
    demoPublic,
    webDist: path.resolve(v.WEB_DIST || new URL('../../web/dist', import.meta.url).pathname),
    role: v.PROCESS_ROLE,
    trustProxy: v.TRUST_PROXY,
    allowPrivateTargets: v.ALLOW_PRIVATE_TARGETS === '' ? !production : v.ALLOW_PRIVATE_TARGETS === 'true',
    redisUrl: v.REDIS_URL,
    adminDiscordIds: v.ADMIN_DISCORD_IDS.split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    selfHostedTier: selfHostedTier(v.SELF_HOSTED_TIER, v.PATREON_CAMPAIGN_ID !== '' || demoMode),
    metricsToken: v.METRICS_TOKEN,
    backup: {
      dir: path.resolve(v.BACKUP_DIR || path.join(v.DATA_DIR, 'backups')),
      everyHours: v.BACKUP_EVERY_HOURS,
      keep: v.BACKUP_KEEP,
      passphrase: v.BACKUP_PASSPHRASE,
    },
    oldSecretKey: v.OLD_SECRET_KEY,
    discord: {
      clientId,
      clientSecret: v.DISCORD_CLIENT_SECRET,
      botToken: v.DISCORD_BOT_TOKEN,
      apiUrl: trim(v.DISCORD_API_URL),
      authorizeUrl: v.DISCORD_AUTHORIZE_URL,
      inviteUrl: v.DISCORD_INVITE_URL,
      botPermissions: v.DISCORD_BOT_PERMISSIONS,
    },
    bot: { shards: v.BOT_SHARDS, membersIntent: v.BOT_MEMBERS_INTENT },
    sessionDays: v.SESSION_DAYS,
    sessionIdleHours: v.SESSION_IDLE_HOURS,
    authCacheSeconds: v.AUTH_CACHE_SECONDS,
    shutdownTimeoutSeconds: v.SHUTDOWN_TIMEOUT_SECONDS,
    rconConcurrency: v.RCON_CONCURRENCY,
    redisPrefix: v.REDIS_PREFIX,
    discordCacheSeconds: v.DISCORD_CACHE_SECONDS,
    maxBodyBytes: v.MAX_BODY_BYTES,
    jobsEnabled: v.JOBS_ENABLED,
    tip4ServApiUrl: trim(v.TIP4SERV_API_URL),
    asaBotApiUrl: trim(v.ASABOT_API_URL),
    nitrado: {
      apiUrl: trim(v.NITRADO_API_URL),
      oauthUrl: trim(v.NITRADO_OAUTH_URL),
      clientId: v.NITRADO_CLIENT_ID,
      clientSecret: v.NITRADO_CLIENT_SECRET,
    },
    patreon: {
      apiUrl: trim(v.PATREON_API_URL),
      campaignId: v.PATREON_CAMPAIGN_ID,
      accessToken: v.PATREON_ACCESS_TOKEN,
      webhookSecret: v.PATREON_WEBHOOK_SECRET,
      pledgeUrl: v.PATREON_PLEDGE_URL,
    },
    arkServersApiUrl: trim(v.ARKSERVERS_API_URL),
    deutscheArkServerApiUrl: trim(v.DEUTSCHE_ARKSERVER_API_URL),
  };
}

/**
 * SELF_HOSTED_TIER (docs/decisions/2026-11-26-self-hosted-tier.md): unset, an install without Patreon (a
 * self-hoster) has every feature; with Patreon (the hosted service) or in the demo the users' tiers apply.
 */
function selfHostedTier(value: string, tiersFromPatreon: boolean): Tier | null {
  if (value === '') return tiersFromPatreon ? null : Tier.Special;
  return value === 'none' ? null : tierFromName(value);
}

/**
 * Loads `.env` from the working directory when present (values already in the environment win), then the
 * config. Entry points (server, bot) call this; on a bad configuration it prints the problems and exits 1.
 */
export function loadConfigOrExit(cwd = process.cwd()): Config {
  const file = path.join(cwd, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
  try {
    return loadConfig();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}
