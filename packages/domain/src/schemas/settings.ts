import { z } from 'zod';
import {
  DEFAULT_ACTIVITY_COOLDOWN,
  DEFAULT_MAX_POINTS,
  DEFAULT_MIN_POINTS,
  DEFAULT_TIMEZONE,
} from '../constants';
import { discordRef, id, nonNegativeInt, optionalHttpUrl } from './common';
import { messages } from './messages';
import { transferSettingsSchema } from './transfers';
import { playtimeSettingsSchema } from './playtime';
import { leaderboardSettingsSchema } from './leaderboards';

/** Settings groups of a bot instance (SPEC 3), each with the spec's defaults (SPEC 9). */
const bool = (v = false) => z.boolean().default(v);

export const apiSettingsSchema = z.object({ isEnabled: bool(), apiKey: z.string().default('') });
export const kitSettingsSchema = z.object({
  enableBuyLimits: bool(),
  enableServerLimits: bool(),
  enableRoleLimits: bool(),
  defaultChannelId: discordRef,
  defaultDiscordRoleId: discordRef,
  defaultBotRoleId: id.nullable().default(null),
  enableClaimKitMessage: bool(),
  claimKitMessageChannelId: discordRef,
  isKitLoggingEnabled: bool(),
  kitLoggingChannelId: discordRef,
  /** Purchases waiting for the buyer (or the server) are given back after this many hours. */
  waitingExpiryHours: z
    .number({ error: messages.waitingExpiryHours })
    .int({ error: messages.waitingExpiryHours })
    .min(1, messages.waitingExpiryHours)
    .max(720, messages.waitingExpiryHours)
    .default(24),
  /** Players may buy kits for other players (gifts, issue 26); a Free feature of the tier table. */
  isGiftingEnabled: bool(true),
});
export const commandSettingsSchema = z.object({
  enableRegisterCommand: bool(true),
  creditCommandAccessRole: discordRef,
  roleCommandAccessRole: discordRef,
  giftCommandAccessRole: discordRef,
  voteCommandAccessRole: discordRef,
});
/**
 * Companion-bot sync. SPEC 5 says 'API key required'; we require it ONLY while `isEnabled` is true, so a
 * fresh instance (defaults: disabled, empty key) and a switched-off integration still save. The API URL is
 * optional ('' allowed) but must be http(s) when set.
 */
export const asaBotSyncSettingsSchema = z
  .object({
    isEnabled: bool(),
    isSyncServers: bool(),
    isAutoSyncServersEnabled: bool(),
    isSyncPlayerRegistration: bool(),
    isExecuteCommands: bool(),
    apiKey: z.string().max(500).default(''),
    overrideApiUrl: bool(),
    apiUrl: optionalHttpUrl(messages.apiUrl),
  })
  .superRefine((v, c) => {
    if (v.isEnabled && v.apiKey.trim() === '')
      c.addIssue({ code: 'custom', path: ['apiKey'], message: messages.apiKeyRequired });
  });
export const nitradoSettingsSchema = z.object({ isAutoSyncEnabled: bool() });
const votingBase = {
  isEnabled: bool(),
  creditsPerVote: nonNegativeInt(messages.creditsPerVote).default(0),
  timezone: z
    .string({ error: messages.timezoneRequired })
    .trim()
    .min(1, messages.timezoneRequired)
    .max(100, messages.invalidFormat)
    .default(DEFAULT_TIMEZONE),
  isVoteLoggingEnabled: bool(),
  voteLoggingChannelId: discordRef,
};
const keys = z.array(z.string().trim().min(1).max(200)).max(100).default([]);
export const deutscheArkServerSettingsSchema = z.object({ ...votingBase, voteRewardKeys: keys });
export const arkServersNetSettingsSchema = z.object({ ...votingBase, serverKeys: keys });
export const discordActivitySettingsSchema = z
  .object({
    isEnabled: bool(),
    cooldownTimer: nonNegativeInt(messages.cooldown).default(DEFAULT_ACTIVITY_COOLDOWN),
    minPointsPerMessage: nonNegativeInt(messages.minCredits).default(DEFAULT_MIN_POINTS),
    maxPointsPerMessage: nonNegativeInt(messages.maxCredits).default(DEFAULT_MAX_POINTS),
    channelIds: z.array(z.string().max(30)).default([]),
  })
  .refine((v) => v.maxPointsPerMessage >= v.minPointsPerMessage, {
    path: ['maxPointsPerMessage'],
    message: messages.maxBelowMin,
  });
export const shopRoleSettingsSchema = z.object({
  isBuyingEnabled: bool(),
  buyRoleDefaultPrice: nonNegativeInt(messages.rankPrice).default(0),
  shopRoleChannelId: discordRef,
  shopRoleMessageId: discordRef,
  isRoleTradingAllowed: bool(),
});
export const tip4ServSettingsSchema = z.object({
  isEnabled: bool(),
  apiKey: z.string().max(500).default(''),
  enableLogging: bool(),
  logChannelId: discordRef,
});
/** The in-game shop's command words (without the prefix), each 1-20 letters, digits, '-' or '_'. */
const commandWord = (v: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_-]{1,20}$/, messages.inGameCommandName)
    .default(v);
