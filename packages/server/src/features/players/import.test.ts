import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { csvImportMessages, CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_ROWS, type ImportResult } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { insertPlayer } from '../../db/factories';
import { auditLog, creditHistory, players, webhookDeliveries, webhookEndpoints } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertPlayer(t.ctx.db, t.botId, {
    name: '=HYPERLINK("x")',
    discordId: '700000000000000001',
    credits: 40,
  });
  // names that begin with an apostrophe survive the export's formula guard and the import (docs/csv.md)
  await insertPlayer(t.ctx.db, t.botId, { name: "'=Rex", discordId: '700000000000000091' });
  await insertPlayer(t.ctx.db, t.botId, { name: "'Tick", discordId: '700000000000000092' });
});
afterAll(async () => t?.close());

const importCsv = (csv: string, more: Record<string, unknown> = {}, persona: 'owner' | 'viewer' = 'owner') =>
  t.call(persona, { method: 'POST', url: `/api/player/import/${t.botId}`, payload: { csv, ...more } });

/** Everything the import may change: players, credit history and audit rows of the instance. */
async function snapshot() {
  const rows = await t.ctx.db.select().from(players).where(eq(players.botId, t.botId)).orderBy(players.id);
  const [h] = await t.ctx.db
    .select({ n: count() })
    .from(creditHistory)
    .where(eq(creditHistory.botId, t.botId));
  const [a] = await t.ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.botId, t.botId));
  return { rows, history: Number(h!.n), audit: Number(a!.n) };
}

