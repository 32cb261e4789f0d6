/**
 * ARK's error answers: a command that answers one of these did NOT do what was asked (the game does not
 * signal failure in the RCON protocol itself, only in the text). One list, matched case-insensitively
 * against the trimmed answer. Sources and how sure we are: docs/integrations.md ("ARK RCON answers").
 */
export const ARK_ERROR_ANSWERS: RegExp[] = [
  // the target player is not on the server (GiveItemToPlayer, AddPoints, ... for an offline player)
  /^no players? (found|connected)/i,
  /\bplayer not found\b/i,
  /\bcan'?t find (the )?player\b/i,
  /\bcould( not|n'?t) find (the |a |any )?player\b/i,
  /\bno player (with|matching|found)\b/i,
  /\bunable to find (the )?player\b/i,
  // unknown command / wrong arguments
  /^unknown command\b/i,
  /\bcommand not (found|recognized|recognised)\b/i,
  /\bnot a valid command\b/i,
  /\bsyntax error\b/i,
  /^usage:/i,
  /\binvalid (syntax|argument|arguments|parameter|parameters|player|item|blueprint|class|id|amount|quantity)\b/i,
  // permissions (RCON admin rights, plugin permissions)
  /\bpermission denied\b/i,
  /\bnot (authori[sz]ed|allowed)\b/i,
  /\baccess denied\b/i,
  /\binsufficient permissions?\b/i,
  // generic failures
  /^(error|failed|failure)\b/i,
  /\bcould( not|n'?t) (spawn|give|add|find|execute)\b/i,
];

/** True when a command's answer is one of ARK's error answers. */
export function isErrorAnswer(answer: string): boolean {
  const text = answer.trim();
  return text !== '' && ARK_ERROR_ANSWERS.some((re) => re.test(text));
}
