import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kitBodySchema, kitIdBodySchema, kitSchema, sampleKitSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { sampleKits } from './samples';
import { createKit, deleteKit, getKitRow, listKits, toApiKit, updateKit } from './service';

const tags = ['kits'];
const botParams = z.object({ botId: z.coerce.number().int() });

export const kitRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // parsed once at start-up: a broken sample fails the boot, not a request
    const samples = sampleKits().map((s) => sampleKitSchema.parse(s));

    app.get(
      '/api/kit/list/:botId',
      {
        config: { access: 'Kits_View' },
        schema: { tags, params: botParams, response: { 200: z.array(kitSchema) } },
      },
      async (req) => (await listKits(ctx.db, (await req.instance(req.params.botId)).id)).map(toApiKit),
    );

    app.get(
      '/api/kit/samples',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description: 'Ready-made ARK kits for "Add Sample Kit".',
          response: { 200: z.array(sampleKitSchema) },
        },
      },
      async () => samples,
    );

    app.post(
      '/api/kit',
      {
        config: { access: 'Kits_Edit' },
        schema: { tags, body: kitBodySchema, response: { 200: kitSchema } },
      },
      async (req) => {
        const input = req.body.kit;
        if (input.botId === undefined)
          throw badRequest('botId is required', { botId: 'This field is required' });
        return toApiKit(await createKit(ctx, await req.instance(input.botId), input));
      },
    );

    app.put(
      '/api/kit',
      {
        config: { access: 'Kits_Edit' },
        schema: { tags, body: kitBodySchema, response: { 200: kitSchema } },
      },
      async (req) => {
        const existing = req.body.kit.id ? await getKitRow(ctx.db, req.body.kit.id) : null;
        if (!existing) throw notFound('Kit');
        const bot = await req.instance(existing.botId);
        return toApiKit(await updateKit(ctx, bot, existing, req.body.kit));
      },
    );

    app.delete(
      '/api/kit',
      {
        config: { access: 'Kits_Edit' },
        schema: { tags, body: kitIdBodySchema, response: { 200: z.boolean() } },
      },
      async (req) => {
        const existing = await getKitRow(ctx.db, req.body.kitId);
        if (!existing) throw notFound('Kit');
        await req.instance(existing.botId);
        await deleteKit(ctx.db, existing);
        return true;
      },
    );
  };