describe('players CSV import', () => {
  it('export then re-import: the dry run shows every exported player, unchanged, with no problems', async () => {
    const exported = await t.call('owner', { method: 'GET', url: `/api/player/export/${t.botId}` });
    // formula-like text is escaped in the export and comes back as written
    expect(exported.body).toContain(`"'=HYPERLINK(""x"")"`);
    const before = await snapshot();
    const res = await importCsv(exported.body);
    expect(res.statusCode).toBe(200);
    const result = res.json<ImportResult>();
    expect(result.rows.length).toBe(before.rows.length);
    expect(result.rows.filter((r) => r.problems.length)).toEqual([]);
    expect(result.rows.every((r) => r.action === 'unchanged' && r.changes.length === 0)).toBe(true);
    expect(result.rows.map((r) => r.key).sort()).toEqual(before.rows.map((p) => p.discordId).sort());
    expect(result.rows[0]!.line).toBe(2);
    expect(await snapshot()).toEqual(before);
  });

  it('a file with 3 bad lines: the 3 line numbers and messages, nothing changed, apply refused', async () => {
    const csv = [
      'discordId,name,discordName,credits,shopRanks',
      '700000000000000001,Renamed,Disc,100,',
      '12,Short Id,Disc,5,', // line 3: Discord ID too short
      '700000000000000002,New One,Disc,abc,', // line 4: credits not a number
      '700000000000000003,Other,Disc,5,No Such Rank', // line 5: unknown rank
      '700000000000000004,Fine,Disc,7,',
    ].join('\n');
    const before = await snapshot();
    const dry = (await importCsv(csv)).json<ImportResult>();
    expect(dry.rows.filter((r) => r.problems.length).map((r) => [r.line, r.problems])).toEqual([
      [3, [expect.stringMatching(/^discordId: /)]],
      [4, ['credits: Credits must be a whole number.']],
      [5, ['shopRanks: Shop rank "No Such Rank" not found.']],
    ]);
    expect(dry.rows[0]).toMatchObject({ line: 2, action: 'update' });
    expect(dry.rows[0]!.changes).toContain('credits: 40 → 100 (+60)');
    expect(dry.rows[4]).toMatchObject({ line: 6, action: 'create', problems: [] });
    const apply = await importCsv(csv, { dryRun: false });
    expect(apply.statusCode).toBe(400);
    expect(apply.json()).toMatchObject({
      message: csvImportMessages.notApplied,
      fields: { 'line 3': expect.any(String), 'line 4': expect.any(String), 'line 5': expect.any(String) },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('apply: creates, updates and adds credits with history rows and ONE audit row; viewers are refused', async () => {
    const csv =
      'discordId,name,discordName,credits\n700000000000000001,Renamed,Disc,15\n700000000000000009,Brand New,Disc,25\n';
    expect((await importCsv(csv, { dryRun: false }, 'viewer')).statusCode).toBe(403);
    const res = await importCsv(csv, { dryRun: false, credits: 'add' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ImportResult>()).toMatchObject({ applied: true, created: 1, updated: 1, problems: 0 });
    const [renamed] = await t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, t.botId), eq(players.discordId, '700000000000000001')));
    expect(renamed).toMatchObject({ name: 'Renamed', credits: 55 });
    const history = await t.ctx.db
      .select()
      .from(creditHistory)
      .where(eq(creditHistory.playerId, renamed!.id));
    expect(history.reduce((s, h) => s + h.amount, 0)).toBe(15); // the factory's 40 has no history row
    expect(history.at(-1)).toMatchObject({ amount: 15, balanceAfter: 55, reason: 'CSV import' });
    // no audit row per player: one for the import, with its summary (issue 36)
    const perPlayer = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(renamed!.id)));
    expect(perPlayer).toEqual([]);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, res.json<ImportResult>().auditId!));
    expect(audit).toMatchObject({
      botId: t.botId,
      entity: 'player',
      action: 'import',
      after: { lines: 2, created: 1, updated: 1, unchanged: 0, creditsAdded: 40, creditsTaken: 0 },
    });
  });

  it('apply writes in batches what the single routes write: balances, history, credits.changed events', async () => {
    const [hook] = await t.ctx.db
      .insert(webhookEndpoints)
      .values({
        botId: t.botId,
        url: 'https://hooks.example.com/x',
        events: ['credits.changed'],
        secret: t.ctx.secrets.encrypt('whsec_x'),
      })
      .returning();
    const csv =
      'discordId,name,discordName,credits\n700000000000000031,Batch One,Disc,30\n700000000000000032,Batch Two,Disc,0\n';
    const res = await importCsv(csv, { dryRun: false, credits: 'set' });
    expect(res.json<ImportResult>()).toMatchObject({ applied: true, created: 2 });
    const made = await t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, t.botId), eq(players.name, 'Batch One')));
    expect(made[0]).toMatchObject({ credits: 30, totalCreditsEarned: 30, discordName: 'Disc', roles: [] });
    const history = await t.ctx.db
      .select()
      .from(creditHistory)
      .where(eq(creditHistory.playerId, made[0]!.id));
    expect(history).toMatchObject([{ amount: 30, balanceAfter: 30, reason: 'CSV import' }]);
    const sent = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook!.id));
    // one event: the second line's balance stays 0
    expect(sent.map((d) => JSON.parse(d.body).data)).toEqual([
      {
        playerId: made[0]!.id,
        amount: 30,
        balanceAfter: 30,
        reason: 'CSV import',
        actor: expect.any(String),
        kind: 'import',
        refs: {},
      },
    ]);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, res.json<ImportResult>().auditId!));
    expect(audit.map((a) => [a.entity, a.action, a.after])).toEqual([
      [
        'player',
        'import',
        expect.objectContaining({ lines: 2, created: 2, creditsAdded: 30, creditsMode: 'set' }),
      ],
    ]);
    await t.ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, hook!.id));
  });

  it('apply is all-or-nothing when a line fails at apply time', async () => {
    // checked fine, then the balance falls before the apply: taking 50 would go below 0
    const victim = await insertPlayer(t.ctx.db, t.botId, { discordId: '700000000000000020', credits: 60 });
    const csv =
      'discordId,name,discordName,credits\n700000000000000021,First,Disc,10\n700000000000000020,Victim,Disc,-50\n';
    expect((await importCsv(csv, { credits: 'add' })).json<ImportResult>().problems).toBe(0);
    await t.ctx.db.update(players).set({ credits: 10 }).where(eq(players.id, victim.id));
    const before = await snapshot();
    const res = await importCsv(csv, { credits: 'add', dryRun: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'line 3': 'credits: Credits cannot go below 0.' });
    expect(await snapshot()).toEqual(before);
  });

  it('limits and bad files: clear 400s', async () => {
    const many =
      'discordId\n' +
      Array.from({ length: CSV_IMPORT_MAX_ROWS + 1 }, (_, i) => 800000000000000000n + BigInt(i)).join('\n');
    expect((await importCsv(many)).json()).toMatchObject({ message: csvImportMessages.tooManyRows });
    const big = 'discordId,name\n' + `1,${'x'.repeat(CSV_IMPORT_MAX_BYTES)}\n`;
    const large = await importCsv(big);
    expect([large.statusCode, large.json().message]).toEqual([400, csvImportMessages.tooLarge]);
    expect((await importCsv('')).json()).toMatchObject({ message: csvImportMessages.empty });
    const quote = await importCsv('discordId,name\n1,"open\n');
    expect(quote.statusCode).toBe(400);
    expect(quote.json().message).toMatch(/^The file is not valid CSV \(line 2\)/);
    expect((await importCsv('discordId,color\n1,red\n')).json().message).toMatch(/^Unknown column "color"/);
  });
});
