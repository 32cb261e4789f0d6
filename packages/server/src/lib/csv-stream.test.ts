import { describe, expect, it } from 'vitest';
import { csvImportMessages } from '@asa/domain';
import { parseCsv, readCsv } from './csv';

const limits = { bytes: 10_000, rows: 10, tooLarge: 'too large', tooManyRows: 'too many', empty: 'empty' };

/** The bytes of `text` in pieces of `size` bytes (a piece may end inside a character or a quoted cell). */
async function* pieces(text: string | Buffer, size: number) {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
const message = (p: Promise<unknown>) =>
  p.then(
    () => 'no error',
    (e: Error) => e.message,
  );

describe('readCsv: the streamed upload reads as parseCsv reads the whole text (issue 36)', () => {
  const file =
    '\ufeffname;credits;note\r\nÄnne;1500;"a; b"\r\n\r\nBén;2;"two\nlines"\r\n\'=Rex;3;x\r\nShort;1\r\n';

  it('the same header and lines, whatever the pieces (inside a character, a quote, the header)', async () => {
    const whole = parseCsv(file, limits);
    expect(whole.lines.map((l) => l.line)).toEqual([2, 4, 6, 7]);
    for (const size of [1, 2, 3, 7, 64, 10_000])
      expect(await readCsv(pieces(file, size), limits)).toEqual(whole);
    expect(await readCsv(file, limits)).toEqual(whole);
  });

  it('the same 400s: too large (counted as it arrives), too many rows, empty, not CSV, not UTF-8', async () => {
    expect(await message(readCsv(pieces('a\n' + 'x'.repeat(20_000), 100), limits))).toBe('too large');
    expect(await message(readCsv('a\n' + 'x'.repeat(20_000), limits))).toBe('too large');
    const many = 'a\n' + Array.from({ length: 11 }, (_, i) => String(i)).join('\n');
    expect(await message(readCsv(pieces(many, 5), limits))).toBe('too many');
    expect(await message(readCsv(pieces('a\n' + '1\n'.repeat(10), 5), limits))).toBe('no error');
    expect(await message(readCsv(pieces('', 5), limits))).toBe('empty');
    expect(await message(readCsv(pieces('a,b\n1,"open\n', 3), limits))).toMatch(
      /^The file is not valid CSV \(line 2\)/,
    );
    const latin1 = Buffer.from('name\nJos\xe9\n', 'latin1');
    expect(await message(readCsv(pieces(latin1, 4), limits))).toBe(csvImportMessages.notUtf8);
  });
});
