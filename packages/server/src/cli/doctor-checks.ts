import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { migrationsFolder, pgliteMemorySettings, type Db } from '../db/client';
import * as schema from '../db/schema';
import { botInstances, servers } from '../db/schema';
import { acquireDataLock, DataDirLockedError } from '../lib/data-lock';
import { boxFor, deriveKey, keyFingerprint, readKeyRecord } from '../lib/secret-key';
import { RconClient } from '../integrations/rcon/client';
import { APP_VERSION } from '../lib/version';

/** One row of the doctor's table: what was checked, how it went, and for a failure how to fix it. */
export interface Finding {
  check: string;
  result: 'ok' | 'warn' | 'fail' | 'skip';
  detail: string;
  fix?: string;
}

// generous: a check that fails by timeout says "does not answer", which must not be the load of the machine
const TIMEOUT_MS = 10_000;

/** The database as the doctor reads it: opened without migrating (the server migrates at start). */
export interface DoctorDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const journal = () =>
  (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number; tag: string }[];
    }
  ).entries;

/** Connect, the lock (embedded) and the migrations: findings, and the database when it could be opened. */
export async function checkDatabase(config: Config): Promise<{ findings: Finding[]; db: DoctorDb | null }> {
  const findings: Finding[] = [];
  let opened: DoctorDb | null = null;
  let migrationsSchema = 'drizzle';
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      options: `-c search_path=${config.databaseSchema}`,
      max: 2,
      connectionTimeoutMillis: TIMEOUT_MS,
    });
    try {
      const { rows } = await pool.query<{ v: string }>('show server_version');
      findings.push({
        check: 'database',
        result: 'ok',
        detail: `PostgreSQL ${rows[0]?.v}, schema ${config.databaseSchema}`,
      });
      opened = { db: drizzlePg(pool, { schema }), kind: 'postgres', close: () => pool.end() };
      migrationsSchema = config.databaseSchema;
    } catch (err) {
      await pool.end().catch(() => undefined);
      findings.push({
        check: 'database',
        result: 'fail',
        detail: `PostgreSQL does not answer: ${(err as Error).message}`,
        fix: 'Check DATABASE_URL (host, port, user, password, database) and that PostgreSQL runs.',
      });
      return { findings, db: null };
    }
  } else {
    const dir = path.join(config.dataDir, 'pglite');
    if (!fs.existsSync(dir) || fs.readdirSync(dir).length === 0) {
      findings.push({
        check: 'database',
        result: 'warn',
        detail: `no embedded database in ${config.dataDir} yet`,
        fix: 'The first start creates it; check DATA_DIR if you expected data there.',
      });
      return { findings, db: null };
    }
    let release: () => void;
    try {
      release = await acquireDataLock(config.dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      findings.push({
        check: 'database lock',
        result: 'ok',
        detail: `held by the running server (PID ${err.holder?.pid ?? '?'}); database checks skipped`,
        fix: 'The embedded database serves one process: stop the server for the database checks.',
      });
      return { findings, db: null };
    }
    findings.push({
      check: 'database lock',
      result: 'ok',
      detail: `${config.dataDir} is free (no server running)`,
    });
    try {
      const client = await PGlite.create(dir, {
        extensions: { pg_trgm },
        startParams: [...PGlite.defaultStartParams, ...pgliteMemorySettings],
      });
      findings.push({ check: 'database', result: 'ok', detail: `embedded (PGlite) in ${dir}` });
      opened = {
        db: drizzlePglite(client, { schema }) as unknown as Db,
        kind: 'pglite',
        close: async () => {
          await client.close();
          release();
        },
      };
    } catch (err) {
      release();
      findings.push({
        check: 'database',
        result: 'fail',
        detail: `the embedded database does not open: ${(err as Error).message}`,
        fix: 'Restore the latest backup (npm run admin -- restore <file>).',
      });
      return { findings, db: null };
    }
  }
  try {
    const { rows } = await opened.db.execute<{ newest: string | null }>(
      sql.raw(`select max(created_at) as newest from "${migrationsSchema}"."__drizzle_migrations"`),
    );
    const newest = Number(rows[0]?.newest ?? 0);
    const pending = journal().filter((e) => e.when > newest);
    const known = Math.max(...journal().map((e) => e.when));
    findings.push(
      pending.length === 0
        ? {
            check: 'migrations',
            result: newest > known ? 'warn' : 'ok',
            detail:
              newest > known
                ? `the database has migrations newer than this build (${APP_VERSION}): it was used by a newer version`
                : `all ${journal().length} applied`,
            ...(newest > known
              ? { fix: 'Run the version the database was upgraded to (rollback: restore a backup).' }
              : {}),
          }
        : {
            check: 'migrations',
            result: 'warn',
            detail: `${pending.length} to apply: ${pending.map((e) => e.tag).join(', ')}`,
            fix: 'Take a backup, then start the server: it applies them at start.',
          },
    );
  } catch {
    findings.push({
      check: 'migrations',
      result: 'warn',
      detail: 'none applied yet (a new database)',
      fix: 'Start the server once: it creates the tables.',
    });
  }
  return { findings, db: opened };
}

