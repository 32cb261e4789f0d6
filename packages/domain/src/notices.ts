/**
 * Owner notifications (the dashboard's Notifications page) in the reader's language (issue 27, docs/i18n.md
 * "Owner notifications"): a notification stores the key of its text in the `notices` catalogue
 * (`locales/<lang>/notices.json`) and its parameters; the server also stores the English text (`message`, the
 * API's English and what rows from before migration 0027 show). A parameter that is a list holds keys of the
 * same catalogue (`feature.apiAccess`), shown translated and joined with ", ".
 */
import en from './locales/en/notices.json';
import { formatMessage, type TextParams } from './server-texts/icu';

export type NoticeKey = keyof typeof en;
export type NoticeParams = Record<string, string | number | string[]>;
export interface Notice {
  key: NoticeKey;
  params: NoticeParams;
}

export const noticeKeys = Object.keys(en) as NoticeKey[];
export const isNoticeKey = (key: string): key is NoticeKey => Object.hasOwn(en, key);

/** The parameters with every list replaced by its entries' texts, joined with ", ". */
export function expandNoticeParams(params: NoticeParams, text: (key: string) => string): TextParams {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.map(text).join(', ') : v]),
  );
}

/** A notice in English: the text stored in `notifications.message`. */
export function noticeEnglish(n: Notice): string {
  const text = (key: string) => (isNoticeKey(key) ? en[key] : key);
  return formatMessage('en', en[n.key], expandNoticeParams(n.params, text));
}
