import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { parse } from 'csv-parse/sync';
import { parse as parseStream, type Options as CsvParseOptions } from 'csv-parse';
import { csvDelimiterOf, csvImportMessages } from '@asa/domain';
import { badRequest, HttpError } from './errors';

/** A CSV column: its header and how a row gives the cell. */
export interface CsvColumn<R> {
  header: string;
  value(row: R): string | number | boolean | null;
}

/**
 * A CSV download as a stream: UTF-8 with a byte-order mark (so spreadsheet programs read accents right), a
 * header line, then one line per row (formula-like text cells escaped, see parseCsv) as `rows` yields them (read in chunks: memory stays flat however many).
 */
export function csvStream<R>(columns: CsvColumn<R>[], rows: AsyncIterable<R>): Readable {
  async function* records() {
    for await (const row of rows) yield columns.map((c) => c.value(row));
  }
  return Readable.from(records()).pipe(
    stringify({
      bom: true,
      header: true,
      // a text cell starting with = + - @ (tab, CR) gets a leading ' so spreadsheets do not run it as a formula
      escape_formulas: true,
      columns: columns.map((c) => c.header),
      // csv-stringify writes false as an empty cell by default; spreadsheets and re-imports want the word
      // and a cell that itself begins with ' gets one more, so the import (which takes one ' off before a
      // formula sign or a ') gives back a name such as '=Rex as it was
      cast: { boolean: (v) => (v ? 'true' : 'false'), string: (v) => (v.startsWith("'") ? `'${v}` : v) },
    }),
  );
}

