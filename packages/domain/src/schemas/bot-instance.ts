import { z } from 'zod';
import { LANGUAGES } from '../languages';
import type { Limits } from '../limits';
import { id } from './common';
import { managerSchema } from './manager';
import { settingsGroupSchemas } from './settings';

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
  /** The bot's language (issue 27): 'en' / 'de', or '' to follow the Discord server's preferred locale. */
  language: z.enum(['', ...LANGUAGES]).default(''),
  ...settingsGroupSchemas,
});
export type BotInstance = z.infer<typeof botInstanceSchema>;
export const botBodySchema = z.object({ bot: botInstanceSchema });

/** Limits of an instance (SPEC 3/6); mirrors the `Limits` interface of ../limits. */
export const limitsSchema = z.object({
  numKits: z.number().int(),
  numItems: z.number().int(),
  numServers: z.number().int(),
  numRoles: z.number().int(),
  overviewDays: z.number().int(),
  deutscheArkServerVoting: z.boolean(),
  arkServerNetVoting: z.boolean(),
  tebexWebhooks: z.boolean(),
  discordActivityPoints: z.boolean(),
  tip4serv: z.boolean(),
  inGameShop: z.boolean(),
  userPortal: z.boolean(),
  apiAccess: z.boolean(),
  webhooks: z.boolean(),
  coupons: z.boolean(),
  timedSales: z.boolean(),
  playtime: z.boolean(),
}) satisfies z.ZodType<Limits>;
/** GET /api/bots/limits: `{ [instanceId]: Limits }`. */
export const limitsByInstanceSchema = z.record(z.string(), limitsSchema);