/** SECRET_KEY against the key the database was first started with, and the stored RCON passwords opened. */
export async function checkSecretKey(config: Config, db: Db): Promise<Finding[]> {
  const record = await readKeyRecord(db).catch(() => null);
  if (!record) return [{ check: 'secret key', result: 'skip', detail: 'the database has no key record yet' }];
  const key = await deriveKey(config.secretKey, record.salt, config.dataDir);
  if (keyFingerprint(key) !== record.fingerprint)
    return [
      {
        check: 'secret key',
        result: 'fail',
        detail: `SECRET_KEY has fingerprint ${keyFingerprint(key)}, the database ${record.fingerprint}`,
        fix: 'Set the SECRET_KEY this database was made with (or the one of the backup it was restored from).',
      },
    ];
  const box = boxFor(config.secretKey, key);
  const rows = await db.select({ password: servers.rconPassword }).from(servers);
  const unreadable = rows.filter((r) => {
    try {
      box.decrypt(r.password);
      return false;
    } catch {
      return true;
    }
  }).length;
  return [
    {
      check: 'secret key',
      result: unreadable ? 'fail' : 'ok',
      detail: unreadable
        ? `${unreadable} of ${rows.length} stored RCON passwords do not open with it`
        : `matches the database (fingerprint ${record.fingerprint}); ${rows.length} RCON passwords open`,
      ...(unreadable ? { fix: 'Those servers need their RCON password entered again (Servers page).' } : {}),
    },
  ];
}

