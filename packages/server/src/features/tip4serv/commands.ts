import { tip4ServCommands } from '@asa/domain';

/**
 * The web-shop command forms (SPEC 9), shared with the dashboard's Command Builder:
 * `credit {discord_id} {amount}`, `rank {discord_id} add|remove {role_id}`, `gift {discord_id} {kit_id}`.
 * Tip4Serv replaces `{discord_id}` with the buyer's Discord id before the command reaches us; the builder
 * writes the placeholder, so the parser accepts it too.
 */
export const DISCORD_ID_PLACEHOLDER = '{discord_id}';
/** Largest amount one credit command may give (keeps balances inside a 32-bit integer). */
export const MAX_CREDIT_AMOUNT = 1_000_000_000;

export type Tip4ServCommand =
  | { type: 'credit'; discordId: string; amount: number }
  | { type: 'rank'; discordId: string; action: 'add' | 'remove'; roleId: number }
  | { type: 'gift'; discordId: string; kitId: number };

const isDiscordId = (s: string) => /^\d{1,30}$/.test(s) || s === DISCORD_ID_PLACEHOLDER;
const positiveInt = (s: string | undefined) => (s !== undefined && /^\d{1,10}$/.test(s) ? Number(s) : NaN);

/** Parses one command text; null when it is not one of the three forms (or an amount/id is invalid). */
export function parseTip4ServCommand(text: string): Tip4ServCommand | null {
  const parts = text.trim().split(/\s+/);
  const verb = parts[0]?.toLowerCase();
  const discordId = parts[1] ?? '';
  if (!isDiscordId(discordId)) return null;
  if (verb === 'credit' && parts.length === 3) {
    const amount = positiveInt(parts[2]);
    return amount >= 1 && amount <= MAX_CREDIT_AMOUNT ? { type: 'credit', discordId, amount } : null;
  }
  if (verb === 'rank' && parts.length === 4) {
    const action = parts[2]!.toLowerCase();
    const roleId = positiveInt(parts[3]);
    if ((action !== 'add' && action !== 'remove') || !(roleId >= 1)) return null;
    return { type: 'rank', discordId, action, roleId };
  }
  if (verb === 'gift' && parts.length === 3) {
    const kitId = positiveInt(parts[2]);
    return kitId >= 1 ? { type: 'gift', discordId, kitId } : null;
  }
  return null;
}

/** Builds the command text (the Command Builder's output); `discordId` defaults to the placeholder. */
export function buildTip4ServCommand(
  cmd:
    | { type: 'credit'; discordId?: string; amount: number }
    | { type: 'rank'; discordId?: string; action: 'add' | 'remove'; roleId: number | string }
    | { type: 'gift'; discordId?: string; kitId: number | string },
): string {
  const id = cmd.discordId ?? DISCORD_ID_PLACEHOLDER;
  switch (cmd.type) {
    case 'credit':
      return tip4ServCommands.credit(id, cmd.amount);
    case 'rank':
      return tip4ServCommands.rank(id, cmd.action, cmd.roleId);
    case 'gift':
      return tip4ServCommands.gift(id, cmd.kitId);
  }
}
