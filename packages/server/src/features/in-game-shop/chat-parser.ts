/**
 * Pure parsing of ARK: Survival Ascended's `GetChat` answers and of the in-game shop's chat commands
 * (docs/in-game-shop.md, docs/integrations.md "GetChat").
 *
 * - `GetChat` answers every chat line buffered since the last read, separated by `\n`; an empty buffer
 *   answers `Server received, But no response!!` (with trailing spaces or a newline).
 * - Player lines: `<platform name> (<character name>): <message>`. A non-breaking space may stand for a
 *   space. Names may contain `(`, `:` and spaces, and the message may contain `): `. When read, a line is
 *   cut at its FIRST `): ` and the names at the LAST ` (` before it (for storage and the relay); WHO said it
 *   and what is decided only against the online players' names (`speakerOf`): a platform name may itself
 *   hold `): ` (Steam and Epic allow it), so a line counts only when exactly one online name explains it.
 * - Skipped (typed, never commands): `SERVER: ...` (our own replies echo back that way), `AdminCmd: ...`,
 *   tribe-log lines (`Tribe <name>, ID <n>: ...`, `<RichColor ...>`), and any line without `): `
 *   (a continuation of a multi-line message, or something unknown).
 */

import type { OnlinePlayer } from '../../integrations/rcon/list-players';

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

/**
 * Who said a player line, from the online players' names (`ListPlayers`): an online name explains the line
 * when the line starts with that name (folded alike: foldName) followed by ` (`, and a `): ` with a message
 * after it follows. Exactly one explaining player: `one`, with the character name and the message cut after
 * that name. None: `none`. Several: `many` (`sameName` when they all have one folded name, i.e. two players
 * named alike; else the line can be read more than one way, e.g. `Newbie (x): +link CODE (Rex): hi` with
 * both `Newbie` and `Newbie (x): +link CODE` online): it is refused.
 */
export function speakerOf(
  line: string,
  online: OnlinePlayer[],
):
  | { kind: 'one'; player: OnlinePlayer; platformName: string; characterName: string; message: string }
  | { kind: 'none' }
  | { kind: 'many'; players: OnlinePlayer[]; sameName: boolean } {
  const chars = [...line.replace(NBSP, ' ').trim()];
  const folded = chars.map((c) => (/^[\x20-\x7e]$/.test(c) ? c : '?')).join('');
  const found: { player: OnlinePlayer; name: string; characterName: string; message: string }[] = [];
  for (const player of online) {
    const name = foldName(player.name);
    if (!name || !folded.startsWith(`${name} (`)) continue;
    const from = name.length + 2;
    const end = folded.indexOf('): ', from);
    if (end < 0) continue;
    const message = chars
      .slice(end + 3)
      .join('')
      .trim();
    if (!message) continue;
    found.push({ player, name, characterName: chars.slice(from, end).join('').trim(), message });
  }
  if (!found.length) return { kind: 'none' };
  if (found.length > 1)
    return {
      kind: 'many',
      players: found.map((f) => f.player),
      sameName: new Set(found.map((f) => f.name)).size === 1,
    };
  const [one] = found;
  return {
    kind: 'one',
    player: one!.player,
    platformName: chars.slice(0, one!.name.length).join(''),
    characterName: one!.characterName,
    message: one!.message,
  };
}

/** Whether any way of cutting the line at a `): ` gives a command (such a line is kept for processing). */
export function mayBeCommand(line: string, prefix: string) {
  const text = line.replace(NBSP, ' ');
  for (let at = text.indexOf('): '); at >= 0; at = text.indexOf('): ', at + 1))
    if (parseChatCommand(text.slice(at + 3), prefix)) return true;
  return false;
}

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
