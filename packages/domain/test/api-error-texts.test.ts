import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes, errorCodesWithoutText, errorMessages, messages, shopMessages } from '../src';

/**
 * The dashboard translates an error answer by its `code` (packages/web/src/lib/api-errors.ts, issue 35):
 * its `apiErrors` catalogue has keys for codes only, and only for codes whose message is one fixed domain
 * text, which the English catalogue repeats word for word (so code and message never disagree). Every code
 * of the one list has an English and a German text there, or is marked in `errorCodesWithoutText`.
 */
const root = join(import.meta.dirname, '../../..');
const read = (lang: string) =>
  JSON.parse(readFileSync(join(root, 'packages/web/src/locales', lang, 'apiErrors.json'), 'utf8')) as Record<
    string,
    string
  >;
const strings = (o: object) =>
  Object.keys(o)
    .map((k) => (o as Record<string, unknown>)[k])
    .filter((v): v is string => typeof v === 'string');

describe('error codes', () => {
  it('are listed once', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    for (const code of errorCodes) expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('each has an English and a German text, or is marked as shown by its message or for programs', () => {
    const en = read('en');
    const de = read('de');
    const missing = errorCodes.filter((c) => !(c in errorCodesWithoutText) && !(en[c] && de[c]));
    expect(missing, 'add a text to web/src/locales/{en,de}/apiErrors.json or mark the code').toEqual([]);
    const both = errorCodes.filter((c) => c in errorCodesWithoutText && c in en);
    expect(both, 'a code with a text is not marked').toEqual([]);
  });
});

describe('apiErrors catalogue', () => {
  it('has keys for known codes only, in English as the domain writes them', () => {
    const en = read('en');
    // a shop refusal without parameters is one fixed text of the shop catalogue
    const refusals = strings(
      JSON.parse(readFileSync(join(root, 'packages/domain/src/locales/en/shop.json'), 'utf8')),
    );
    const fixed = new Set([
      ...refusals.filter((v) => !v.includes('{')),
      ...strings(shopMessages),
      ...strings(messages),
      ...strings(errorMessages),
      'Service Unavailable',
    ]);
    for (const [code, text] of Object.entries(en)) {
      expect(errorCodes as readonly string[]).toContain(code);
      expect(fixed.has(text), `${code}: "${text}" is not a fixed domain text`).toBe(true);
    }
  });

  it('German has the same codes', () => {
    expect(Object.keys(read('de')).sort()).toEqual(Object.keys(read('en')).sort());
  });
});
