import { z } from 'zod';
import { BonusType, Role, Tier } from '../enums';
import { id } from './common';
import { LANGUAGES } from '../languages';
import { messages } from './messages';

export const roleSchema = z.enum(Role);
export const tierSchema = z.enum(Tier);
export const bonusTypeSchema = z.enum(BonusType);

export const userSchema = z.object({
  id,
  discordId: z.string(),
  username: z.string(),
  avatarUrl: z.string(),
  email: z.string(),
  patreonEmail: z.string(),
  patreonId: z.string(),
  role: roleSchema,
  tier: tierSchema,
  bonusType: bonusTypeSchema,
  lastLogin: z.string().nullable(),
  selfHostingKnownIps: z.array(z.string()),
  /** The dashboard's language the user chose ('' = not chosen: the browser's). Issue 27. */
  language: z.enum(['', ...LANGUAGES]),
});
export type User = z.infer<typeof userSchema>;

/** What an admin may change of a user (SPEC 2, Admin users list). */
export const adminUserUpdateSchema = z.object({
  id,
  tier: tierSchema,
  role: roleSchema,
  bonusType: bonusTypeSchema,
  patreonEmail: z.union([z.literal(''), z.email(messages.email)]).default(''),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;
export const userBodySchema = z.object({ user: adminUserUpdateSchema });

export const subscriptionStateSchema = z.object({ discordId: z.string(), patreonTier: z.number().int() });
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** One login session of the caller (Settings page: list and sign out). */
export const userSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string(),
  /** The session of this request. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** PUT /api/user/language: the signed-in user's dashboard language (issue 27). */
export const languageSchema = z.enum(LANGUAGES, { error: messages.invalidFormat });
export const userLanguageBodySchema = z.object({ language: languageSchema });
