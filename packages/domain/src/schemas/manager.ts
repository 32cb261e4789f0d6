import { z } from 'zod';
import { permissionNames, type PermissionName } from '../enums';
import { MANAGER_DISCORD_ID_MAX } from '../constants';
import { messages } from './messages';

/** A permission name of the `Permission` enum, e.g. 'Servers_View'. */
export const permissionNameSchema = z.enum(permissionNames as [PermissionName, ...PermissionName[]]);

/** A manager as added/edited on the Permissions page (SPEC 5 "Manager Discord ID"). */
export const managerInputSchema = z.object({
  discordId: z
    .string({ error: messages.managerDiscordIdRequired })
    .trim()
    .min(1, messages.managerDiscordIdRequired)
    .max(MANAGER_DISCORD_ID_MAX, messages.managerDiscordIdMax)
    .regex(/^\d+$/, messages.managerDiscordIdNumber),
  permissions: z.array(permissionNameSchema),
});
export const managerSchema = managerInputSchema;

/** The Permissions page's Add / Edit dialog: the Discord ID and one level (0-2) per permission area key. */
export const managerFormSchema = managerInputSchema.pick({ discordId: true }).extend({
  levels: z.record(z.string(), z.number().int().min(0).max(2)),
});
export type Manager = z.infer<typeof managerSchema>;

export type ManagerInput = z.infer<typeof managerInputSchema>;
