/**
 * An error answer in the active language (issue 35): by its `code` when the `apiErrors` namespace
 * (src/locales/<lang>/apiErrors.json) has a text for it, else the server's `message` (a spec text is
 * translated by translateText, any other stays as the server wrote it). Catalogue keys exist only for codes
 * whose message is one fixed domain text; a code whose message names things or numbers, or that only programs
 * meet, is marked in the domain's `errorCodesWithoutText` and keeps its message.
 */
import en from '../locales/en/apiErrors.json?messages';
import type source from '../locales/en/apiErrors.json';
import { ApiError } from './api';
import { namespace, translate } from './i18n';
import { translateText } from './spec-messages';

type CodeKey = keyof typeof source;
// registered at start, so a language switch loads it with the rest
namespace<CodeKey>('apiErrors', en);
const hasText = (code: string): code is CodeKey => `apiErrors.${code}` in en;

/** The text to show for a failed call: `toast({ ..., message: apiErrorMessage(e) })`. */
export function apiErrorMessage(e: unknown): string {
  if (e instanceof ApiError && e.code && hasText(e.code)) return translate(`apiErrors.${e.code}`);
  return translateText(e instanceof Error ? e.message : String(e));
}
