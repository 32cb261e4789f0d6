import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopErrorCodes, shopMessages } from '../src';

/**
 * The dashboard translates an error answer by its `code` (packages/web/src/lib/api-errors.ts, issue 35):
 * its `apiErrors` catalogue has keys for codes only, and only for codes whose message is one fixed domain
 * text, which the English catalogue repeats word for word (so code and message never disagree).
 */
const root = join(import.meta.dirname, '../../..');
const read = (lang: string) =>
  JSON.parse(readFileSync(join(root, 'packages/web/src/locales', lang, 'apiErrors.json'), 'utf8')) as Record<
    string,
    string
  >;

describe('apiErrors catalogue', () => {
  it('has keys for known codes only, in English as the domain writes them', () => {
    const en = read('en');
    const fixed = new Set(Object.values(shopMessages).filter((v): v is string => typeof v === 'string'));
    for (const [code, text] of Object.entries(en)) {
      expect(shopErrorCodes as readonly string[]).toContain(code);
      expect(fixed.has(text), `${code}: "${text}" is not a fixed shopMessages text`).toBe(true);
    }
  });

  it('German has the same codes', () => {
    expect(Object.keys(read('de')).sort()).toEqual(Object.keys(read('en')).sort());
  });
});
