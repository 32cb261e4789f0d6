import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  csvImportMessages,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  playerInputSchema,
  type CreditImportMode,
  type ImportRow,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { players, shopRanks } from '../../db/schema';
import { readCsv, type CsvLine } from '../../lib/csv';
import { badRequest } from '../../lib/errors';
import {
  cellList,
  changesOf,
  importResult,
  IMPORT_BATCH,
  LineProblems,
  nextTurn,
  problemsOfLine,
  type LineOutcome,
} from '../../lib/csv-import';
import { recordImportAudit } from '../audit/service';
import { balanceAfter } from './ledger';
import { rowsPerStatement, writePlans, type LinePlan } from './import-writes';
import {
  columns,
  lockPlayerWrites,
  playerMessages,
  playersChanged,
  type PlayerFields,
  type PlayerRow,
} from './service';

/** The columns a players file may have: the export's; id, totalCreditsEarned, createdAt and lastActiveAt are read-only. */
const profileColumns = [
  'name',
  'discordId',
  'discordName',
  'steamId',
  'eosId',
  'deutscheArkServerUser',
] as const;
const readOnly = ['id', 'totalCreditsEarned', 'createdAt', 'lastActiveAt'];
const known = new Set<string>([...profileColumns, 'credits', 'shopRanks', ...readOnly]);
export const CSV_IMPORT_REASON = 'CSV import';

const limits = {
  bytes: CSV_IMPORT_MAX_BYTES,
  rows: CSV_IMPORT_MAX_ROWS,
  ...csvImportMessages,
};

/**
 * Imports players and credits from CSV (the players export's columns): a line is matched to a player by
 * its Discord ID (a new one creates a player); a column that is present sets the field (an empty cell
 * clears an optional one), a missing column leaves it; `credits` either sets the balance to the cell's
 * value or adds it (`mode`), an empty cell leaves the balance. Each line goes through the same services as
 * POST/PUT /api/player and PUT /api/player/credit (same checks, credit-history rows through the ledger), all
 * in one transaction: a dry run or any refused line changes nothing. Up to 100,000 lines (issue 36): the file
 * is read as it streams in (`csv`: the request's body or a text), the players are read, the lines checked
 * and the rows written 1,000 at a time with a turn of the event loop between, and an apply writes ONE audit
 * row with the import's summary.
 */