async function discordFetch(config: Config, p: string, init: RequestInit = {}) {
  return fetch(config.discord.apiUrl + p, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
}

/** The application id and secret (a client-credentials token request) and the bot token, against DISCORD_API_URL. */
export async function checkDiscord(config: Config, db: Db | null): Promise<Finding[]> {
  const { clientId, clientSecret, botToken, apiUrl } = config.discord;
  const out: Finding[] = [];
  if (!clientId) {
    out.push({
      check: 'Discord application',
      result: config.production ? 'fail' : 'skip',
      detail: 'DISCORD_CLIENT_ID is not set (demo logins only)',
      fix: 'Set DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET from the Discord developer portal (OAuth2).',
    });
  } else {
    try {
      const res = await discordFetch(config, '/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          scope: 'identify',
          client_id: clientId,
          client_secret: clientSecret,
        }).toString(),
      });
      await res.body?.cancel();
      out.push(
        res.status === 401
          ? {
              check: 'Discord application',
              result: 'fail',
              detail: `Discord refused DISCORD_CLIENT_ID ${clientId} with this DISCORD_CLIENT_SECRET (401)`,
              fix: 'Copy the client id and a new client secret from the developer portal (OAuth2 page).',
            }
          : { check: 'Discord application', result: 'ok', detail: `id ${clientId} and secret accepted` },
      );
    } catch (err) {
      out.push({
        check: 'Discord application',
        result: 'fail',
        detail: `${apiUrl} does not answer: ${(err as Error).message}`,
        fix: 'Check the network (and DISCORD_API_URL, normally https://discord.com/api/v10).',
      });
    }
  }
  if (!botToken) {
    out.push({
      check: 'Discord bot',
      result: 'skip',
      detail: 'DISCORD_BOT_TOKEN is not set (no Discord bot)',
    });
    return out;
  }
  try {
    const auth = { authorization: `Bot ${botToken}` };
    const app = await discordFetch(config, '/applications/@me', { headers: auth });
    if (app.status === 401) {
      await app.body?.cancel();
      out.push({
        check: 'Discord bot',
        result: 'fail',
        detail: 'Discord refused DISCORD_BOT_TOKEN (401)',
        fix: 'Reset the token on the Bot page of the developer portal and set DISCORD_BOT_TOKEN.',
      });
      return out;
    }
    if (!app.ok) {
      await app.body?.cancel();
      out.push({
        check: 'Discord bot',
        result: 'fail',
        detail: `Discord answered ${app.status} to the bot token`,
        fix: 'Check DISCORD_BOT_TOKEN and DISCORD_API_URL; try again later if Discord has trouble.',
      });
      return out;
    }
    const appBody = (await app.json().catch(() => ({}))) as { id?: string };
    if (clientId && appBody.id && appBody.id !== clientId)
      out.push({
        check: 'Discord bot',
        result: 'fail',
        detail: `the bot token belongs to application ${appBody.id}, DISCORD_CLIENT_ID is ${clientId}`,
        fix: 'Use the bot token and the client id of the same application.',
      });
    else
      out.push({
        check: 'Discord bot',
        result: 'ok',
        detail: `token accepted (application ${appBody.id ?? '?'})`,
      });
    if (!db) return out;
    const guildsRes = await discordFetch(config, '/users/@me/guilds?limit=200', { headers: auth });
    const guilds = guildsRes.ok ? ((await guildsRes.json()) as { id: string }[]) : [];
    const inGuild = new Set(guilds.map((g) => g.id));
    const instances = await db
      .select({ guildId: botInstances.guildId, name: botInstances.guildName })
      .from(botInstances)
      .where(eq(botInstances.isActive, true));
    const missing = instances.filter((i) => !inGuild.has(i.guildId));
    out.push(
      missing.length === 0
        ? {
            check: 'Discord guilds',
            result: 'ok',
            detail: `the bot is in all ${instances.length} instances' guilds`,
          }
        : {
            check: 'Discord guilds',
            result: 'warn',
            detail: `the bot is not in ${missing.length} of ${instances.length} instances' guilds: ${missing
              .slice(0, 5)
              .map((m) => `${m.name || '?'} (${m.guildId})`)
              .join(', ')}${missing.length > 5 ? ', ...' : ''}`,
            fix: "Invite the bot again from each instance's dashboard (or remove instances of guilds you left).",
          },
    );
  } catch (err) {
    out.push({
      check: 'Discord bot',
      result: 'fail',
      detail: `${apiUrl} does not answer: ${(err as Error).message}`,
      fix: 'Check the network (and DISCORD_API_URL).',
    });
  }
  return out;
}

