import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { parse } from 'csv-parse/sync';
import { csvDelimiterOf, csvImportMessages } from '@asa/domain';
import { badRequest } from './errors';

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

/**
 * Parses an uploaded CSV (csv-parse; `,` or `;` as delimiter, a byte-order mark, quotes, commas and line breaks in cells as
 * spreadsheet programs write them): the first line is the header, blank lines are skipped. At most
 * `limits.bytes` bytes and `limits.rows` data lines, else a 400 with the given messages; a file that is
 * not CSV at all (an unclosed quote) is a 400 naming the line.
 */
export function parseCsv(
  text: string,
  limits: { bytes: number; rows: number; tooLarge: string; tooManyRows: string; empty: string },
): { header: string[]; lines: CsvLine[] } {
  if (Buffer.byteLength(text, 'utf8') > limits.bytes) throw badRequest(limits.tooLarge);
  // a Latin-1 or Windows-1252 file read as UTF-8 (the browser reads the upload as UTF-8) holds U+FFFD where a
  // byte was no UTF-8: refused rather than imported with the replacement character in names
  if (text.includes('\ufffd')) throw badRequest(csvImportMessages.notUtf8);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      // a `;`-separated file (what the dashboard exports for decimal-comma languages) reads as well
      delimiter: csvDelimiterOf(text.replace(/^\ufeff/, '')),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: limits.rows + 2,
    }) as unknown as typeof records;
  } catch (e) {
    const err = e as { message?: string; lines?: number };
    throw badRequest(`The file is not valid CSV (line ${err.lines ?? '?'}): ${err.message ?? 'unreadable'}`);
  }
  const [head, ...data] = records;
  if (!head || head.record.every((c) => c.trim() === '')) throw badRequest(limits.empty);
  if (data.length > limits.rows) throw badRequest(limits.tooManyRows);
  const header = head.record.map((h) => h.trim());
  const lines = data.map(({ record, info }) => {
    // info.lines is the record's last line; a cell with line breaks started it earlier
    const breaks = record.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);
    const cells: Record<string, string> = {};
    header.forEach((h, i) => (cells[h] = unescapeFormula(record[i] ?? '')));
    return {
      line: info.lines - breaks,
      cells,
      ...(record.length !== header.length ? { cellCount: record.length } : {}),
    };
  });
  return { header, lines };
}
