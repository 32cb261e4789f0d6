import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MASKED_PASSWORD } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { kv, servers } from '../../db/schema';
import { startFakeRcon, type FakeRconServer } from '../../integrations/rcon/fake-server';
import { rconTestedKey, rconTestMessages } from './service';

const PASSWORD = 'fake-rcon-secret';
let t: TestApp;
let game: FakeRconServer;
let serverId: number;

beforeAll(async () => {
  t = await createTestApp();
  game = await startFakeRcon({ password: PASSWORD, players: 12 });
  // point the first demo server at the fake game server, with its password stored encrypted
  const [first] = await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId)).limit(1);
  serverId = first!.id;
  await t.ctx.db
    .update(servers)
    .set({ ip: game.host, rconPort: game.port, rconPassword: t.ctx.secrets.encrypt(PASSWORD) })
    .where(eq(servers.id, serverId));
});
afterAll(async () => {
  await game?.close();
  await t?.close();
});

const test = (persona: Parameters<TestApp['call']>[0], payload: Record<string, unknown>) =>
  t.call(persona, { method: 'POST', url: '/api/rcon/test', payload: { botId: t.botId, ...payload } });

describe('POST /api/rcon/test', () => {
  it('succeeds with the right password and runs only a harmless command', async () => {
    const tested = () =>
      t.ctx.db
        .select()
        .from(kv)
        .where(eq(kv.key, rconTestedKey(t.botId)));
    expect(await tested()).toEqual([]);
    const before = game.commands.length;
    const res = await test('owner', { host: game.host, port: game.port, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'RCON test has been succesful!' });
    expect(game.commands.slice(before)).toEqual(['ListPlayers']);
    // the Overview's onboarding checklist counts the instance's RCON as tested
    expect(await tested()).toHaveLength(1);
  });

  it("answers the client's message for a wrong password", async () => {
    const res = await test('owner', { host: game.host, port: game.port, password: 'not-the-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      message: 'Authentication failed. Check the RCON password.',
    });
  });

  it('answers "Connection refused" when nothing listens', async () => {
    const srv = net.createServer();
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
    const { port } = srv.address() as net.AddressInfo;
    await new Promise<void>((r) => srv.close(() => r()));
    const res = await test('owner', { host: '127.0.0.1', port, password: PASSWORD });
    expect(res.json()).toEqual({ success: false, message: 'Connection refused' });
  });

  it('uses the stored password for the masked one with a serverId, and never sends it back', async () => {
    const res = await test('manager', {
      host: game.host,
      port: game.port,
      password: MASKED_PASSWORD,
      serverId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'RCON test has been succesful!' });
    expect(res.body).not.toContain(PASSWORD);
  });

  it('does not send the stored password to another host or port', async () => {
    const other = await startFakeRcon({ password: PASSWORD });
    try {
      const res = await test('owner', {
        host: other.host,
        port: other.port,
        password: MASKED_PASSWORD,
        serverId,
      });
      expect(res.json()).toEqual({
        success: false,
        message: 'Enter the RCON password to test a changed host or port.',
      });
      expect(other.connections).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('asks for the password when the mask comes without a serverId', async () => {
    const before = game.connections;
    const res = await test('owner', { host: game.host, port: game.port, password: MASKED_PASSWORD });
    expect(res.json()).toEqual({
      success: false,
      message: 'Enter the RCON password to test the connection.',
    });
    expect(game.connections).toBe(before);
  });

  it("answers 'Unknown error' when the failure has no message (undecryptable stored password)", async () => {
    const [row] = await t.ctx.db.select().from(servers).where(eq(servers.id, serverId));
    await t.ctx.db
      .update(servers)
      .set({ rconPassword: 'not-an-encrypted-value' })
      .where(eq(servers.id, serverId));
    try {
      const res = await test('owner', {
        host: game.host,
        port: game.port,
        password: MASKED_PASSWORD,
        serverId,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: false, message: 'Unknown error' });
    } finally {
      await t.ctx.db.update(servers).set({ rconPassword: row!.rconPassword }).where(eq(servers.id, serverId));
    }
  });

  it('keeps viewers, strangers and anonymous callers out', async () => {
    const payload = { host: game.host, port: game.port, password: MASKED_PASSWORD, serverId };
    expect((await test('viewer', payload)).statusCode).toBe(403);
    expect((await test('stranger', payload)).statusCode).toBe(403);
    expect(
      (await test('anonymous', { host: game.host, port: game.port, password: PASSWORD })).statusCode,
    ).toBe(401);
    const missing = await test('owner', { ...payload, serverId: 999999 });
    expect(missing.statusCode).toBe(404);
    expect((await test('owner', { ...payload, botId: 999999 })).statusCode).toBe(404);
  });

  it('gives managers one generic failure answer (no port scan, no password oracle)', async () => {
    const wrong = await test('manager', { host: game.host, port: game.port, password: 'not-the-password' });
    const closed = await test('manager', { host: '127.0.0.1', port: 1, password: PASSWORD });
    expect(wrong.json()).toEqual({ success: false, message: rconTestMessages.failed });
    expect(closed.json()).toEqual(wrong.json());
  });

  it('refuses a server of another instance', async () => {
    const other = await t.call('owner', {
      method: 'POST',
      url: '/api/rcon/test',
      payload: { botId: 999999, host: game.host, port: game.port, password: MASKED_PASSWORD, serverId },
    });
    expect(other.statusCode).toBe(404);
  });

  it('rejects ports outside 1..65535 and bad hosts with the spec messages', async () => {
    for (const port of [0, 65536]) {
      const res = await test('owner', { host: game.host, port, password: PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.port).toBe('Game port must be a valid port between 1 and 65535');
    }
    const bad = await test('owner', { host: 'http://x/y', port: 27020, password: PASSWORD });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.host).toBe('Host must be either an IP adress or a domain name');
  });
});
