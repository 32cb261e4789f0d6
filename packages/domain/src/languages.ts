/**
 * The product's languages (issue 27): English is the source (SPEC.md's texts, word for word), German the first
 * translation. A user's `language` is '' until they pick one (the dashboard then follows the browser).
 * docs/i18n.md says how to add a third.
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (v: unknown): v is Language => LANGUAGES.includes(v as Language);

/** The first supported language of a list of BCP 47 tags ('de-AT' -> 'de'), else English. */
export function pickLanguage(tags: readonly (string | null | undefined)[]): Language {
  for (const tag of tags) {
    const base = tag?.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
