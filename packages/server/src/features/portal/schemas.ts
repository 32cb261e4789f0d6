import { z } from 'zod';

/** A guild id in the portal address (/portal/{guildId}); anything else is simply not a portal (404). */
export const portalParams = z.object({ guildId: z.string().max(30) });
