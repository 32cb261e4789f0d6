import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { notifications, servers } from '../../db/schema';
import { startFakeRcon } from '../../integrations/rcon/fake-server';
import { runRconMonitor } from './rcon-monitor';

let t: TestApp;
let rcon: Awaited<ReturnType<typeof startFakeRcon>>;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.now = () => new Date(clock);
  rcon = await startFakeRcon({ password: 'demo-rcon-pass' });
  // The Island answers; the other two demo servers point at a closed port
  await t.ctx.db
    .update(servers)
    .set({ ip: '127.0.0.1', rconPort: rcon.port })
    .where(eq(servers.name, 'The Island'));
  await t.ctx.db
    .update(servers)
    .set({ ip: '127.0.0.1', rconPort: 1 })
    .where(eq(servers.name, 'Scorched Earth'));
  await t.ctx.db.update(servers).set({ isEnabled: false }).where(eq(servers.name, 'The Center'));
});
afterAll(async () => {
  await rcon?.close();
  await t?.close();
});

const rconNotes = async () => (await t.ctx.db.select().from(notifications)).filter((n) => n.kind === 'rcon');

describe('RCON monitor', () => {
  it('notifies once after an hour of silence, and again only after the server came back', async () => {
    expect(await runRconMonitor(t.ctx)).toBe(0);
    clock += 30 * 60_000;
    expect(await runRconMonitor(t.ctx)).toBe(0);
    clock += 31 * 60_000;
    expect(await runRconMonitor(t.ctx)).toBe(1);
    const notes = await rconNotes();
    // owner, viewer and manager may view servers
    expect(notes).toHaveLength(3);
    expect(notes[0]!.message).toContain('Scorched Earth');
    clock += 60 * 60_000;
    expect(await runRconMonitor(t.ctx)).toBe(0);
    expect(await rconNotes()).toHaveLength(3);
    // it comes back, then goes away again: a new hour is needed (each check 10 minutes after the last)
    await t.ctx.db.update(servers).set({ rconPort: rcon.port }).where(eq(servers.name, 'Scorched Earth'));
    clock += 11 * 60_000;
    await runRconMonitor(t.ctx);
    await t.ctx.db.update(servers).set({ rconPort: 1 }).where(eq(servers.name, 'Scorched Earth'));
    clock += 11 * 60_000;
    await runRconMonitor(t.ctx);
    clock += 59 * 60_000;
    expect(await runRconMonitor(t.ctx)).toBe(0);
    clock += 11 * 60_000;
    expect(await runRconMonitor(t.ctx)).toBe(1);
  });

  it('checks a server only when due, and splits the due servers between two runs at once', async () => {
    const due = async () =>
      (
        await t.ctx.db
          .select({ at: servers.monitorDueAt })
          .from(servers)
          .where(eq(servers.name, 'The Island'))
      )[0]!.at;
    clock += 11 * 60_000;
    const before = rcon.commands.length;
    await runRconMonitor(t.ctx);
    // The Island was asked once and is due again 10 to 11 minutes later; a run before then asks nothing
    expect(rcon.commands.slice(before).filter((c) => c === 'ListPlayers')).toHaveLength(1);
    const next = (await due()).getTime() - clock;
    expect(next).toBeGreaterThanOrEqual(10 * 60_000);
    expect(next).toBeLessThanOrEqual(11 * 60_000);
    await runRconMonitor(t.ctx);
    clock += 9 * 60_000;
    await runRconMonitor(t.ctx);
    expect(rcon.commands.slice(before).filter((c) => c === 'ListPlayers')).toHaveLength(1);
    // 40 more servers due at once: two runs side by side (two jobs processes) ask each once
    const [island] = await t.ctx.db.select().from(servers).where(eq(servers.name, 'The Island'));
    await t.ctx.db.insert(servers).values(
      Array.from({ length: 40 }, (_, i) => ({
        botId: island!.botId,
        name: `Split ${i}`,
        ip: '127.0.0.1',
        rconPort: rcon.port,
        rconPassword: island!.rconPassword,
      })),
    );
    // (and The Island again: due 10 to 11 minutes after its last check)
    clock += 2 * 60_000;
    const mark = rcon.commands.length;
    await Promise.all([runRconMonitor(t.ctx), runRconMonitor(t.ctx)]);
    const asked = rcon.commands.slice(mark).filter((c) => c === 'ListPlayers');
    expect(asked).toHaveLength(41);
  });
});
