// `npm run admin -- doctor` as an operator runs it (the real scripts/admin.mjs in a child process) on a
// broken installation: every problem is named with its fix, and the exit code says it failed.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botInstances, servers } from '../src/db/schema';
import { demoDiscordData } from '../src/features/demo/discord-data';
import { startFakeDiscord, type FakeDiscordServer } from '../src/integrations/discord/fake-server';
import { startFakeRcon, type FakeRconServer } from '../src/integrations/rcon/fake-server';
import { admin } from './helpers/admin-cli';
import { testInstall } from './helpers/install';

let discord: FakeDiscordServer;
let game: FakeRconServer;
let install: Awaited<ReturnType<typeof testInstall>>;
let closedPort = 0;
const SECRET = 'd0c7'.repeat(16);
const data = demoDiscordData();

/** A port nothing listens on. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  data.clientId = 'doctor-app';
  data.clientSecret = 'right-secret';
  data.botToken = 'right-token';
  discord = await startFakeDiscord(data);
  game = await startFakeRcon({ password: 'right-rcon' });
  closedPort = await freePort();
  install = await testInstall({ SECRET_KEY: SECRET, DISCORD_API_URL: discord.url });
  const running = await install.start();
  try {
    const [bot] = await running.ctx.db
      .insert(botInstances)
      .values({ guildId: data.guilds[0]!.id, guildName: 'Doctor Guild', ownerId: '100000000000000001' })
      .returning();
    await running.ctx.db.insert(servers).values([
      {
        botId: bot!.id,
        name: 'Wrong Password',
        ip: game.host,
        rconPort: game.port,
        rconPassword: running.ctx.secrets.encrypt('not-the-password'),
      },
      {
        botId: bot!.id,
        name: 'Nobody Home',
        ip: '127.0.0.1',
        rconPort: closedPort,
        rconPassword: running.ctx.secrets.encrypt('right-rcon'),
      },
      {
        botId: bot!.id,
        name: 'Fine',
        ip: game.host,
        rconPort: game.port,
        rconPassword: running.ctx.secrets.encrypt('right-rcon'),
      },
    ]);
  } finally {
    await running.stop();
  }
}, 90_000);
afterAll(async () => {
  await install?.remove();
  await game?.close();
  await discord?.close();
});

const rowOf = (out: string, check: string) => out.split('\n').find((l) => l.startsWith(check)) ?? '';

describe('npm run admin -- doctor', () => {
  it('names every problem of a broken configuration with its fix, and exits 1', async () => {
    const r = await admin(
      {
        ...install.env,
        DISCORD_CLIENT_ID: 'doctor-app',
        DISCORD_CLIENT_SECRET: 'wrong-secret',
        DISCORD_BOT_TOKEN: 'wrong-token',
        PUBLIC_URL: `http://127.0.0.1:${closedPort}`,
        REDIS_URL: `redis://127.0.0.1:${closedPort}`,
      },
      ['doctor'],
    );
    const out = r.out;
    expect(r.code, out + r.err).toBe(1);
    expect(rowOf(out, 'settings')).toMatch(/ok/);
    expect(rowOf(out, 'migrations')).toMatch(/ok .*all \d+ applied/);
    expect(rowOf(out, 'secret key')).toMatch(/ok .*3 RCON passwords open/);
    expect(rowOf(out, 'Discord application')).toMatch(/FAIL .*refused DISCORD_CLIENT_ID doctor-app/);
    expect(rowOf(out, 'Discord bot')).toMatch(/FAIL .*refused DISCORD_BOT_TOKEN/);
    expect(rowOf(out, 'RCON Doctor Guild / Wrong Password')).toMatch(/FAIL/);
    expect(rowOf(out, 'RCON Doctor Guild / Nobody Home')).toMatch(/FAIL/);
    expect(rowOf(out, 'RCON Doctor Guild / Fine')).toMatch(/ok .*password accepted/);
    expect(rowOf(out, 'PUBLIC_URL')).toMatch(/FAIL .*does not reach/);
    expect(rowOf(out, 'Redis')).toMatch(/FAIL/);
    // a fix under each failure
    expect(out.match(/fix: /g)!.length).toBeGreaterThanOrEqual(6);
    expect(out).toContain("fix: Enter the server's RCON password");
    expect(out).toMatch(/6 failed/);
  }, 60_000);

  it('with the right Discord credentials they pass and the bot is found in the guild; a wrong key fails', async () => {
    const good = await admin(
      {
        ...install.env,
        DISCORD_CLIENT_ID: 'doctor-app',
        DISCORD_CLIENT_SECRET: 'right-secret',
        DISCORD_BOT_TOKEN: 'right-token',
      },
      ['doctor'],
    );
    expect(rowOf(good.out, 'Discord application'), good.out).toMatch(/ok .*accepted/);
    expect(rowOf(good.out, 'Discord bot')).toMatch(/ok .*application doctor-app/);
    expect(rowOf(good.out, 'Discord guilds')).toMatch(/ok .*all 1 instances/);

    const wrongKey = await admin({ ...install.env, SECRET_KEY: 'baad'.repeat(16) }, ['doctor']);
    expect(wrongKey.code).toBe(1);
    expect(rowOf(wrongKey.out, 'secret key')).toMatch(/FAIL .*fingerprint/);
  }, 60_000);

  it('a setting that does not parse is named, and the exit code is 1', async () => {
    const r = await admin({ ...install.env, PORT: 'eighty', BACKUP_KEEP: '0' }, ['doctor']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/settings +FAIL +PORT="eighty"/);
    expect(r.out).toMatch(/settings +FAIL +BACKUP_KEEP="0"/);
  });
});
