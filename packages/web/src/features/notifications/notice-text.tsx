import type { Notification, NoticeKey } from '@asa/domain';
import { compiledNotices, useNoticesT } from './texts';

/** Parameters that are names an owner or player wrote (marked data-user-text); other texts came from the server. */
const USER_TEXT = new Set(['kit', 'player', 'server', 'guild', 'instance', 'kits', 'username']);
const OPEN = '\u0001';
const CLOSE = '\u0002';

/** The parameters a compiled message shows as they are (`{name}`), not those it chooses by (plural, select). */
function shownParams(compiled: unknown, out = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return out;
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    if (part.length === 1) out.add(String(part[0]));
    const choices = part[2];
    if (choices && typeof choices === 'object' && !Array.isArray(choices))
      for (const c of Object.values(choices)) shownParams(c, out);
  }
  return out;
}

/**
 * A notification in the active language: its key's text from the `notices` catalogue with its parameters
 * (a list: catalogue keys, translated and joined). The names and server texts in it stay as written and are
 * marked. A notification without a known key (written before keys existed) shows its stored English text.
 */
export function NoticeText({ n }: { n: Notification }) {
  const t = useNoticesT();
  const compiled = n.key ? compiledNotices[`notices.${n.key}`] : undefined;
  if (compiled === undefined) return <span data-server-text>{n.message}</span>;
  const shown = shownParams(compiled);
  const known = (k: string) => compiledNotices[`notices.${k}`] !== undefined;
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(n.params))
    values[k] = Array.isArray(v)
      ? v.map((key) => (known(key) ? t(key as NoticeKey) : key)).join(', ')
      : shown.has(k) && typeof v === 'string'
        ? `${OPEN}${k}${CLOSE}`
        : v;
  const parts = t(n.key as NoticeKey, values).split(new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`));
  return (
    <span data-notice={n.key}>
      {parts.map((p, i) =>
        i % 2 === 0 ? (
          p
        ) : USER_TEXT.has(p) ? (
          <span key={i} data-user-text>
            {String(n.params[p] ?? '')}
          </span>
        ) : (
          <span key={i} data-server-text>
            {String(n.params[p] ?? '')}
          </span>
        ),
      )}
    </span>
  );
}
