import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** A CSV column: its header and how a row gives the cell. */
export interface CsvColumn<R> {
  header: string;
  value(row: R): string | number | boolean | null;
}

/**
 * A CSV download as a stream: UTF-8 with a byte-order mark (so spreadsheet programs read accents right), a
 * header line, then one line per row as `rows` yields them (read in chunks: memory stays flat however many).
 */
export function csvStream<R>(columns: CsvColumn<R>[], rows: AsyncIterable<R>): Readable {
  async function* records() {
    for await (const row of rows) yield columns.map((c) => c.value(row));
  }
  return Readable.from(records()).pipe(
    stringify({
      bom: true,
      header: true,
      columns: columns.map((c) => c.header),
      // csv-stringify writes false as an empty cell by default; spreadsheets and re-imports want the word
      cast: { boolean: (v) => (v ? 'true' : 'false') },
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
