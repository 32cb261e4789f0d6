import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { createRuntime, type Runtime, loadConfig, DEMO_GUILD_ID, demoPersonas } from '@asa/server';
import { botInstances, kits, servers, shopRanks, players, users } from '@asa/server/db';
import {
  createSession,
  demoChannels,
  demoDiscordData,
  seedDemo,
  startFakeDiscord,
  startFakeRcon,
} from '@asa/server/testing';
import { startFakeGateway } from '../helpers/fake-gateway';

const root = path.resolve(import.meta.dirname, '../../../..');
export const RCON_PASS = 'cluster-pass';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface ClusterProcess {
  name: string;
  role: 'api' | 'bot' | 'jobs';
  url: string;
  child: ChildProcess;
  output: string[];
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * The many-process topology on one PostgreSQL database (docs/deployment.md, "hosted, many guilds"): two
 * API processes, one Discord bot process and one jobs process, each started as `npm start` starts it
 * (packages/bot/src/serve.ts with PROCESS_ROLE), against local fakes: Discord REST + gateway and an RCON
 * game server. The demo instance is seeded with a kit on a working server and one whose server is down.
 */
export async function startCluster(opts: {
  databaseUrl: string;
  env?: Record<string, string>;
  quiet?: boolean;
  /** How many API processes (default 2) and whether the bot and jobs processes run (default yes). */
  apis?: number;
  botAndJobs?: boolean;
  /** Changes to the database before the processes start (e.g. a benchmark's players). */
  prepare?: (ctx: Runtime['ctx'], data: ReturnType<typeof demoDiscordData>) => Promise<void>;
}) {
  const schema = `cluster_${crypto.randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-cluster-'));
  const data = demoDiscordData();
  data.botToken = 'cluster-bot-token';
  data.clientId = '1300000000000000042';
  data.clientSecret = 'cluster-secret';
  const discord = await startFakeDiscord(data);
  const gateway = await startFakeGateway(data, discord.bot);
  const rcon = await startFakeRcon({ password: RCON_PASS });
  // a game server that refuses every command (an ARK error answer): its deliveries fail and are refunded
  const refusing = await startFakeRcon({ password: RCON_PASS, failAll: 'Permission denied' });
  const secretKey = crypto.randomBytes(32).toString('hex');
  const env: Record<string, string> = {
    DATABASE_URL: opts.databaseUrl,
    DATABASE_SCHEMA: schema,
    DATA_DIR: dataDir,
    SECRET_KEY: secretKey,
    DEMO_MODE: 'false',
    NODE_ENV: '',
    HOST: '127.0.0.1',
    DISCORD_API_URL: discord.url,
    DISCORD_CLIENT_ID: data.clientId,
    DISCORD_CLIENT_SECRET: data.clientSecret,
    DISCORD_BOT_TOKEN: data.botToken,
    BOT_SHARDS: '1',
    LOG_LEVEL: 'warn',
    SHUTDOWN_TIMEOUT_SECONDS: '10',
    ...opts.env,
  };

  // the database as an operator would have it: migrated, demo instance seeded (this runtime only inspects)
  const runtime: Runtime = await createRuntime(loadConfig({ ...env, PORT: '1' }));
  const { ctx } = runtime;
  await seedDemo(ctx);
  const [bot] = await ctx.db.select().from(botInstances).where(eq(botInstances.guildId, DEMO_GUILD_ID));
  const botId = bot!.id;
  await ctx.db.update(servers).set({ isEnabled: false }).where(eq(servers.botId, botId));
  const [up, down] = await ctx.db
    .insert(servers)
    .values([
      {
        botId,
        name: 'Cluster Island',
        ip: '127.0.0.1',
        rconPort: rcon.port,
        rconPassword: ctx.secrets.encrypt(RCON_PASS),
      },
      {
        botId,
        name: 'Cluster Down',
        ip: '127.0.0.1',
        rconPort: refusing.port,
        rconPassword: ctx.secrets.encrypt(RCON_PASS),
      },
    ])
    .returning();
  const [kit] = await ctx.db
    .insert(kits)
    .values({
      botId,
      name: 'Cluster Kit',
      description: 'One item',
      price: 10,
      channelId: demoChannels.shop,
      // this test is about processes; buyer presence (must be online) is tested in the shop engine's queue tests
      mustBeOnline: false,
      itemGroups: [
        { index: 0, name: 'Items', items: [{ index: 0, command: 'GiveItemToPlayer {eos_id} Item 1 0 0' }] },
      ],
    })
    .returning();
  const personaUser = async (persona: keyof typeof demoPersonas) =>
    (await ctx.db.select().from(users).where(eq(users.discordId, demoPersonas[persona].discordId)))[0]!;
  const tokens = {
    owner: await createSession(ctx, (await personaUser('owner')).id),
    /** A second owner session, for the revocation check. */
    ownerOther: await createSession(ctx, (await personaUser('owner')).id),
    manager: await createSession(ctx, (await personaUser('manager')).id),
    player: await createSession(ctx, (await personaUser('player')).id),
  };
  const [player] = await ctx.db
    .update(players)
    .set({ credits: 100_000 })
    .where(and(eq(players.botId, botId), eq(players.discordId, demoPersonas.player.discordId)))
    .returning();
  const passive = await ctx.db.select().from(shopRanks).where(eq(shopRanks.botId, botId));

  await opts.prepare?.(ctx, data);
  const processes: ClusterProcess[] = [];
  const launch = async (name: string, role: ClusterProcess['role']) => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/bot/src/serve.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PROCESS_ROLE: role,
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const keep = (prefix: string) => (chunk: Buffer) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        output.push(line);
        if (!opts.quiet) console.log(`[${name}] ${prefix}${line}`);
      }
    };
    child.stdout!.on('data', keep(''));
    child.stderr!.on('data', keep('! '));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const p: ClusterProcess = { name, role, url: `http://127.0.0.1:${port}`, child, output, exited };
    processes.push(p);
    return p;
  };
  const apis: ClusterProcess[] = [];
  for (let i = 1; i <= (opts.apis ?? 2); i++) apis.push(await launch(`api-${i}`, 'api'));
  const botProcess = opts.botAndJobs === false ? null : await launch('bot', 'bot');
  const jobs = opts.botAndJobs === false ? null : await launch('jobs', 'jobs');

  /** Resolves once every process (or the given ones) answers /readyz with 200. */
  const ready = async (timeoutMs = 120_000, which: ClusterProcess[] = processes) => {
    const until = Date.now() + timeoutMs;
    for (const p of which) {
      for (;;) {
        const code = p.child.exitCode;
        if (code !== null) throw new Error(`${p.name} exited with ${code}:\n${p.output.join('\n')}`);
        const ok = await fetch(`${p.url}/readyz`)
          .then((r) => r.status === 200)
          .catch(() => false);
        if (ok) break;
        if (Date.now() > until) throw new Error(`${p.name} not ready:\n${p.output.join('\n')}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  };

  return {
    schema,
    env,
    ctx,
    botId,
    kitId: kit!.id,
    serverUp: up!.id,
    serverDown: down!.id,
    playerId: player!.id,
    ranks: passive,
    tokens,
    data,
    discord,
    gateway,
    rcon,
    processes,
    api: apis,
    bot: botProcess,
    jobs,
    ready,
    /** Starts one more process (e.g. a bot replacing a crashed one). */
    launch,
    /** SIGTERM to every process; answers each exit code and how long the slowest took. */
    async stop() {
      const t0 = Date.now();
      for (const p of processes)
        if (p.child.exitCode === null && !p.child.signalCode) p.child.kill('SIGTERM');
      const codes = await Promise.all(processes.map((p) => p.exited));
      return { codes: Object.fromEntries(processes.map((p, i) => [p.name, codes[i]])), ms: Date.now() - t0 };
    },
    async close() {
      for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL');
      await ctx.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`)).catch(() => undefined);
      await runtime.close();
      await gateway.close();
      await discord.close();
      await rcon.close();
      await refusing.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