/** Reads a table in keyset pages of `size` rows (by a growing id) until a page comes back short. */
export async function* inChunks<R extends { id: number }>(
  page: (afterId: number, size: number) => Promise<R[]>,
  size = 1000,
): AsyncIterable<R> {
  let after = 0;
  for (;;) {
    const rows = await page(after, size);
    yield* rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** One data line of an uploaded CSV: its line number in the file and its cells by header. */
export interface CsvLine {
  line: number;
  cells: Record<string, string>;
  /** The line has another number of cells than the header. */
  cellCount?: number;
}

/** A cell csvStream escaped (`'=...`, `''...`) comes back as written. */
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r']/.test(cell) ? cell.slice(1) : cell);

/** The limits and messages of an upload. */
export interface CsvLimits {
  bytes: number;
  rows: number;
  tooLarge: string;
  tooManyRows: string;
  empty: string;
}

const parseOptions = (text: string): CsvParseOptions => ({
  bom: true,
  // a `;`-separated file (what the dashboard exports for decimal-comma languages) reads as well
  delimiter: csvDelimiterOf(text.replace(/^\ufeff/, '')),
  info: true,
  relax_column_count: true,
  skip_empty_lines: true,
});
type CsvRecord = { record: string[]; info: { lines: number } };
const notCsv = (e: unknown) => {
  const err = e as { message?: string; lines?: number };
  return badRequest(`The file is not valid CSV (line ${err.lines ?? '?'}): ${err.message ?? 'unreadable'}`);
};

/**
 * Parses an uploaded CSV (csv-parse; `,` or `;` as delimiter, a byte-order mark, quotes, commas and line breaks in cells as
 * spreadsheet programs write them): the first line is the header, blank lines are skipped. At most
 * `limits.bytes` bytes and `limits.rows` data lines, else a 400 with the given messages; a file that is
 * not CSV at all (an unclosed quote) is a 400 naming the line.
 */
export function parseCsv(text: string, limits: CsvLimits): { header: string[]; lines: CsvLine[] } {
  if (Buffer.byteLength(text, 'utf8') > limits.bytes) throw badRequest(limits.tooLarge);
  // a Latin-1 or Windows-1252 file read as UTF-8 (the browser reads the upload as UTF-8) holds U+FFFD where a
  // byte was no UTF-8: refused rather than imported with the replacement character in names
  if (text.includes('\ufffd')) throw badRequest(csvImportMessages.notUtf8);
  let records: CsvRecord[];
  try {
    records = parse(text, { ...parseOptions(text), to: limits.rows + 2 }) as unknown as CsvRecord[];
  } catch (e) {
    throw notCsv(e);
  }
  return linesOf(records, limits);
}

const PIECE = 64 * 1024;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * parseCsv for a big upload (issue 36): reads `source` (the request's body stream, or a text) piece by
 * piece into csv-parse's stream parser, so the file's text is never held whole next to its records, and
 * other requests are served between pieces (a text is cut in 64 KB pieces with a turn of the event loop
 * between them). The same rules and 400s as parseCsv; the byte limit is counted as the body arrives, so a
 * too-large upload is refused without reading it all.
 */
export async function readCsv(
  source: string | AsyncIterable<Buffer | string>,
  limits: CsvLimits,
): Promise<{ header: string[]; lines: CsvLine[] }> {
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  async function* texts(): AsyncGenerator<string> {
    if (typeof source === 'string') {
      if (Buffer.byteLength(source, 'utf8') > limits.bytes) throw badRequest(limits.tooLarge);
      for (let i = 0; i < source.length; i += PIECE) {
        if (i) await turn();
        yield source.slice(i, i + PIECE);
      }
      return;
    }
    for await (const chunk of source) {
      bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk, 'utf8') : chunk.length;
      if (bytes > limits.bytes) throw badRequest(limits.tooLarge);
      yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    }
    const tail = decoder.decode();
    if (tail) yield tail;
  }
  const pieces = texts();
  // the delimiter is told from the header line: read until it is complete
  let head = '';
  for (;;) {
    const next = await pieces.next();
    if (next.done) break;
    head += next.value;
    if (/\r?\n/.test(head)) break;
  }
  const parser = parseStream(parseOptions(head));
  const feed = (async () => {
    try {
      for (let text: string | null = head; text !== null;) {
        if (text.includes('\ufffd')) throw badRequest(csvImportMessages.notUtf8);
        if (!parser.write(text)) await new Promise((resolve) => parser.once('drain', resolve));
        const next = await pieces.next();
        text = next.done ? null : next.value;
      }
      parser.end();
    } catch (e) {
      parser.destroy(e as Error);
    }
  })();
  // each record becomes its line as it arrives (the records are not kept)
  let header: string[] | null = null;
  const lines: CsvLine[] = [];
  try {
    for await (const r of parser as AsyncIterable<CsvRecord>) {
      if (!header) header = headerOf(r, limits);
      else if (lines.push(lineOf(header, r)) > limits.rows) throw badRequest(limits.tooManyRows);
    }
  } catch (e) {
    parser.destroy();
    await feed;
    if (e instanceof HttpError) throw e;
    throw notCsv(e);
  }
  await feed;
  return { header: header ?? headerOf(undefined, limits), lines };
}

function headerOf(head: CsvRecord | undefined, limits: CsvLimits) {
  if (!head || head.record.every((c) => c.trim() === '')) throw badRequest(limits.empty);
  return head.record.map((h) => h.trim());
}

function lineOf(header: string[], { record, info }: CsvRecord): CsvLine {
  // info.lines is the record's last line; a cell with line breaks started it earlier
  const breaks = record.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);
  const cells: Record<string, string> = {};
  header.forEach((h, i) => (cells[h] = unescapeFormula(record[i] ?? '')));
  return {
    line: info.lines - breaks,
    cells,
    ...(record.length !== header.length ? { cellCount: record.length } : {}),
  };
}

/** The lines of parsed records (the first is the header). */
function linesOf(records: CsvRecord[], limits: CsvLimits): { header: string[]; lines: CsvLine[] } {
  const [head, ...data] = records;
  const header = headerOf(head, limits);
  if (data.length > limits.rows) throw badRequest(limits.tooManyRows);
  return { header, lines: data.map((r) => lineOf(header, r)) };
}
