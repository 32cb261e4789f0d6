/**
 * Issue 27: every catalogue has every key in every language, each message is valid ICU MessageFormat and
 * uses the same placeholders as its English source (docs/i18n.md). Covers the dashboard's catalogues
 * (packages/web/src/locales/<lang>/<ns>.json), the domain's spec messages (schemas/messages.ts, English,
 * and src/locales/<lang>/messages.json) and the server's texts: the Discord bot's replies, embeds and DMs and
 * the in-game replies (packages/domain/src/locales/<lang>/{bot,inGame}.json).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTEGRATION_EVIDENCE, LANGUAGES, messages, UNVERIFIED_INTEGRATION_TITLE } from '../src';

const root = resolve(import.meta.dirname, '../../..');
type Catalogue = Record<string, string>;
const read = (file: string): Catalogue => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;

/** The placeholder names of a message (`{name}`, `{count, plural, ...}`), sorted. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  // Lingui's compiled form: a list of parts, each a literal text or [name] or [name, type, choices]
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      const choices = part[2];
      if (choices && typeof choices === 'object' && !Array.isArray(choices))
        Object.values(choices).forEach(walk);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** Every `<dir>/<lang>/<ns>.json` catalogue of a locales folder, by namespace and language. */
function folderCatalogues(dir: string): Map<string, Map<string, Catalogue>> {
  const byNs = new Map<string, Map<string, Catalogue>>();
  for (const lang of readdirSync(dir)) {
    const langDir = join(dir, lang);
    if (!existsSync(langDir) || lang.includes('.')) continue;
    for (const f of readdirSync(langDir).filter((n) => n.endsWith('.json'))) {
      const ns = f.slice(0, -'.json'.length);
      if (!byNs.has(ns)) byNs.set(ns, new Map());
      byNs.get(ns)!.set(lang, read(join(langDir, f)));
    }
  }
  return byNs;
}

function checkParity(label: string, byLang: Map<string, Catalogue>) {
  const en = byLang.get('en');
  expect(en, `${label}: English catalogue`).toBeDefined();
  for (const lang of LANGUAGES) {
    const cat = byLang.get(lang);
    expect(cat, `${label}: ${lang} catalogue missing`).toBeDefined();
    const missing = Object.keys(en!).filter((k) => !(k in cat!));
    const extra = Object.keys(cat!).filter((k) => !(k in en!));
    expect(missing, `${label}: keys only in English, missing in ${lang}`).toEqual([]);
    expect(extra, `${label}: keys in ${lang} that English does not have`).toEqual([]);
    for (const [key, text] of Object.entries(cat!)) {
      expect(typeof text, `${label} ${lang} ${key}`).toBe('string');
      expect(text.trim(), `${label} ${lang} ${key} is empty`).not.toBe('');
      expect(placeholders(text), `${label} ${lang} ${key}: placeholders`).toEqual(placeholders(en![key]!));
    }
  }
  for (const lang of byLang.keys())
    expect(LANGUAGES as readonly string[], `${label}: ${lang} is not in LANGUAGES`).toContain(lang);
}

describe('translation catalogues (issue 27)', () => {
  it('reads placeholders of plain, interpolated and plural messages', () => {
    expect(placeholders('Add server')).toEqual([]);
    expect(placeholders('Hi {name}')).toEqual(['name']);
    expect(placeholders('{count, plural, one {# kit of {owner}} other {# kits}}')).toEqual([
      'count',
      'owner',
    ]);
  });

  for (const pkg of ['web', 'domain']) {
    const dir = join(root, 'packages', pkg, 'src', 'locales');
    if (!existsSync(dir)) continue;
    for (const [ns, byLang] of folderCatalogues(dir)) {
      if (pkg === 'domain' && ns === 'messages') continue; // English is schemas/messages.ts: below
      it(`${pkg}: ${ns} has the same keys and placeholders in every language`, () =>
        checkParity(`${pkg}/${ns}`, byLang));
    }
  }

  it("domain: the spec's messages have every key in every language", () => {
    // English is the source (schemas/messages.ts, word for word from SPEC.md); a function message's
    // placeholders are its parameters' names
    const en: Catalogue = Object.fromEntries(
      Object.entries(messages).map(([k, v]) => [k, typeof v === 'function' ? v('{details}') : v]),
    );
    const byLang = new Map<string, Catalogue>([['en', en]]);
    for (const lang of LANGUAGES.filter((l) => l !== 'en'))
      byLang.set(lang, read(join(root, 'packages/domain/src/locales', lang, 'messages.json')));
    checkParity('domain/messages', byLang);
  });

  it('web: the "Unverified integration" notices say in English what the integration table says', () => {
    const common = read(join(root, 'packages/web/src/locales/en/common.json'));
    expect(common['unverified.title']).toBe(UNVERIFIED_INTEGRATION_TITLE);
    const notes = INTEGRATION_EVIDENCE.filter((e) => e.page);
    expect(notes.length).toBeGreaterThan(0);
    for (const e of notes) expect(common[`unverified.${e.page!.slice(1)}`], e.page).toBe(e.note);
  });
});
