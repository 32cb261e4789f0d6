/**
 * CSV for spreadsheet programs of decimal-comma regions (issue 38): German Excel splits a CSV at `;` and reads
 * `,` as the decimal mark, so a comma-separated export opens in one column. The dashboard's exports are
 * written with `,` by the server; the web turns them into `;` lines with a byte-order mark when the user's
 * language formats numbers with a decimal comma, and the importers read either delimiter
 * (`csvDelimiterOf` on the header line).
 */

/** The cells of a CSV text (RFC 4180: quoted cells may hold the delimiter, `""` and line breaks). */
export function parseCsvText(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Rows as CSV with `delimiter`: cells holding it, a quote or a line break are quoted; lines end in CRLF. */
export function writeCsvText(rows: string[][], delimiter: string): string {
  const special = new RegExp(`["\\r\\n${delimiter === ';' ? ';' : ','}]`);
  const cell = (c: string) => (special.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  return rows.map((r) => r.map(cell).join(delimiter) + '\r\n').join('');
}

/** A comma-separated export as a `;`-separated one with a byte-order mark (for decimal-comma regions). */
export const csvForDecimalComma = (text: string): string =>
  '\ufeff' + writeCsvText(parseCsvText(text, ','), ';');

/** The delimiter of an uploaded CSV, read from its header line: `;` when it has a `;` outside quotes and no `,`. */
export function csvDelimiterOf(text: string): ',' | ';' {
  const end = text.search(/\r?\n/);
  const head = (end < 0 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '');
  return head.includes(';') && !head.includes(',') ? ';' : ',';
}
