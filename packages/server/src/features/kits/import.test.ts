import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { csvImportMessages, messages, type ImportResult } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { auditLog, kits, users } from '../../db/schema';

const OWNER_DISCORD_ID = '100000000000000001';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const importCsv = (csv: string, dryRun = true) =>
  t.call('owner', { method: 'POST', url: `/api/kit/import/${t.botId}`, payload: { csv, dryRun } });
const exportCsv = async () =>
  (await t.call('viewer', { method: 'GET', url: `/api/kit/export/${t.botId}` })).body;
async function snapshot() {
  const rows = await t.ctx.db.select().from(kits).where(eq(kits.botId, t.botId)).orderBy(kits.id);
  const [a] = await t.ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.botId, t.botId));
  return { rows, audit: Number(a!.n) };
}
const setTier = (tier: number) =>
  t.ctx.db.update(users).set({ tier }).where(eq(users.discordId, OWNER_DISCORD_ID));

describe('kits CSV export and import', () => {
  it('export: every kit with servers, rank and item groups; re-import dry run shows the same rows unchanged', async () => {
    const body = await exportCsv();
    expect(body.startsWith('\uFEFFid,name,description,price')).toBe(true);
    const rows = parse(body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    const before = await snapshot();
    expect(rows.map((r) => r.name)).toEqual(
      [...before.rows].sort((a, b) => a.sortingIndex - b.sortingIndex || a.id - b.id).map((k) => k.name),
    );
    expect(JSON.parse(rows[0]!.itemGroups!)[0].items.length).toBeGreaterThan(0);
    const dry = (await importCsv(body)).json<ImportResult>();
    expect(dry.rows.filter((r) => r.problems.length)).toEqual([]);
    expect(dry.rows.map((r) => [r.name, r.action, r.changes])).toEqual(
      rows.map((r) => [r.name, 'unchanged', []]),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('3 bad lines: their numbers and the spec messages; the good lines are previewed; nothing changes', async () => {
    const [first] = await t.ctx.db.select().from(kits).where(eq(kits.botId, t.botId)).limit(1);
    const csv = [
      'name,description,price,isEnabled,itemGroups',
      `${first!.name},New text,250,true,`,
      'Cheap,A kit,-5,true,[]', // line 3: price below 0
      'Broken,"Multi',
      'line description",10,maybe,[]', // line 4-5: a boolean that is not one (starts on line 4)
      'Nameless items,Text,10,true,{oops', // line 6: not JSON
      'Fresh,A new kit,30,false,"[{""name"":""G"",""items"":[""GiveItem 1""]}]"',
    ].join('\n');
    const before = await snapshot();
    const dry = (await importCsv(csv)).json<ImportResult>();
    expect(dry.rows.filter((r) => r.problems.length).map((r) => r.line)).toEqual([3, 4, 6]);
    expect(dry.rows.filter((r) => r.problems.length).map((r) => r.problems)).toEqual([
      [`price: ${messages.pricePositive}`],
      ['isEnabled: Use true or false.'],
      ['itemGroups: Not valid JSON: use [{"name": "...", "items": ["command", ...]}].'],
    ]);
    expect(dry.rows[0]).toMatchObject({ line: 2, action: 'update' });
    expect(dry.rows[0]!.changes).toEqual(
      expect.arrayContaining([
        'description: ' + JSON.stringify(first!.description) + ' → "New text"',
        `price: ${first!.price} → 250`,
      ]),
    );
    expect(dry.rows.at(-1)).toMatchObject({ line: 7, action: 'create', problems: [] });
    const apply = await importCsv(csv, false);
    expect(apply.statusCode).toBe(400);
    expect(Object.keys(apply.json().fields)).toEqual(['line 3', 'line 4', 'line 6']);
    expect(apply.json().message).toBe(csvImportMessages.notApplied);
    expect(await snapshot()).toEqual(before);
  });

  it("the tier's kit limit counts the file's new kits; apply is all-or-nothing", async () => {
    await setTier(0); // Free: 20 kits
    try {
      const have = (await snapshot()).rows.length;
      const room = 20 - have;
      const lines = Array.from({ length: room + 1 }, (_, i) => `Import ${i},Imported kit,${i},[]`);
      const csv = ['name,description,price,itemGroups', ...lines].join('\n');
      const before = await snapshot();
      const dry = (await importCsv(csv)).json<ImportResult>();
      expect(dry.rows.filter((r) => r.problems.length).map((r) => [r.line, r.problems])).toEqual([
        [room + 2, ['You have reached the maximum number of allowed kits.']],
      ]);
      expect((await importCsv(csv, false)).statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
      // without the last line everything fits and is applied at once, with ONE audit row (the summary)
      const fits = await importCsv(csv.split('\n').slice(0, -1).join('\n'), false);
      expect(fits.json<ImportResult>()).toMatchObject({ applied: true, created: room, problems: 0 });
      const after = await snapshot();
      expect(after.rows.length).toBe(20);
      expect(after.audit - before.audit).toBe(1);
    } finally {
      await setTier(5);
    }
  });

  it('a 20,000-line file sent as text/csv: lines past the kit limit refused in memory, the rest applied at once', async () => {
    await setTier(0); // Free: 20 kits
    try {
      const before = await snapshot();
      const room = 20 - before.rows.length;
      const lines = Array.from({ length: 20_000 }, (_, i) => `Streamed ${i},Streamed kit,${i + 1}`);
      const csv = ['name,description,price', ...lines].join('\n');
      const send = (dryRun: boolean, body = csv) =>
        t.call('owner', {
          method: 'POST',
          url: `/api/kit/import/${t.botId}?dryRun=${dryRun}`,
          headers: { 'content-type': 'text/csv; charset=utf-8' },
          payload: body,
        });
      const dry = (await send(true)).json<ImportResult>();
      expect(dry).toMatchObject({ lines: 20_000, created: room, problems: 20_000 - room });
      expect(dry.rows[0]).toMatchObject({ line: room + 2, problems: [messages.kitLimitReached] });
      const apply = await send(false);
      expect([apply.statusCode, apply.json().message]).toEqual([400, csvImportMessages.notApplied]);
      // the answer names the first 100 refused lines
      expect(apply.json().fields[`line ${room + 2}`]).toBe(messages.kitLimitReached);
      expect(await snapshot()).toEqual(before);
      const fits = await send(false, ['name,description,price', ...lines.slice(0, room)].join('\n'));
      expect(fits.json<ImportResult>()).toMatchObject({ applied: true, created: room, lines: room });
      expect((await snapshot()).audit).toBe(before.audit + 1);
    } finally {
      await setTier(5);
    }
  });

  it('refuses viewers and strangers', async () => {
    const csv = 'name,description\nX,Y\n';
    for (const persona of ['viewer', 'stranger'] as const)
      expect(
        (await t.call(persona, { method: 'POST', url: `/api/kit/import/${t.botId}`, payload: { csv } }))
          .statusCode,
      ).toBe(403);
    expect((await t.call('stranger', { method: 'GET', url: `/api/kit/export/${t.botId}` })).statusCode).toBe(
      403,
    );
  });
});
