import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { baseUrl, launch, openAs, shot } from '../support/browser';
import { axeScan } from '../support/a11y';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('CSV in and out', () => {
  it('Players: export, re-import: the dry run shows the same rows unchanged; a changed name is applied', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/players');
    await p.getByRole('heading', { name: 'Players', level: 1 }).waitFor();
    // the list's secondary actions are in its toolbar's "More actions" menu
    await p.getByRole('button', { name: 'More actions' }).click();
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('menuitem', { name: 'Export CSV' }).click(),
    ]);
    const file = (await download.path())!;
    const text = fs.readFileSync(file, 'utf8');
    const exported = parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(exported.length).toBeGreaterThan(3);

    await p.getByRole('button', { name: 'More actions' }).click();
    await p.getByRole('menuitem', { name: 'Import CSV' }).click();
    const dialog = p.getByRole('dialog', { name: 'Import players' });
    await dialog.getByLabel('CSV file').setInputFiles(file);
    const status = dialog.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toBe(
      `${exported.length} lines: 0 new, 0 changed, ${exported.length} unchanged. Nothing is changed until you click Apply.`,
    );
    const table = dialog.getByRole('table', { name: 'Import preview' });
    const firstPage = exported.slice(0, 50);
    // each exported player is a row of the preview, by its line in the file, with no change and no problem
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(firstPage.length + 1);
    for (const [i, pl] of firstPage.entries()) {
      expect(
        await rows
          .nth(i + 1)
          .getByRole('cell')
          .allTextContents(),
      ).toEqual([String(i + 2), pl.discordId, pl.name, 'No change', '']);
    }
    expect(await dialog.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    // the result as a file: the summary line, the header and a line per player
    const [summary] = await Promise.all([
      p.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download summary' }).click(),
    ]);
    const summaryRows = parse(fs.readFileSync((await summary.path())!, 'utf8'), {
      relax_column_count: true,
    }) as string[][];
    expect(summaryRows[0]![0]).toContain(`${exported.length} lines: 0 new, 0 changed`);
    expect(summaryRows[1]).toEqual(['Line', 'Discord ID', 'Name', 'Action', 'Changes or problems']);
    expect(summaryRows.slice(2).map((r) => r[1])).toEqual(exported.map((e) => e.discordId));
    const hits = await axeScan(p, 'csv-import', undefined, '[role="dialog"]');
    expect(hits.filter((h) => h.impact === 'serious' || h.impact === 'critical')).toEqual([]);
    await shot(p, 'csv-import-preview');

    // the same file with one name changed: one change, applied on Apply (a demo player no other browser test
    // looks for by name: the tests of one worker share its server)
    const at = exported.findIndex((e) => e.name === 'Argy Ace');
    expect(at).toBeGreaterThanOrEqual(0);
    const target = exported[at]!;
    const changed = text.replace(`,${target.name},`, `,${target.name} Renamed,`);
    fs.writeFileSync(file, changed);
    await dialog.getByLabel('CSV file').setInputFiles(file);
    // at least that one: the demo's background (its player's in-game "+buy" every 4 minutes, passive income)
    // may have changed another player's credits since the export, a real difference the preview shows too
    await status.filter({ hasText: / [1-9]\d* changed/ }).waitFor({ timeout: 40_000 });
    // no line has a problem, so the preview is in file order
    expect(
      await rows
        .nth(at + 1)
        .getByRole('cell')
        .nth(4)
        .textContent(),
    ).toContain(`name: "${target.name}" → "${target.name} Renamed"`);
    // the toast shows for 2 s (SPEC), from when the dialog starts closing: watched from the click on
    const imported = p.getByText(/^Imported: 0 new, [1-9]\d* changed\./).waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await Promise.all([imported, dialog.waitFor({ state: 'detached' })]);
    await p.getByLabel('Search').fill(`${target.name} Renamed`);
    await p.getByRole('gridcell', { name: `${target.name} Renamed`, exact: true }).waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
