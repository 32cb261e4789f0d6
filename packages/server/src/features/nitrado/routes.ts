import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { hostingServiceSchema, MASKED_PASSWORD, syncRowSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { nitradoAccounts } from '../../db/schema';
import { createState, takeState } from '../auth/service';
import { getInstanceRow } from '../bots/repo';
import {
  accountsOf,
  listServices,
  nitradoClient,
  nitradoProvider,
  nitradoRedirectUri,
  saveAccount,
  verifyLogin,
} from './service';
import { syncRowsFor } from '../hosting-sync/service';
import { registerSyncWriteRoutes } from '../hosting-sync/routes';

const tags = ['nitrado'];
const botParams = z.object({ botId: z.coerce.number().int() });

export const nitradoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/nitrado/auth/:botId',
      {
        config: { access: 'Nitrado_Edit' },
        schema: {
          tags,
          description: 'The Nitrado login (OAuth2 authorize) URL for this bot instance.',
          params: botParams,
          response: { 200: z.string() },
        },
      },
      async (req, reply) => {
        const bot = await req.instance(req.params.botId);
        const state = await createState(ctx, 'nitrado', { botId: bot.id });
        return reply
          .type('application/json')
          .send(JSON.stringify(nitradoClient(ctx).authorizeUrl(nitradoRedirectUri(ctx), state)));
      },
    );

    app.get(
      '/api/nitrado/auth/callback',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security: [],
          querystring: z.object({ code: z.string().default(''), state: z.string().default('') }),
        },
      },
      async (req, reply) => {
        const data = await takeState(ctx, req.query.state, 'nitrado');
        const bot = data && typeof data.botId === 'number' ? await getInstanceRow(ctx.db, data.botId) : null;
        if (!bot || !req.query.code) return reply.redirect('/errors/nitradoLoginFailed');
        try {
          await saveAccount(ctx, bot.id, req.query.code);
        } catch (err) {
          req.log.warn({ err }, 'Nitrado login failed');
          return reply.redirect('/errors/nitradoLoginFailed');
        }
        return reply.redirect('/nitrado');
      },
    );

    app.get(
      '/api/nitrado/auth/verify/:botId',
      {
        config: { access: 'Nitrado_View' },
        schema: { tags, params: botParams, response: { 200: z.boolean() } },
      },
      async (req) => verifyLogin(ctx, await req.instance(req.params.botId)),
    );

    app.get(
      '/api/nitrado/auth/usernames/:botId',
      {
        config: { access: 'Nitrado_View' },
        schema: {
          tags,
          params: botParams,
          response: { 200: z.array(z.object({ nitradoId: z.string(), username: z.string() })) },
        },
      },
      async (req) =>
        (await accountsOf(ctx, (await req.instance(req.params.botId)).id)).map((a) => ({
          nitradoId: a.nitradoId,
          username: a.username,
        })),
    );

    app.get(
      '/api/nitrado/auth/logout/:botId/:username',
      {
        config: { access: 'Nitrado_Edit' },
        schema: { tags, params: botParams.extend({ username: z.string() }), response: { 200: z.boolean() } },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        await ctx.db
          .delete(nitradoAccounts)
          .where(and(eq(nitradoAccounts.botId, bot.id), eq(nitradoAccounts.username, req.params.username)));
        return true;
      },
    );

    app.get(
      '/api/nitrado/auth/logoutAll/:botId',
      {
        config: { access: 'Nitrado_Edit' },
        schema: { tags, params: botParams, response: { 200: z.boolean() } },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        await ctx.db.delete(nitradoAccounts).where(eq(nitradoAccounts.botId, bot.id));
        return true;
      },
    );

    app.get(
      '/api/nitrado/services/:botId',
      {
        config: { access: 'Nitrado_View' },
        schema: {
          tags,
          description:
            'ASA game servers of every logged-in account. The admin (RCON) password is only shown to callers with Nitrado_Edit.',
          params: botParams,
          response: { 200: z.array(hostingServiceSchema) },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        const list = await listServices(ctx, bot);
        return req.can(bot, 'Nitrado_Edit')
          ? list
          : list.map((s) => ({ ...s, adminPassword: s.adminPassword ? MASKED_PASSWORD : '' }));
      },
    );

    app.get(
      '/api/nitrado/sync/:botId',
      {
        config: { access: 'Nitrado_View' },
        schema: {
          tags,
          description: 'Sync status per Nitrado service (passwords compared on the server).',
          params: botParams,
          response: { 200: z.array(syncRowSchema) },
        },
      },
      async (req) => syncRowsFor(ctx, await req.instance(req.params.botId), nitradoProvider),
    );

    registerSyncWriteRoutes(app, ctx, {
      prefix: '/api/nitrado',
      tag: 'nitrado',
      edit: 'Nitrado_Edit',
      provider: nitradoProvider,
    });
  };
