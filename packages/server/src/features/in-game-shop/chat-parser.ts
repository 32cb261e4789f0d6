/**
 * Pure parsing of ARK: Survival Ascended's `GetChat` answers and of the in-game shop's chat commands
 * (docs/in-game-shop.md, docs/integrations.md "GetChat").
 *
 * - `GetChat` answers every chat line buffered since the last read, separated by `\n`; an empty buffer
 *   answers `Server received, But no response!!` (with trailing spaces or a newline).
 * - Player lines: `<platform name> (<character name>): <message>`. A non-breaking space may stand for a
 *   space. Names may contain `(`, `:` and spaces, and the message may contain `): `: the line is cut at its
 *   FIRST `): ` (a platform name holding `): ` is not supported) and the names at the LAST ` (` before it.
 * - Skipped (typed, never commands): `SERVER: ...` (our own replies echo back that way), `AdminCmd: ...`,
 *   tribe-log lines (`Tribe <name>, ID <n>: ...`, `<RichColor ...>`), and any line without `): `
 *   (a continuation of a multi-line message, or something unknown).
 */

export const EMPTY_CHAT_ANSWER = 'Server received, But no response!!';

export type ChatLine =
  | { kind: 'player'; platformName: string; characterName: string; message: string; raw: string }
  | { kind: 'server'; raw: string }
  | { kind: 'admin'; raw: string }
  | { kind: 'tribe'; raw: string }
  | { kind: 'other'; raw: string };

export type PlayerChatLine = Extract<ChatLine, { kind: 'player' }>;

const NBSP = /[\u00a0\u2007\u202f]/g;
const TRIBE = /^Tribe .+, ID \d+:/;

/** One line (no newline inside) -> its typed form. */
export function parseChatLine(line: string): ChatLine {
  const raw = line.replace(/\s+$/, '');
  const text = raw.replace(NBSP, ' ').trim();
  if (/^SERVER:/.test(text)) return { kind: 'server', raw };
  if (/^AdminCmd:/i.test(text)) return { kind: 'admin', raw };
  if (TRIBE.test(text) || text.includes('<RichColor')) return { kind: 'tribe', raw };
  const end = text.indexOf('): ');
  if (end < 0) return { kind: 'other', raw };
  const head = text.slice(0, end);
  const open = head.lastIndexOf(' (');
  if (open <= 0) return { kind: 'other', raw };
  const platformName = head.slice(0, open).trim();
  const characterName = head.slice(open + 2).trim();
  const message = text.slice(end + 3).trim();
  if (!platformName || !message) return { kind: 'other', raw };
  return { kind: 'player', platformName, characterName, message, raw };
}

/** A whole `GetChat` answer -> its non-blank lines, typed; the empty answer -> []. */
export function parseChatAnswer(answer: string): ChatLine[] {
  if (answer.trim().startsWith(EMPTY_CHAT_ANSWER)) return [];
  return answer
    .replace(/\0/g, '')
    .split(/\r?\n|\r/)
    .filter((l) => l.trim() !== '')
    .map(parseChatLine);
}

export interface ChatCommand {
  /** Lower-cased command word without the prefix (`buy` for `+BUY`). */
  name: string;
  args: string[];
}

/** `+buy Starter 2` with prefix `+` -> `{name: 'buy', args: ['Starter', '2']}`; not a command -> null. */
export function parseChatCommand(message: string, prefix: string): ChatCommand | null {
  const text = message.replace(NBSP, ' ').trim();
  if (!prefix || !text.startsWith(prefix)) return null;
  const [name = '', ...args] = text.slice(prefix.length).trim().split(/\s+/);
  if (!/^[a-z0-9_-]{1,32}$/i.test(name)) return null;
  return { name: name.toLowerCase(), args: args.filter(Boolean) };
}

/**
 * The form two names are compared in: non-breaking spaces as spaces, trimmed, every character outside
 * printable ASCII as `?` (the game may deliver a non-ASCII character as `?` in one place and as itself in
 * another), case kept. Two online players whose names fold alike are ambiguous: both are refused.
 */
export const foldName = (name: string) =>
  name
    .replace(NBSP, ' ')
    .trim()
    .replace(/[^\x20-\x7e]/gu, '?');
