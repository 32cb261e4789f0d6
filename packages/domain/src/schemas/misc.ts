import { z } from 'zod';
import { id } from './common';
import { errorCodes } from './error-codes';

export const notificationSchema = z.object({
  id,
  /** English (the text as stored). */
  message: z.string(),
  /** The text's key in the `notices` catalogue ('' = written before keys existed: show `message`). */
  key: z.string(),
  /** The key's parameters; a list holds keys of the same catalogue. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
  link: z.string(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationIdBodySchema = z.object({ notificationId: id });

export const publicSettingsSchema = z.object({
  discordBotJoinUrl: z.string(),
  discordInviteUrl: z.string(),
  discordLoginUrl: z.string(),
  /** The external pledge page the Patreon buttons open. */
  pledgeUrl: z.string(),
  demoMode: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export const statisticsSchema = z.object({ countBots: z.number().int(), countPacks: z.number().int() });
export type Statistics = z.infer<typeof statisticsSchema>;

export const discordChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.number().int(),
  parentId: z.string(),
});
export type DiscordChannel = z.infer<typeof discordChannelSchema>;
export const discordRoleSchema = z.object({ id: z.string(), name: z.string(), color: z.number().int() });
export type DiscordRole = z.infer<typeof discordRoleSchema>;

export const botIdBodySchema = z.object({ botId: id });
export const instanceIdBodySchema = z.object({ id });

/**
 * Every error answer: `error` is the HTTP status text, `message` is readable, `fields` names bad input (400),
 * and `code` is stable for programs and translations (errorCodes: shopErrorCodes for shop refusals).
 */
export const apiErrorSchema = z.object({
  error: z.string().meta({ description: 'The HTTP status text, e.g. "Forbidden".' }),
  message: z.string().meta({ description: 'A readable message (shown to players for shop refusals).' }),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: 'Bad input (400): one message per field.' }),
  code: z.enum(errorCodes).meta({
    description:
      'Stable reason: which rule refused the action (shop refusals: purchases, vouchers, shop ranks), else the kind of error.',
  }),
  price: z.number().int().optional().meta({
    description: '`price_changed` (409): what the order would be charged now; nothing was charged.',
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
