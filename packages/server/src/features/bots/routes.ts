import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, inArray } from 'drizzle-orm';
import {
  botInstanceSchema,
  discordChannelSchema,
  discordRoleSchema,
  hasAnyAccess,
  limitsSchema,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { botInstances, users } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { instanceForCaller, instancesForUser, limitsOf, recreateApiKey, updateInstance } from './service';
import { guildChannels, guildRoles } from './guild-directory';

const tags = ['bots'];
const idQuery = z.object({ id: z.coerce.number().int().positive() });

export const botRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/bots/forDiscordUser',
      { config: { access: 'user' }, schema: { tags, response: { 200: z.array(botInstanceSchema) } } },
      async (req) =>
        (await instancesForUser(ctx.db, req.user!)).map((r) => instanceForCaller(ctx, r, req.user!)),
    );

    app.get(
      '/api/bots/limits',
      { config: { access: 'user' }, schema: { tags, response: { 200: z.record(z.string(), limitsSchema) } } },
      async (req) => {
        const out: Record<string, z.infer<typeof limitsSchema>> = {};
        for (const row of await instancesForUser(ctx.db, req.user!))
          out[String(row.id)] = await limitsOf(ctx, row);
        return out;
      },
    );

    app.get(
      '/api/bots/managers',
      {
        config: { access: 'Owner' },
        schema: {
          tags,
          description:
            "Name and avatar of the instance's saved managers who have logged in here (the Permissions list); " +
            'managers who never logged in are missing from the answer.',
          querystring: idQuery,
          response: {
            200: z.array(z.object({ discordId: z.string(), username: z.string(), avatarUrl: z.string() })),
          },
        },
      },
      async (req) => {
        const row = await req.instance(req.query.id);
        const ids = row.managers.map((m) => m.discordId);
        if (!ids.length) return [];
        return ctx.db
          .select({ discordId: users.discordId, username: users.username, avatarUrl: users.avatarUrl })
          .from(users)
          .where(inArray(users.discordId, ids));
      },
    );

    app.put(
      '/api/bots',
      {
        config: { access: 'user' },
        schema: { tags, body: z.object({ bot: botInstanceSchema }), response: { 200: botInstanceSchema } },
      },
      async (req) => {
        const row = await req.instance(req.body.bot.id);
        if (!hasAnyAccess(req.user, row)) throw forbidden();
        await updateInstance(ctx, req.user!, row, req.body.bot);
        return instanceForCaller(ctx, (await req.instance(row.id))!, req.user!);
      },
    );

    app.delete(
      '/api/bots',
      {
        config: { access: 'Owner' },
        schema: { tags, body: z.object({ id: z.number().int() }), response: { 200: z.boolean() } },
      },
      async (req) => {
        const row = await req.instance(req.body.id);
        await ctx.db.delete(botInstances).where(eq(botInstances.id, row.id));
        ctx.cache.invalidate('instance', row.id);
        return true;
      },
    );

    app.post(
      '/api/bots/recreateApiKey',
      {
        config: { access: 'Owner' },
        schema: { tags, body: z.object({ botId: z.number().int() }), response: { 200: botInstanceSchema } },
      },
      async (req) => recreateApiKey(ctx, await req.instance(req.body.botId)),
    );

    const guildRoute = (path: string, load: (guildId: string) => Promise<unknown[]>, item: z.ZodType) =>
      app.get(
        path,
        {
          config: { access: 'user' },
          schema: { tags, querystring: idQuery, response: { 200: z.array(item) } },
        },
        async (req) => {
          const row = await req.instance(req.query.id);
          if (!hasAnyAccess(req.user, row)) throw forbidden();
          return load(row.guildId);
        },
      );
    guildRoute('/api/bots/channels', (g) => guildChannels(ctx, g, 'text'), discordChannelSchema);
    guildRoute('/api/bots/categories', (g) => guildChannels(ctx, g, 'category'), discordChannelSchema);
    guildRoute('/api/bots/roles', (g) => guildRoles(ctx, g), discordRoleSchema);
  };
