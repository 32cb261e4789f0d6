/**
 * The spec's messages (`messages` of @asa/domain, English word for word) in the active language: German and
 * later languages from packages/domain/src/locales/<lang>/messages.json (namespace `messages`). The server
 * answers in English (docs/i18n.md "Server texts"); `translateText` turns a spec text the server or a schema
 * gave (a 400's message, a field error) into the active language, any other text stays as it came.
 */
import { messages } from '@asa/domain';
import { DEFAULT_LANGUAGE, i18n, namespace } from './i18n';

type SpecKey = {
  [K in keyof typeof messages]: (typeof messages)[K] extends string ? K : never;
}[keyof typeof messages];

const byText = new Map<string, string>(
  Object.entries(messages).flatMap(([k, v]) => (typeof v === 'string' ? [[v, k] as [string, string]] : [])),
);
// no English catalogue: English is `messages` itself
const useCatalogue = namespace('messages', {});

function spec(key: string, english: string): string {
  if (i18n.locale === DEFAULT_LANGUAGE) return english;
  const id = `messages.${key}`;
  return id in i18n.messages ? i18n._(id) : english;
}

/** A spec text (English, as the server or a domain schema gave it) in the active language. */
export const translateText = (text: string): string => {
  const key = byText.get(text);
  return key ? spec(key, text) : text;
};

/** `const m = useSpecMessages(); m('noData')`: one of the spec's messages in the active language. */
export function useSpecMessages(): (key: SpecKey) => string {
  useCatalogue(); // re-renders on a language change, suspends until its catalogue is there
  return (key) => spec(key, messages[key]);
}
