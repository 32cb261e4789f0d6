import { CSV_IMPORT_ANSWER_ROWS, type ImportResult, type ImportRow } from '@asa/domain';
import type { Db, Tx } from '../db/client';
import { badRequest, HttpError } from './errors';
import type { CsvLine } from './csv';

/** What a line does once checked: the preview row without its line number and problems. */
export type LineOutcome = Omit<ImportRow, 'line' | 'problems'>;

/** A line that cannot be applied: its problems (one per field), thrown by a line's step. */
export class LineProblems extends Error {
  constructor(public readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/** An HttpError as the preview's problems: one per field ("price: ..."), else its message. */
const problemsOf = (e: HttpError) =>
  e.fields && Object.keys(e.fields).length
    ? Object.entries(e.fields).map(([f, m]) => `${f}: ${m}`)
    : [e.message];

class Rollback extends Error {}

/**
 * Runs an import in ONE transaction: each line through `apply` (the feature's own create/update services)
 * in a savepoint, so a refused line is rolled back alone and the next line is still checked. A dry run,
 * or any line with a problem, rolls the whole transaction back: nothing changes. Otherwise everything
 * commits at once. Problems found before the database (`pre`) skip the line's step (and its savepoint).
 */
export async function runImport(
  db: Db,
  lines: CsvLine[],
  opts: {
    dryRun: boolean;
    /** run first in the transaction (read what the lines are matched against) */
    begin?: (tx: Tx) => Promise<void>;
    /** problems of a line known without the database (bad cells, a duplicate key in the file) */
    pre?: (line: CsvLine) => string[];
    apply: (tx: Tx, line: CsvLine) => Promise<LineOutcome>;
    /** what a refused line shows as its key and name */
    describe: (line: CsvLine) => { key: string; name: string };
    notApplied: string;
    /** an apply's ONE audit row (the import's summary), in the transaction: answers its id */
    audit?: (tx: Tx, answer: ImportResult) => Promise<number>;
  },
): Promise<ImportResult> {
  const rows: ImportRow[] = [];
  let auditId: number | undefined;
  try {
    await db.transaction(async (tx) => {
      await opts.begin?.(tx);
      for (const [i, line] of lines.entries()) {
        // a turn of the event loop now and then: other requests are served during a long import
        if (i && i % 10 === 0) await nextTurn();
        const early = opts.pre?.(line) ?? [];
        if (early.length) {
          rows.push(refused(line, early));
          continue;
        }
        try {
          rows.push({
            line: line.line,
            problems: [],
            ...(await tx.transaction((sp) => opts.apply(sp, line))),
          });
        } catch (e) {
          rows.push(refused(line, problemsOfLine(e)));
        }
      }
      if (opts.dryRun || rows.some((r) => r.problems.length)) throw new Rollback();
      auditId = await opts.audit?.(tx, importResult(rows, false, opts.notApplied));
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
  const answer = importResult(rows, opts.dryRun, opts.notApplied);
  return auditId === undefined ? answer : { ...answer, auditId };

  function refused(line: CsvLine, problems: string[]): ImportRow {
    return { line: line.line, ...opts.describe(line), action: 'unchanged', changes: [], problems };
  }
}

/** A line's problems from what its step threw (LineProblems, a 4xx HttpError); anything else is thrown on. */
export function problemsOfLine(e: unknown): string[] {
  if (e instanceof LineProblems) return e.problems;
  if (e instanceof HttpError && e.statusCode < 500) return problemsOf(e);
  throw e;
}

/**
 * The answer of an import whose lines were checked (`rows`, in file order): the preview, or for an apply
 * with any problem the 400 `notApplied` with `fields` `{ "line N": "problem" }` (the caller rolls back).
 */
export function importResult(rows: ImportRow[], dryRun: boolean, notApplied: string): ImportResult {
  const bad = rows.filter((r) => r.problems.length);
  if (!dryRun && bad.length)
    throw badRequest(
      notApplied,
      Object.fromEntries(bad.slice(0, 100).map((r) => [`line ${r.line}`, r.problems.join('; ')])),
    );
  const count = (a: ImportRow['action']) => rows.filter((r) => !r.problems.length && r.action === a).length;
  // a 100,000-line file answers its counts, the lines with problems first and the others up to the cap
  const shown =
    rows.length <= CSV_IMPORT_ANSWER_ROWS
      ? rows
      : [...bad, ...rows.filter((r) => !r.problems.length)].slice(0, CSV_IMPORT_ANSWER_ROWS);
  return {
    dryRun,
    applied: !dryRun,
    rows: shown,
    lines: rows.length,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    problems: bad.length,
  };
}

/** A turn of the event loop: a long import lets other requests (and /healthz) be served between its batches. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Lines (or rows of a statement) between two turns of the event loop. */
export const IMPORT_BATCH = 1000;

/** "field: before → after" for each of `keys` that differs (values compared as JSON). */
export function changesOf<T extends object>(before: T | null, after: T, keys: (keyof T & string)[]) {
  const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v ?? ''));
  const blank = (v: unknown) =>
    v === '' || v === null || v === undefined || v === 0 || (Array.isArray(v) && !v.length);
  return keys
    .filter((k) =>
      before ? JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null) : !blank(after[k]),
    )
    .map((k) => (before ? `${k}: ${show(before[k])} → ${show(after[k])}` : `${k}: ${show(after[k])}`));
}

/** Cell checks shared by the imports: a whole number, a true/false. Anything else stays text for the schema. */
export const cellNumber = (cell: string) => (/^-?\d+(\.\d+)?$/.test(cell.trim()) ? Number(cell) : cell);
export const cellBoolean = (cell: string) => {
  const v = cell.trim().toLowerCase();
  return v === 'true' ? true : v === 'false' ? false : cell;
};
/** A list cell ("a; b; c"). */
export const cellList = (cell: string) =>
  cell
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
