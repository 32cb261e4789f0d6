import { csvForDecimalComma } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

const limits = { bytes: 10_000, rows: 10, tooLarge: 'too large', tooManyRows: 'too many', empty: 'empty' };

describe('parseCsv reads the ;-separated export of decimal-comma languages', () => {
  it('reads a ; file with a byte-order mark like the comma file it came from', () => {
    const comma = 'name,credits,note\r\nAnna,1500,"a, b"\r\nBen,2,"x; y"\r\n';
    const semi = csvForDecimalComma(comma);
    expect(semi.startsWith('\ufeffname;credits;note')).toBe(true);
    expect(parseCsv(semi, limits)).toEqual(parseCsv(comma, limits));
    expect(parseCsv(semi, limits).lines[1]!.cells).toEqual({ name: 'Ben', credits: '2', note: 'x; y' });
  });

  it('keeps reading , files whose cells hold a ;', () => {
    const { lines } = parseCsv('name,command\nA,say a; say b\n', limits);
    expect(lines[0]!.cells).toEqual({ name: 'A', command: 'say a; say b' });
  });
});
