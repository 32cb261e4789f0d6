import { ledgerEntryFields } from './ledger-entry';
import { z } from 'zod';
import {
  EOS_ID_MAX,
  EOS_ID_MIN,
  PLAYER_DISCORD_ID_MAX,
  PLAYER_DISCORD_ID_MIN,
  STEAM_ID_LENGTH,
} from '../constants';
import { id, requiredName } from './common';
import { messages } from './messages';

export const creditHistoryEntrySchema = z.object({
  id,
  playerId: id,
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  actor: z.string(),
  createdAt: z.string(),
  ...ledgerEntryFields,
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

const boughtKitSchema = z.object({
  kitId: id,
  kitName: z.string(),
  serverId: id.nullable(),
  boughtAt: z.string(),
});
const kitVoucherSchema = z.object({ kitId: id, count: z.number().int().min(0) });
/** The player dialog's "Add voucher" form: a kit and how many vouchers to add. */
export const voucherAddSchema = z.object({
  kitId: id,
  count: z.number({ error: messages.voucherCount }).int(messages.voucherCount).min(1, messages.voucherCount),
});
const voteSchema = z.object({ site: z.string(), votedAt: z.string() });
const creditsInt = z
  .number({ error: messages.creditsNumber })
  .int({ error: messages.creditsWhole })
  .min(0, messages.credits);

/**
 * An EOS product user id: the spec's "30 to 40 digits" read as hex digits (real ids are 32 hex characters,
 * 16 bytes, as ListPlayers prints them). Any case comes in; it is stored and compared in lower case.
 */
export const EOS_ID_PATTERN = new RegExp(`^[0-9a-f]{${EOS_ID_MIN},${EOS_ID_MAX}}$`);
/** The one spelling of an EOS id everywhere it is stored or compared ('' stays ''). */
export const normalizeEosId = (raw: string) => raw.trim().toLowerCase();
/** A stored EOS id from an outside source (companion bot): normalized, or '' when it is not one. */
export const eosIdOrEmpty = (raw: unknown) => {
  const id = normalizeEosId(String(raw ?? ''));
  return EOS_ID_PATTERN.test(id) ? id : '';
};

/**
 * Player create/update body. The EOS id is empty or 30 to 40 hex digits (EOS_ID_PATTERN), stored lower
 * case. Credits are ignored by the server on save: balances change only through PUT /api/player/credit.
 */
export const playerInputSchema = z.object({
  id: id.optional(),
  botId: id.optional(),
  name: requiredName,
  discordName: z
    .string({ error: messages.discordNameRequired })
    .trim()
    .min(1, messages.discordNameRequired)
    .max(100, messages.discordNameMax),
  discordId: z
    .string({ error: messages.playerDiscordIdRequired })
    .trim()
    .min(1, messages.playerDiscordIdRequired)
    .regex(/^\d+$/, messages.playerDiscordIdNumber)
    .min(PLAYER_DISCORD_ID_MIN, messages.playerDiscordIdLength)
    .max(PLAYER_DISCORD_ID_MAX, messages.playerDiscordIdLength),
  steamId: z
    .string({ error: messages.steamId })
    .trim()
    .regex(new RegExp(`^(\\d{${STEAM_ID_LENGTH}})?$`), messages.steamId)
    .default(''),
  eosId: z
    .string({ error: messages.eosId })
    .trim()
    .toLowerCase()
    .regex(new RegExp(`^([0-9a-fA-F]{${EOS_ID_MIN},${EOS_ID_MAX}})?$`), messages.eosId)
    .default(''),
  deutscheArkServerUser: z.string().trim().max(50, messages.votingUserMax).default(''),
  credits: creditsInt.default(0),
  totalCreditsEarned: creditsInt.default(0),
  boughtKits: z.array(boughtKitSchema).optional(),
  creditHistory: z.array(creditHistoryEntrySchema).optional(),
  kitVouchers: z.array(kitVoucherSchema).optional(),
  roles: z.array(id).optional(),
  votingHistory: z.array(voteSchema).optional(),
});
export type PlayerInput = z.infer<typeof playerInputSchema>;

export const playerSchema = z.object({
  id,
  botId: id,
  name: z.string(),
  deutscheArkServerUser: z.string(),
  steamId: z.string(),
  eosId: z.string(),
  totalCreditsEarned: z.number().int(),
  credits: z.number().int(),
  discordId: z.string(),
  discordName: z.string(),
  boughtKits: z.array(boughtKitSchema),
  creditHistory: z.array(creditHistoryEntrySchema),
  kitVouchers: z.array(kitVoucherSchema),
  roles: z.array(id),
  votingHistory: z.array(voteSchema),
  /** When the player was added (ISO); the list's "Joined". */
  joinedAt: z.string().optional(),
  /** The player's last credit change of their own, else joinedAt (ISO); the list's "Last active". */
  lastActiveAt: z.string().optional(),
});
export type Player = z.infer<typeof playerSchema>;
export const playerBodySchema = z.object({ player: playerInputSchema });
export const playerIdBodySchema = z.object({ playerId: id });

/** PUT /api/player/credit: `credits` is the difference (may be negative, never 0: nothing to record). */
export const creditChangeSchema = z.object({
  playerId: id,
  credits: z
    .number({ error: messages.creditsNumber })
    .int({ error: messages.creditsWhole })
    .refine((v) => v !== 0, messages.creditChangeZero),
  reason: z.string().max(500, messages.reasonMax).default(''),
});
export type CreditChange = z.infer<typeof creditChangeSchema>;