/** The in-game shop's commands; their words are the settings `<key>Command` (flat: settings compare by JSON). */
export const inGameCommandKeys = [
  'help',
  'link',
  'bal',
  'shop',
  'buy',
  'orders',
  'redeem',
  'pay',
  'top',
] as const;
export type InGameCommandKey = (typeof inGameCommandKeys)[number];
/**
 * In-game shop over RCON chat (docs/in-game-shop.md). Only the servers listed in `serverIds` are read:
 * reading `GetChat` empties the game's chat buffer, so another tool reading it on the same server misses
 * lines. The relay forwards player chat of `relayServerIds` to `relayChannelId`, and Discord messages of that
 * channel back into the game when `relayToGame` is on.
 */
export const inGameShopSettingsSchema = z.object({
  isEnabled: bool(),
  prefix: z
    .string()
    .trim()
    .regex(/^[!+#.$%&*~?-]{1,2}$/, messages.inGameCommandPrefix)
    .default('+'),
  pollSeconds: z
    .number({ error: messages.inGamePollSeconds })
    .int({ error: messages.inGamePollSeconds })
    .min(2, messages.inGamePollSeconds)
    .max(60, messages.inGamePollSeconds)
    .default(3),
  helpCommand: commandWord('help'),
  linkCommand: commandWord('link'),
  balCommand: commandWord('bal'),
  shopCommand: commandWord('shop'),
  buyCommand: commandWord('buy'),
  ordersCommand: commandWord('orders'),
  redeemCommand: commandWord('redeem'),
  /** `+pay <name or #id> <amount>`: a transfer to another player (issue 37, transferSettings). */
  payCommand: commandWord('pay'),
  /** `+top [board] [period]`: a leaderboard (issue 37). */
  topCommand: commandWord('top'),
  serverIds: z.array(id).max(500).default([]),
  relayServerIds: z.array(id).max(500).default([]),
  relayChannelId: discordRef,
  relayToGame: bool(),
});
export const userPortalSettingsSchema = z.object({
  isEnabled: bool(),
  isKitsEnabled: bool(),
  isShopRanksEnabled: bool(),
});

export const settingsGroupSchemas = {
  apiSettings: apiSettingsSchema,
  kitSettings: kitSettingsSchema,
  commandSettings: commandSettingsSchema,
  asaBotSyncSettings: asaBotSyncSettingsSchema,
  nitradoSettings: nitradoSettingsSchema,
  deutscheArkServerSettings: deutscheArkServerSettingsSchema,
  arkServersNetSettings: arkServersNetSettingsSchema,
  discordActivitySettings: discordActivitySettingsSchema,
  shopRoleSettings: shopRoleSettingsSchema,
  tip4ServSettings: tip4ServSettingsSchema,
  inGameShopSettings: inGameShopSettingsSchema,
  userPortalSettings: userPortalSettingsSchema,
  transferSettings: transferSettingsSchema,
  playtimeSettings: playtimeSettingsSchema,
  leaderboardSettings: leaderboardSettingsSchema,
} as const;
export type SettingsGroupName = keyof typeof settingsGroupSchemas;
export type BotSettings = { [K in SettingsGroupName]: z.infer<(typeof settingsGroupSchemas)[K]> };

/** Every settings group filled with the spec's defaults. */
export function defaultBotSettings(): BotSettings {
  const out = {} as Record<string, unknown>;
  for (const [k, s] of Object.entries(settingsGroupSchemas)) out[k] = s.parse({});
  return out as BotSettings;
}

export type ApiSettings = z.infer<typeof apiSettingsSchema>;
export type KitSettings = z.infer<typeof kitSettingsSchema>;
export type CommandSettings = z.infer<typeof commandSettingsSchema>;
export type AsaBotSyncSettings = z.infer<typeof asaBotSyncSettingsSchema>;
export type NitradoSettings = z.infer<typeof nitradoSettingsSchema>;
export type DeutscheArkServerSettings = z.infer<typeof deutscheArkServerSettingsSchema>;
export type ArkServersNetSettings = z.infer<typeof arkServersNetSettingsSchema>;
export type DiscordActivitySettings = z.infer<typeof discordActivitySettingsSchema>;
export type ShopRoleSettings = z.infer<typeof shopRoleSettingsSchema>;
export type Tip4ServSettings = z.infer<typeof tip4ServSettingsSchema>;
export type InGameShopSettings = z.infer<typeof inGameShopSettingsSchema>;
export type UserPortalSettings = z.infer<typeof userPortalSettingsSchema>;
