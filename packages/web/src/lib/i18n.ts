/**
 * The dashboard's translations (issue 27; docs/i18n.md, docs/decisions/2026-11-26-i18n.md): Lingui's 2 KB core
 * with catalogues compiled at build time (ICU MessageFormat: plurals, select, placeholders), one JSON file per
 * namespace and language in `src/locales/<lang>/<ns>.json`. English is the source: each namespace's English
 * catalogue is imported by the module that defines the namespace (it travels in that route's chunk, no extra
 * request); the other languages are loaded on demand, per namespace, when the language is active.
 */
import { use, useCallback, useSyncExternalStore } from 'react';
import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, pickLanguage, type Language } from '@asa/domain';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };
export type Values = Record<string, unknown>;

export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });
/** Every English message of the namespaces defined so far: the fallback of a key a catalogue lacks. */
const english: Messages = {};
const registered = new Set<string>();
const loading = new Map<string, Promise<void>>();
/** `<lang>/<ns>` -> its catalogue's chunk: the dashboard's, and the domain's spec messages and notifications. */
const loaders = Object.fromEntries(
  Object.entries({
    ...import.meta.glob<Messages>(['../locales/*/*.json', '!../locales/en/*.json'], {
      query: '?messages',
      import: 'default',
    }),
    // the domain's catalogues the dashboard shows (the bot's, in-game and shop texts are the server's)
    ...import.meta.glob<Messages>(
      ['../../../domain/src/locales/*/messages.json', '../../../domain/src/locales/*/notices.json'],
      {
        query: '?messages',
        import: 'default',
      },
    ),
  }).map(([path, load]) => [
    path
      .split('/')
      .slice(-2)
      .join('/')
      .replace(/\.json$/, ''),
    load,
  ]),
);

const english$ = Object.assign(Promise.resolve(), { status: 'fulfilled' });

/**
 * A namespace's catalogue of a language, loaded once; the promise is the same on every call and says when
 * it is done (`status`, as React's `use` reads it), so a screen whose catalogue is there never suspends.
 */
function loadNamespace(lang: Language, ns: string): Promise<void> {
  const key = `${lang}/${ns}`;
  if (lang === DEFAULT_LANGUAGE) return english$;
  let p = loading.get(key);
  if (!p) {
    const load = loaders[key];
    const loading$ = (load ? load() : Promise.resolve({})).then((m) => {
      i18n.load(lang, m);
      Object.assign(loading$, { status: 'fulfilled', value: undefined });
    });
    p = loading$;
    loading.set(key, p);
  }
  return p;
}

export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);
const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The active language; components using it re-render when it changes. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, currentLanguage);

const storageKey = 'language';
/** The language of a first visit: the one chosen in this browser before, else the browser's own. */
export function initialLanguage(): Language {
  const stored = window.localStorage.getItem(storageKey);
  return isLanguage(stored) ? stored : pickLanguage(navigator.languages ?? [navigator.language]);
}

/**
 * Switches the language: loads its catalogue of every namespace defined so far, then re-renders the app
 * in it and sets `<html lang>`. `remember`: a choice (the switch, the user's saved language), kept in this
 * browser; the server copy is PUT /api/user/language.
 */
export async function setLanguage(lang: Language, remember = false): Promise<void> {
  await Promise.all([...registered].map((ns) => loadNamespace(lang, ns)));
  if (remember) window.localStorage.setItem(storageKey, lang);
  document.documentElement.lang = lang;
  if (i18n.locale !== lang) i18n.activate(lang);
}

export type Translate<K extends string> = (key: K, values?: Values) => string;

/**
 * Defines a namespace with its English catalogue (compiled, `en/<ns>.json?messages`) and returns its hook:
 * `const t = useServersT(); t('title')`. A page whose catalogue of the active language is not loaded yet
 * suspends until it is (the route's Suspense shows the spinner). `K` is the keys of the English JSON.
 */
export function namespace<K extends string>(ns: string, en: Messages): () => Translate<K> {
  registered.add(ns);
  Object.assign(english, en);
  if (currentLanguage() !== DEFAULT_LANGUAGE) void loadNamespace(currentLanguage(), ns);
  return function useNamespace() {
    const lang = useLanguage();
    use(loadNamespace(lang, ns));
    // lang is a dependency on purpose: a new language makes a new function, so memoised texts refresh
    // eslint-disable-next-line react-hooks/exhaustive-deps
    return useCallback((key: K, values?: Values) => translate(`${ns}.${key}`, values), [lang]);
  };
}

/** One message by its full id (`<ns>.<key>`) in the active language, English where it is missing. */
export function translate(id: string, values?: Values): string {
  return i18n._(id, values, { message: english[id] as string | undefined });
}
