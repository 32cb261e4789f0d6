import { eq } from 'drizzle-orm';
import {
  csvImportMessages,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  kitInputSchema,
  messages,
  type KitInput,
} from '@asa/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { kits } from '../../db/schema';
import { readCsv, type CsvLine } from '../../lib/csv';
import { badRequest } from '../../lib/errors';
import { cellBoolean, cellList, cellNumber, changesOf, LineProblems, runImport } from '../../lib/csv-import';
import type { InstanceRow } from '../bots/repo';
import { limitsOf } from '../bots/service';
import { recordImportAudit } from '../audit/service';
import { itemGroupsCell, kitCsvColumns, refNames } from './export';
import { createKitInTx, toApiKit, updateKitInTx, type KitRow } from './service';

const known = new Set<string>(kitCsvColumns);
const numbers = ['price', 'sortingIndex', 'maxBuys'] as const;
const booleans = [
  'isEnabled',
  'isBuyable',
  'useBuyLimit',
  'useServerLimit',
  'useRoleLimit',
  'mustBeOnline',
] as const;
const texts = [
  'name',
  'description',
  'iconUrl',
  'kitType',
  'resetAt',
  'requiredDiscordRoleId',
  'channelId',
] as const;
/** The fields the preview compares (itemGroups as the export's cell). */
const compared = [
  ...texts,
  ...numbers,
  ...booleans,
  'serverIds',
  'serverGroups',
  'requiredRole',
  'items',
] as const;
const limits = { bytes: CSV_IMPORT_MAX_BYTES, rows: CSV_IMPORT_MAX_ROWS, ...csvImportMessages };

/** The item-groups cell: JSON `[{"name": "...", "items": ["command", ...]}]`. */
function itemGroupsOf(cell: string): KitInput['itemGroups'] {
  let value: unknown;
  try {
    value = JSON.parse(cell.trim() || '[]');
  } catch {
    throw new LineProblems(['itemGroups: Not valid JSON: use [{"name": "...", "items": ["command", ...]}].']);
  }
  const ok =
    Array.isArray(value) &&
    value.every(
      (g: { name?: unknown; items?: unknown }) =>
        g &&
        typeof g === 'object' &&
        (g.name === undefined || typeof g.name === 'string') &&
        Array.isArray(g.items) &&
        g.items.every((i) => typeof i === 'string'),
    );
  if (!ok) throw new LineProblems(['itemGroups: Use [{"name": "...", "items": ["command", ...]}].']);
  // a weight (random kits) is checked by the kit schema with the rest of the line
  return (value as { name?: string; items: string[]; weight?: number }[]).map((g, gi) => ({
    index: gi,
    name: g.name ?? '',
    items: g.items.map((command, ii) => ({ index: ii, command })),
    ...(g.weight !== undefined ? { weight: g.weight } : {}),
  }));
}

/**
 * Imports kits from CSV (the kits export's columns): a line is matched to a kit by its name (a new name
 * creates a kit); a present column sets the field, a missing one leaves it (a new kit takes the defaults
 * of POST /api/kit). Servers and the required shop rank are named as in the export. Every line goes through
 * the kit services of POST/PUT /api/kit (the spec's rules, the tier's kit and item limits, channel and role
 * checks), all in one transaction: a dry run or any refused line changes nothing; an apply writes ONE audit
 * row with the import's summary. Up to 100,000 lines (issue 36): the file is read as it streams in, the
 * instance's kits are read once, and what is known without the database (a duplicate name, an unknown
 * server or rank, a new kit past the tier's kit limit: at most 500 kits, so most of a huge file) is refused
 * in memory, without a savepoint; the event loop gets a turn every 10 lines.
 */
