import { z } from 'zod';
import fastJson from 'fast-json-stringify';
import { playerSchema } from '@asa/domain';

export const playerPageSchema = z.object({
  items: z.array(playerSchema),
  total: z.number().int(),
  totalExact: z.boolean(),
});

const compile = (schema: z.ZodType) =>
  fastJson(
    z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Parameters<typeof fastJson>[0],
  );
const pageJson = compile(playerPageSchema);
const listJson = compile(z.array(playerSchema));

/**
 * The players list route's serializer: JSON written by functions compiled from the response schemas
 * (fast-json-stringify), instead of re-parsing up to 1,000 players with zod and then JSON.stringify (about
 * a fifth of the time of the default for a page of 50). The rows come typed from the service, so the
 * re-validation bought nothing; fields outside the schema are left out, as zod's parse did.
 */
export const playerListSerializer = () => (data: unknown) =>
  Array.isArray(data) ? listJson(data) : pageJson(data);