/** Every game server of every active instance: TCP reachable and the RCON password accepted. */
export async function checkRcon(config: Config, db: Db): Promise<Finding[]> {
  const record = await readKeyRecord(db).catch(() => null);
  const box = record
    ? boxFor(config.secretKey, await deriveKey(config.secretKey, record.salt, config.dataDir))
    : null;
  const rows = await db
    .select({ guild: botInstances.guildName, guildId: botInstances.guildId, server: servers })
    .from(servers)
    .innerJoin(botInstances, eq(botInstances.id, servers.botId))
    .where(eq(botInstances.isActive, true))
    .orderBy(servers.botId, servers.id);
  if (!rows.length) return [{ check: 'RCON', result: 'skip', detail: 'no game servers yet' }];
  return Promise.all(
    rows.map(async ({ guild, guildId, server }): Promise<Finding> => {
      const check = `RCON ${guild || guildId} / ${server.name}`;
      let password: string;
      try {
        password = box ? box.decrypt(server.rconPassword) : '';
      } catch {
        return {
          check,
          result: 'fail',
          detail: 'stored password does not open with SECRET_KEY',
          fix: 'See "secret key".',
        };
      }
      try {
        const client = await RconClient.connect({
          host: server.ip,
          port: server.rconPort,
          password,
          connectTimeoutMs: TIMEOUT_MS,
          allowPrivateTargets: config.allowPrivateTargets,
        });
        await client.close();
        return { check, result: 'ok', detail: `${server.ip}:${server.rconPort} answers, password accepted` };
      } catch (err) {
        const e = err as { code?: string; message: string };
        return {
          check,
          result: 'fail',
          detail: `${server.ip}:${server.rconPort}: ${e.message}`,
          fix:
            e.code === 'AUTH_FAILED'
              ? "Enter the server's RCON password (ServerAdminPassword) again on the Servers page."
              : 'Check the address and RCON port (RCONEnabled=True, RCONPort) and the firewall of the game server.',
        };
      }
    }),
  );
}

/**
 * PUBLIC_URL reaches this installation, and through the proxy it is seen as the URL's scheme and host
 * (GET /healthz/request answers what the server saw: X-Forwarded-Proto / Host trusted per TRUST_PROXY).
 */
export async function checkPublicUrl(config: Config): Promise<Finding[]> {
  const url = new URL(config.publicUrl);
  let seen: { protocol: string; host: string; version: string };
  try {
    const res = await fetch(new URL('/healthz/request', url), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    seen = (await res.json()) as typeof seen;
  } catch (err) {
    return [
      {
        check: 'PUBLIC_URL',
        result: 'fail',
        detail: `${config.publicUrl} does not reach this product: ${(err as Error).message}`,
        fix: 'Start the server; check DNS, the proxy (it must pass requests to HOST:PORT) and PUBLIC_URL.',
      },
    ];
  }
  const out: Finding[] = [
    {
      check: 'PUBLIC_URL',
      result: seen.version === APP_VERSION ? 'ok' : 'warn',
      detail:
        seen.version === APP_VERSION
          ? `${config.publicUrl} answers (version ${seen.version})`
          : `${config.publicUrl} answers with version ${seen.version}, this installation is ${APP_VERSION}`,
      ...(seen.version === APP_VERSION ? {} : { fix: 'Restart the server after the upgrade.' }),
    },
  ];
  const wantProto = url.protocol.replace(':', '');
  out.push(
    seen.protocol === wantProto && seen.host === url.host
      ? { check: 'proxy headers', result: 'ok', detail: `seen as ${seen.protocol}://${seen.host}` }
      : {
          check: 'proxy headers',
          result: 'fail',
          detail: `a request to ${config.publicUrl} is seen by the server as ${seen.protocol}://${seen.host}`,
          fix:
            seen.protocol !== wantProto
              ? 'The proxy must send X-Forwarded-Proto and TRUST_PROXY must name its address (docs/operations.md "TLS").'
              : 'The proxy must pass the Host header (nginx: proxy_set_header Host $host).',
        },
  );
  return out;
}

export async function checkRedis(config: Config): Promise<Finding[]> {
  if (!config.redisUrl)
    return [
      {
        check: 'Redis',
        result: config.databaseUrl ? 'warn' : 'skip',
        detail: 'REDIS_URL is not set: rate limits are counted per process',
        ...(config.databaseUrl
          ? { fix: 'With several API processes set REDIS_URL (docs/deployment.md).' }
          : {}),
      },
    ];
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: TIMEOUT_MS,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const pong = await redis.ping();
    return [{ check: 'Redis', result: 'ok', detail: `${pong} from ${new URL(config.redisUrl).host}` }];
  } catch (err) {
    return [
      {
        check: 'Redis',
        result: 'fail',
        detail: `${new URL(config.redisUrl).host}: ${(err as Error).message}`,
        fix: 'Check REDIS_URL (host, port, password) and that Redis runs.',
      },
    ];
  } finally {
    redis.disconnect();
  }
}
