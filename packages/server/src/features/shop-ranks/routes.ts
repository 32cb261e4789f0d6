import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deletedSchema,
  ranksDeleteSchema,
  roleBodySchema,
  roleIdBodySchema,
  shopRankSchema,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { createRank, deleteRank, deleteRanks, getRankRow, listRanks, toApiRank, updateRank } from './service';

const tags = ['shop ranks'];
const botParams = z.object({ botId: z.coerce.number().int() });

/** Shop ranks ("role" in the paths of SPEC 7). */
export const shopRankRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/role/list/:botId',
      {
        config: { access: 'Roles_View' },
        schema: { tags, params: botParams, response: { 200: z.array(shopRankSchema) } },
      },
      async (req) => (await listRanks(ctx.db, (await req.instance(req.params.botId)).id)).map(toApiRank),
    );

    app.post(
      '/api/role',
      {
        config: { access: 'Roles_Edit' },
        schema: { tags, body: roleBodySchema, response: { 200: shopRankSchema } },
      },
      async (req) => {
        const input = req.body.role;
        if (input.botId === undefined)
          throw badRequest('botId is required', { botId: 'This field is required' });
        return toApiRank(await createRank(ctx, await req.instance(input.botId), input));
      },
    );

    app.put(
      '/api/role',
      {
        config: { access: 'Roles_Edit' },
        schema: { tags, body: roleBodySchema, response: { 200: shopRankSchema } },
      },
      async (req) => {
        const existing = req.body.role.id ? await getRankRow(ctx.db, req.body.role.id) : null;
        if (!existing) throw notFound('Shop rank');
        await req.instance(existing.botId);
        return toApiRank(await updateRank(ctx, existing, req.body.role));
      },
    );

    app.delete(
      '/api/role',
      {
        config: { access: 'Roles_Edit' },
        schema: { tags, body: roleIdBodySchema, response: { 200: z.boolean() } },
      },
      async (req) => {
        const existing = await getRankRow(ctx.db, req.body.roleId);
        if (!existing) throw notFound('Shop rank');
        await req.instance(existing.botId);
        await deleteRank(ctx, existing);
        return true;
      },
    );

    app.delete(
      '/api/role/many',
      {
        config: { access: 'Roles_Edit' },
        schema: {
          tags,
          description:
            'Deletes several shop ranks of one instance in one transaction, each audited as a single delete; ' +
            '400 (nothing deleted) when one id is not of the instance. Answers how many were deleted.',
          body: ranksDeleteSchema,
          response: { 200: deletedSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.body.botId);
        return { deleted: await deleteRanks(ctx, bot.id, req.body.roleIds) };
      },
    );
  };
