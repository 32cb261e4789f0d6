/** One player of ARK's `ListPlayers` answer. */
export interface OnlinePlayer {
  name: string;
  /** The EOS id as the server printed it ('' when the line had none). */
  eosId: string;
}

const LINE = /^\s*\d+\s*\.\s*(.*)$/;

/**
 * Parses ARK's `ListPlayers` answer: one `N. <name>, <EOS id>` line per player (ASA), or
 * `No Players Connected`. Tolerant of `\r\n`, trailing spaces, blank lines and answers joined from several
 * packets; a name may itself contain commas (the id is what follows the last one). Lines that are not
 * player lines are ignored.
 */
export function parseListPlayers(text: string): OnlinePlayer[] {
  const out: OnlinePlayer[] = [];
  for (const raw of text.split(/\r?\n|\r/)) {
    const m = LINE.exec(raw.trim());
    if (!m) continue;
    const rest = m[1]!.trim();
    const comma = rest.lastIndexOf(',');
    if (comma < 0) {
      if (rest) out.push({ name: rest, eosId: '' });
      continue;
    }
    out.push({ name: rest.slice(0, comma).trim(), eosId: rest.slice(comma + 1).trim() });
  }
  return out;
}

/** Whether a player is in the list: by EOS id (any case); by name only when the player has no EOS id. */
export function isOnline(list: OnlinePlayer[], player: { eosId: string; name: string }) {
  const eos = player.eosId.trim().toLowerCase();
  if (eos) return list.some((p) => p.eosId.toLowerCase() === eos);
  const name = player.name.trim().toLowerCase();
  return name !== '' && list.some((p) => p.name.toLowerCase() === name);
}
