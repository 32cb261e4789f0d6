import { z } from 'zod';

/** The ids of a multi-select delete: 1 to 1,000 rows of one instance. */
const selectedIds = z.array(z.number().int().min(1)).min(1).max(1000);

/** DELETE /api/player/many: several players of one instance. */
export const playersDeleteSchema = z.object({ botId: z.number().int(), playerIds: selectedIds });
/** DELETE /api/server/many: several servers of one instance. */
export const serversDeleteSchema = z.object({ botId: z.number().int(), serverIds: selectedIds });
/** DELETE /api/role/many: several shop ranks of one instance. */
export const ranksDeleteSchema = z.object({ botId: z.number().int(), roleIds: selectedIds });
/** DELETE /api/kit/many: several kits of one instance. */
export const kitsDeleteSchema = z.object({ botId: z.number().int(), kitIds: selectedIds });
/** What a multi-select delete answers: how many rows it deleted. */
export const deletedSchema = z.object({ deleted: z.number().int() });
