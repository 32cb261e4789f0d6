import { describe, expect, it } from 'vitest';
import { n, oneLine, packReply, toAscii } from './replies';

describe('in-game replies are printable ASCII (issue 27: German transliterated)', () => {
  it('writes German umlauts out in German, drops accents otherwise', () => {
    expect(toAscii('Grüne Rüstung für Jörg: Öl, Äxte, Übermaß', 'de')).toBe(
      'Gruene Ruestung fuer Joerg: Oel, Aexte, Uebermass',
    );
    expect(toAscii('Grüne Rüstung, Straße, café')).toBe('Grune Rustung, Strasse, cafe');
  });

  it('replaces quotes, squeezes spaces and marks what has no ASCII form', () => {
    expect(toAscii('„Kit“  «x»\n日本 ✓', 'de')).toBe("'Kit' 'x' ?? ?");
    expect(oneLine('„Kit“  «x»\n日本 ✓ a|b; c\\d', 'de')).toBe('Kit x ?? ? a/b, c/d');
    expect(oneLine('ä'.repeat(200), 'de')).toHaveLength(150);
    expect(packReply('de', 'Gutscheine:', ['Grüne Rüstung x2', 'Käse x1'], ', ')).toEqual([
      'Gutscheine: Gruene Ruestung x2, Kaese x1',
    ]);
  });

  it('groups thousands as the language does', () => {
    expect(n(1860)).toBe('1,860');
    expect(n(1860, 'de')).toBe('1.860');
    expect(n(999, 'de')).toBe('999');
  });
});
