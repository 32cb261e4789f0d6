import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { adminUserUpdateSchema, isAdmin, userLanguageBodySchema, userSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/service';
import {
  buildUserDataZip,
  createDownloadToken,
  deleteUserEverywhere,
  takeDownloadToken,
  toApiUser,
} from './service';

const tags = ['user'];

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/user/self',
      { config: { access: 'user' }, schema: { tags, response: { 200: userSchema } } },
      async (req) => toApiUser(req.user!),
    );

    app.put(
      '/api/user/language',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description: "The caller's dashboard language (issue 27; docs/i18n.md).",
          body: userLanguageBodySchema,
          response: { 200: userSchema },
        },
      },
      async (req) => {
        const [row] = await ctx.db
          .update(users)
          .set({ language: req.body.language })
          .where(eq(users.id, req.user!.id))
          .returning();
        ctx.cache.invalidate('user', req.user!.id);
        if (!row) throw notFound('User');
        return toApiUser(row);
      },
    );

    app.get(
      '/api/user/all',
      { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: z.array(userSchema) } } },
      async () => (await ctx.db.select().from(users).orderBy(asc(users.id))).map(toApiUser),
    );

    app.post(
      '/api/user/',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          body: z.object({ user: adminUserUpdateSchema }),
          response: { 200: userSchema },
        },
      },
      async (req) => {
        const { id, tier, role, bonusType, patreonEmail } = req.body.user;
        const [before] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
        if (!before) throw notFound('User');
        const row = await ctx.db.transaction(async (tx) => {
          const [updated] = await tx
            .update(users)
            .set({ tier, role, bonusType, patreonEmail })
            .where(eq(users.id, id))
            .returning();
          // the audit log (no instance: a site admin's change of a user), in the change's transaction
          if (updated)
            await recordAudit(tx, {
              botId: null,
              entity: 'user',
              entityId: updated.id,
              before: { tier: before.tier, role: before.role, bonusType: before.bonusType },
              after: { tier, role, bonusType },
            });
          return updated;
        });
        ctx.cache.invalidate('user', id);
        if (!row) throw notFound('User');
        // the audit line of an admin's change (docs/operations.md "Logs")
        req.log.info(
          {
            audit: 'admin-user-update',
            by: req.user!.discordId,
            user: row.discordId,
            before: { tier: before.tier, role: before.role, bonusType: before.bonusType },
            after: { tier, role, bonusType },
          },
          `Admin ${req.user!.discordId} changed user ${row.discordId}: tier ${before.tier} -> ${tier}, role ${before.role} -> ${role}`,
        );
        return toApiUser(row);
      },
    );

    app.delete(
      '/api/user/:id',
      {
        config: { access: 'user' },
        schema: { tags, params: z.object({ id: z.coerce.number().int() }), response: { 200: z.boolean() } },
      },
      async (req) => {
        if (req.params.id !== req.user!.id && !isAdmin(req.user)) throw forbidden();
        const [target] = await ctx.db.select().from(users).where(eq(users.id, req.params.id)).limit(1);
        if (!target) throw notFound('User');
        await deleteUserEverywhere(ctx, target);
        return true;
      },
    );

    app.get(
      '/api/user/downloadData',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description: 'A one-time link (valid 10 minutes) to a zip of everything stored about the caller.',
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      async (req) => ({
        url: `${ctx.config.publicUrl}/api/user/downloadData/${await createDownloadToken(ctx, req.user!.id)}`,
      }),
    );

    app.get(
      '/api/user/downloadData/:token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security: [],
          params: z.object({ token: z.string() }),
          description: 'One-time zip download.',
        },
      },
      async (req, reply) => {
        const userId = await takeDownloadToken(ctx, req.params.token);
        if (!userId) throw notFound('Download');
        const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
        if (!user) throw notFound('User');
        const zip = await buildUserDataZip(ctx, user);
        return reply
          .type('application/zip')
          .header('content-disposition', 'attachment; filename="userdata.zip"')
          .send(Buffer.from(zip));
      },
    );
  };