export async function importKits(
  ctx: AppContext,
  bot: InstanceRow,
  body: { csv: string | AsyncIterable<Buffer | string>; dryRun: boolean },
) {
  const { header, lines } = await readCsv(body.csv, limits);
  const unknown = header.filter((h) => !known.has(h));
  if (unknown.length)
    throw badRequest(
      `Unknown column "${unknown[0]}". Known columns: ${[...known].join(', ')}.`,
      Object.fromEntries(unknown.map((h) => [h, 'Unknown column'])),
    );
  if (!header.includes('name')) throw badRequest('The file needs a name column.');
  const names = await refNames(ctx.db, bot.id);
  const serverIds = new Map([...names.servers].map(([id, name]) => [name, id]));
  const rankIds = new Map([...names.ranks].map(([id, name]) => [name, id]));
  const has = (c: string) => header.includes(c);
  const firstLine = new Map<string, number>();
  const { numKits } = await limitsOf(ctx, bot);
  // the instance's kits by name, read once in the transaction (runImport's begin); a line's write updates it
  const byName = new Map<string, KitRow[]>();
  let kitCount = 0;
  const begin = async (tx: Tx) => {
    const all = await tx.select().from(kits).where(eq(kits.botId, bot.id));
    for (const k of all) byName.set(k.name, [...(byName.get(k.name) ?? []), k]);
    kitCount = all.length;
  };

  const pre = (l: CsvLine) => {
    const out: string[] = [];
    if (l.cellCount !== undefined)
      out.push(`The line has ${l.cellCount} cells; the header has ${header.length}.`);
    const name = l.cells.name!.trim();
    const seen = firstLine.get(name);
    if (name && seen !== undefined) out.push(`name: A kit of this name is on line ${seen}.`);
    else if (name) firstLine.set(name, l.line);
    for (const s of has('servers') ? cellList(l.cells.servers!) : [])
      if (!serverIds.has(s)) out.push(`servers: Server "${s}" not found.`);
    for (const c of booleans)
      if (has(c) && typeof cellBoolean(l.cells[c]!) === 'string' && l.cells[c]!.trim())
        out.push(`${c}: Use true or false.`);
    const rank = l.cells.requiredRank?.trim();
    if (rank && !rankIds.has(rank)) out.push(`requiredRank: Shop rank "${rank}" not found.`);
    // a new kit past the tier's limit (the file's earlier new kits count); createKitInTx checks it again
    if (!out.length && name && !byName.has(name)) {
      if (kitCount >= numKits) out.push(messages.kitLimitReached);
      else kitCount++;
    }
    return out;
  };

  const apply = async (tx: Tx, l: CsvLine) => {
    const name = l.cells.name!.trim();
    const matches = byName.get(name) ?? [];
    if (matches.length > 1)
      throw new LineProblems([`name: ${matches.length} kits are named "${name}"; rename all but one.`]);
    const existing = matches[0] ?? null;
    const input: Record<string, unknown> = existing ? { ...toApiKit(existing) } : {};
    for (const c of texts) if (has(c)) input[c] = l.cells[c];
    // an empty number or true/false cell leaves the field (a new kit: its default)
    for (const c of numbers) if (has(c) && l.cells[c]!.trim()) input[c] = cellNumber(l.cells[c]!);
    for (const c of booleans) if (has(c) && l.cells[c]!.trim()) input[c] = cellBoolean(l.cells[c]!);
    if (has('servers')) input.serverIds = cellList(l.cells.servers!).map((s) => serverIds.get(s)!);
    if (has('serverGroups')) input.serverGroups = cellList(l.cells.serverGroups!);
    if (has('requiredRank')) input.requiredRole = rankIds.get(l.cells.requiredRank!.trim()) ?? null;
    if (has('itemGroups')) input.itemGroups = itemGroupsOf(l.cells.itemGroups!);
    delete input.id;
    delete input.botId;
    const parsed = kitInputSchema.safeParse(input);
    if (!parsed.success)
      throw new LineProblems(parsed.error.issues.map((i) => `${i.path.join('.') || 'kit'}: ${i.message}`));
    const view = (k: KitRow) => ({ ...k, items: itemGroupsCell(k) });
    const before = existing ? view(existing) : null;
    const unchanged =
      before &&
      changesOf(before, view({ ...existing!, ...parsed.data } as KitRow), [...compared]).length === 0;
    const row = unchanged
      ? existing!
      : existing
        ? await updateKitInTx(ctx, tx, bot, existing, parsed.data, { audit: false })
        : await createKitInTx(ctx, tx, bot, parsed.data, { audit: false });
    if (name) byName.set(name, [row]);
    const changes = changesOf(before, view(row), [...compared]).map((c) =>
      c.startsWith('items:') ? c.replace(/^items:/, 'itemGroups:') : c,
    );
    return {
      key: name,
      name,
      action: !existing ? ('create' as const) : changes.length ? ('update' as const) : ('unchanged' as const),
      changes,
    };
  };

  return runImport(ctx.db, lines, {
    dryRun: body.dryRun,
    begin,
    pre,
    audit: (tx, answer) =>
      recordImportAudit(tx, {
        botId: bot.id,
        entity: 'kit',
        summary: {
          lines: answer.lines,
          created: answer.created,
          updated: answer.updated,
          unchanged: answer.unchanged,
        },
      }),
    apply,
    describe: (l) => ({ key: l.cells.name?.trim() ?? '', name: l.cells.name?.trim() ?? '' }),
    notApplied: csvImportMessages.notApplied,
  });
}