export async function importPlayers(
  ctx: AppContext,
  botId: number,
  body: { csv: string | AsyncIterable<Buffer | string>; dryRun: boolean; credits: CreditImportMode },
  actor: string,
) {
  const { header, lines } = await readCsv(body.csv, limits);
  const unknown = header.filter((h) => !known.has(h));
  if (unknown.length)
    throw badRequest(
      `Unknown column "${unknown[0]}". Known columns: ${[...known].join(', ')}.`,
      Object.fromEntries(unknown.map((h) => [h, 'Unknown column'])),
    );
  if (!header.includes('discordId')) throw badRequest('The file needs a discordId column.');
  const rankIds = new Map(
    (await ctx.db.select().from(shopRanks).where(eq(shopRanks.botId, botId))).map((r) => [r.name, r.id]),
  );
  const firstLine = new Map<string, number>();
  const has = (c: string) => header.includes(c);
  const now = ctx.now();

  const pre = (l: CsvLine) => {
    const out: string[] = [];
    if (l.cellCount !== undefined)
      out.push(`The line has ${l.cellCount} cells; the header has ${header.length}.`);
    const id = l.cells.discordId!.trim();
    const seen = firstLine.get(id);
    if (id && seen !== undefined) out.push(`discordId: The same Discord ID is on line ${seen}.`);
    else if (id) firstLine.set(id, l.line);
    const c = l.cells.credits?.trim() ?? '';
    if (c !== '' && !/^-?\d+$/.test(c)) out.push('credits: Credits must be a whole number.');
    else if (c !== '' && body.credits === 'set' && Number(c) < 0)
      out.push('credits: Credits cannot be negative.');
    for (const name of has('shopRanks') ? cellList(l.cells.shopRanks!) : [])
      if (!rankIds.has(name) && !/^#\d+$/.test(name)) out.push(`shopRanks: Shop rank "${name}" not found.`);
    return out;
  };

  const ownRanks = new Set(rankIds.values());
  const plan = (l: CsvLine, existing: PlayerRow | null): LinePlan => {
    const fields: Record<string, unknown> = existing
      ? Object.fromEntries(profileColumns.map((c) => [c, existing[c]]))
      : {};
    for (const c of profileColumns) if (has(c)) fields[c] = l.cells[c];
    const roles = has('shopRanks')
      ? cellList(l.cells.shopRanks!).map((n) => rankIds.get(n) ?? Number(n.slice(1)))
      : (existing?.roles ?? []);
    let profile: PlayerFields | null = null;
    // a line that leaves the profile as it is writes nothing (and is not held to rules the stored row predates)
    if (!existing || !sameProfile(existing, { ...(fields as unknown as PlayerFields), roles })) {
      const parsed = playerInputSchema.safeParse(fields);
      if (!parsed.success)
        throw new LineProblems(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
      if (roles.some((r) => !ownRanks.has(r)))
        throw new LineProblems([`roles: ${playerMessages.rankOfOtherInstance}`]);
      profile = { ...parsed.data, roles };
    }
    const base = existing ?? { credits: 0, totalCreditsEarned: 0 };
    const cell = l.cells.credits?.trim() ?? '';
    const amount = cell === '' ? 0 : body.credits === 'set' ? Number(cell) - base.credits : Number(cell);
    const { balance, earned } = balanceAfter(base, amount);
    const after = { ...existing, ...(profile ? columns(profile) : {}), credits: balance };
    const changes = changesOf(existing, after, [...profileColumns, 'roles', 'credits']);
    const outcome: LineOutcome = {
      key: l.cells.discordId!.trim(),
      name: String(after.name ?? ''),
      action: !existing ? 'create' : changes.length ? 'update' : 'unchanged',
      changes: amount
        ? changes.map((c) => (c.startsWith('credits:') ? `${c} (${signed(amount)})` : c))
        : changes,
    };
    return { existing, profile, amount, balance, earned, outcome };
  };

  const ids = [...new Set(lines.map((l) => l.cells.discordId!.trim()).filter(Boolean))];
  const result = await ctx.db.transaction(async (tx) => {
    // applying: no other writer creates or re-keys players, and the matched rows stay as read
    if (!body.dryRun) {
      await lockPlayerWrites(tx, botId);
      // the players' GIN indexes (search trigrams, ranks) move their pending list into the index when it
      // passes this limit, in whichever insert passes it: 4 MB by default, a pause of up to 300 ms on PGlite
      // (the server's thread) during a 100,000-line apply; 64 kB makes those moves small (this transaction only)
      await tx.execute(sql`set local gin_pending_list_limit = 64`);
    }
    const byId = new Map<string, PlayerRow>();
    for (let i = 0; i < ids.length; i += IMPORT_BATCH) {
      if (i) await nextTurn();
      const read = tx
        .select()
        .from(players)
        .where(and(eq(players.botId, botId), inArray(players.discordId, ids.slice(i, i + IMPORT_BATCH))));
      for (const r of await (body.dryRun ? read : read.for('update'))) byId.set(r.discordId, r);
    }
    const rows: ImportRow[] = [];
    const plans: LinePlan[] = [];
    for (const [i, l] of lines.entries()) {
      // checking a line is CPU work in this thread: a turn every 200 lines
      if (i && i % 200 === 0) await nextTurn();
      const describe = { key: l.cells.discordId?.trim() ?? '', name: l.cells.name?.trim() ?? '' };
      const refused = (problems: string[]) =>
        rows.push({ line: l.line, ...describe, action: 'unchanged', changes: [], problems });
      const early = pre(l);
      if (early.length) {
        refused(early);
        continue;
      }
      try {
        const p = plan(l, byId.get(l.cells.discordId!.trim()) ?? null);
        plans.push(p);
        rows.push({ line: l.line, problems: [], ...p.outcome });
      } catch (e) {
        refused(problemsOfLine(e));
      }
    }
    const answer = importResult(rows, body.dryRun, csvImportMessages.notApplied);
    const creditsAdded = plans.reduce((n, p) => n + Math.max(p.amount, 0), 0);
    const creditsTaken = plans.reduce((n, p) => n - Math.min(p.amount, 0), 0);
    const summary = { ...answer, creditsAdded, creditsTaken };
    if (!answer.applied) return summary;
    await writePlans(tx, botId, plans, {
      now,
      reason: CSV_IMPORT_REASON,
      actor,
      rowsPerStatement: rowsPerStatement(ctx.database.kind),
    });
    const auditId = await recordImportAudit(tx, {
      botId,
      entity: 'player',
      summary: {
        lines: answer.lines,
        created: answer.created,
        updated: answer.updated,
        unchanged: answer.unchanged,
        creditsAdded,
        creditsTaken,
        creditsMode: body.credits,
        reason: CSV_IMPORT_REASON,
      },
    });
    return { ...summary, auditId };
  });
  if (result.applied) playersChanged(ctx.db, botId);
  return result;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The cells leave the stored profile as it is (compared as the schema would store them: trimmed, EOS id lower case). */
function sameProfile(existing: PlayerFields, input: PlayerFields) {
  const norm = (k: (typeof profileColumns)[number], v: unknown) => {
    const text = String(v ?? '').trim();
    return k === 'eosId' ? text.toLowerCase() : text;
  };
  return (
    profileColumns.every((k) => norm(k, existing[k]) === norm(k, input[k])) &&
    JSON.stringify(existing.roles ?? []) === JSON.stringify(input.roles ?? [])
  );
}
