import { z } from 'zod';
import { permissionNames, type PermissionName } from '../enums';
import {
  DEFAULT_ACTIVITY_COOLDOWN,
  DEFAULT_MAX_POINTS,
  DEFAULT_MIN_POINTS,
  DEFAULT_TIMEZONE,
} from '../constants';
import { discordRef, id, nonNegativeInt, optionalHttpUrl } from './common';
import { messages } from './messages';

export const managerInputSchema = z.object({
  discordId: z
    .string({ error: messages.managerDiscordIdRequired })
    .trim()
    .min(1, messages.managerDiscordIdRequired)
    .max(30, messages.managerDiscordIdMax)
    .regex(/^\d+$/, messages.managerDiscordIdNumber),
  permissions: z.array(z.enum(permissionNames as [PermissionName, ...PermissionName[]])),
});
export const managerSchema = managerInputSchema;
export type Manager = z.infer<typeof managerSchema>;

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
});
export const commandSettingsSchema = z.object({
  enableRegisterCommand: bool(true),
  creditCommandAccessRole: discordRef,
  roleCommandAccessRole: discordRef,
  giftCommandAccessRole: discordRef,
  voteCommandAccessRole: discordRef,
});
/** The API key is required only while the integration is enabled (an off integration may be empty). */
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
  timezone: z.string().min(1).max(100).default(DEFAULT_TIMEZONE),
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
  userPortalSettings: userPortalSettingsSchema,
} as const;
export type SettingsGroupName = keyof typeof settingsGroupSchemas;
export type BotSettings = { [K in SettingsGroupName]: z.infer<(typeof settingsGroupSchemas)[K]> };

/** Every settings group filled with the spec's defaults. */
export function defaultBotSettings(): BotSettings {
  const out = {} as Record<string, unknown>;
  for (const [k, s] of Object.entries(settingsGroupSchemas)) out[k] = s.parse({});
  return out as BotSettings;
}

export const botInstanceSchema = z.object({
  id,
  guildId: z.string(),
  guildName: z.string(),
  guildIconUrl: z.string(),
  guildIconUrlBig: z.string(),
  isActive: z.boolean(),
  ownerId: z.string(),
  managers: z.array(managerSchema),
  isShopEnabled: z.boolean(),
  ...settingsGroupSchemas,
});
export type BotInstance = z.infer<typeof botInstanceSchema>;
export const botBodySchema = z.object({ bot: botInstanceSchema });

export const limitsSchema = z.object({
  numKits: z.number().int(),
  numItems: z.number().int(),
  numServers: z.number().int(),
  numRoles: z.number().int(),
  deutscheArkServerVoting: z.boolean(),
  arkServerNetVoting: z.boolean(),
  tebexWebhooks: z.boolean(),
  discordActivityPoints: z.boolean(),
  tip4serv: z.boolean(),
  userPortal: z.boolean(),
  apiAccess: z.boolean(),
});
