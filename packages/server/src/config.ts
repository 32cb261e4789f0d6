import path from 'node:path';

/** Every setting of the server, read from the environment (see .env.example for the list and defaults). */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string;
  databaseSchema: string;
  secretKey: string;
  logLevel: string;
  demoMode: boolean;
  webDist: string;
  discord: {
    clientId: string;
    clientSecret: string;
    botToken: string;
    apiUrl: string;
    authorizeUrl: string;
    inviteUrl: string;
    botPermissions: string;
  };
  sessionDays: number;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const clientId = env.DISCORD_CLIENT_ID ?? '';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL ?? '',
    databaseSchema: env.DATABASE_SCHEMA ?? 'public',
    secretKey: env.SECRET_KEY ?? '',
    logLevel: env.LOG_LEVEL ?? 'info',
    demoMode: env.DEMO_MODE ? env.DEMO_MODE === 'true' : clientId === '',
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    discord: {
      clientId,
      clientSecret: env.DISCORD_CLIENT_SECRET ?? '',
      botToken: env.DISCORD_BOT_TOKEN ?? '',
      apiUrl: (env.DISCORD_API_URL ?? 'https://discord.com/api/v10').replace(/\/$/, ''),
      authorizeUrl: env.DISCORD_AUTHORIZE_URL ?? 'https://discord.com/oauth2/authorize',
      inviteUrl: env.DISCORD_INVITE_URL ?? 'https://discord.gg/asa-shop-bot',
      botPermissions: env.DISCORD_BOT_PERMISSIONS ?? '268790848',
    },
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    discordCacheSeconds: Number(env.DISCORD_CACHE_SECONDS ?? 60),
    maxBodyBytes: Number(env.MAX_BODY_BYTES ?? 1_048_576),
    jobsEnabled: (env.JOBS_ENABLED ?? 'true') === 'true',
    tip4ServApiUrl: (env.TIP4SERV_API_URL ?? 'https://api.tip4serv.com').replace(/\/$/, ''),
    asaBotApiUrl: (env.ASABOT_API_URL ?? 'https://api.asa-bot.com/v1').replace(/\/$/, ''),
    nitrado: {
      apiUrl: (env.NITRADO_API_URL ?? 'https://api.nitrado.net').replace(/\/$/, ''),
      oauthUrl: (env.NITRADO_OAUTH_URL ?? 'https://oauth.nitrado.net').replace(/\/$/, ''),
      clientId: env.NITRADO_CLIENT_ID ?? '',
      clientSecret: env.NITRADO_CLIENT_SECRET ?? '',
    },
    patreon: {
      apiUrl: (env.PATREON_API_URL ?? 'https://www.patreon.com').replace(/\/$/, ''),
      campaignId: env.PATREON_CAMPAIGN_ID ?? '',
      accessToken: env.PATREON_ACCESS_TOKEN ?? '',
      webhookSecret: env.PATREON_WEBHOOK_SECRET ?? '',
      pledgeUrl: env.PATREON_PLEDGE_URL ?? 'https://www.patreon.com/',
    },
    arkServersApiUrl: (env.ARKSERVERS_API_URL ?? 'https://ark-servers.net').replace(/\/$/, ''),
    deutscheArkServerApiUrl: (env.DEUTSCHE_ARKSERVER_API_URL ?? 'https://deutsche-arkserver.de').replace(
      /\/$/,
      '',
    ),
  };
}
