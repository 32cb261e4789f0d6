import { z } from 'zod';
import { playerSchema } from '@asa/domain';
import { compiledSerializer } from '../../lib/compiled-serializer';

export const playerPageSchema = z.object({
  items: z.array(playerSchema),
  total: z.number().int(),
  totalExact: z.boolean(),
});

/**
 * The players list route's serializer for the whole list (no `page`/`pageSize`/`search`): JSON written by a
 * function compiled from the response schema (fast-json-stringify), instead of re-parsing up to every
 * player with zod and then JSON.stringify. The rows come typed from the service, so the re-validation bought
 * nothing; fields outside the schema are left out, as zod's parse did. Pages do not pass here: their JSON is
 * written by the database (list-json.ts) and sent as it is.
 */
export const playerListSerializer = compiledSerializer(z.array(playerSchema));
