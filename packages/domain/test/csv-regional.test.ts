import { describe, expect, it } from 'vitest';
import { csvDelimiterOf, csvForDecimalComma, parseCsvText } from '../src/csv-regional';

describe('CSV for decimal-comma regions', () => {
  it('turns a comma export into ; lines with a byte-order mark, quoting cells that hold ;', () => {
    const text =
      '\ufeffname,credits,note\r\nAnna,1500,"a, b"\r\nBen,2,"say ""hi""; bye"\r\n"two\nlines",0,\r\n';
    expect(csvForDecimalComma(text)).toBe(
      '\ufeffname;credits;note\r\nAnna;1500;a, b\r\nBen;2;"say ""hi""; bye"\r\n"two\nlines";0;\r\n',
    );
  });

  it('reads back what it wrote', () => {
    const rows = [
      ['a', 'b;c', 'd"e'],
      ['', 'x\r\ny', '1,5'],
    ];
    const out = csvForDecimalComma(
      rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n'),
    );
    expect(parseCsvText(out, ';')).toEqual(rows);
  });

  it('tells the delimiter from the header line', () => {
    expect(csvDelimiterOf('name;credits\r\nA;1')).toBe(';');
    expect(csvDelimiterOf('\ufeffname;credits\nA;1,5')).toBe(';');
    expect(csvDelimiterOf('name,credits\nA;B,1')).toBe(',');
    expect(csvDelimiterOf('"a;b",c\n')).toBe(',');
    expect(csvDelimiterOf('single\n1')).toBe(',');
  });
});
