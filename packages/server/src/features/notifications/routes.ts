import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import { notificationSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { notifications } from '../../db/schema';
import { notFound } from '../../lib/errors';

const tags = ['notifications'];
const toApi = (n: typeof notifications.$inferSelect) => ({
  id: n.id,
  message: n.message,
  key: n.key,
  params: n.params,
  link: n.link,
  createdAt: n.createdAt.toISOString(),
});

export const notificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/notification',
      { config: { access: 'user' }, schema: { tags, response: { 200: z.array(notificationSchema) } } },
      async (req) =>
        (
          await ctx.db
            .select()
            .from(notifications)
            .where(eq(notifications.userId, req.user!.id))
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
        ).map(toApi),
    );

    app.delete(
      '/api/notification',
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: z.object({ notificationId: z.number().int() }),
          response: { 200: z.boolean() },
        },
      },
      async (req) => {
        const gone = await ctx.db
          .delete(notifications)
          .where(and(eq(notifications.id, req.body.notificationId), eq(notifications.userId, req.user!.id)))
          .returning({ id: notifications.id });
        if (gone.length === 0) throw notFound('Notification');
        return true;
      },
    );

    app.delete(
      '/api/notification/clear',
      { config: { access: 'user' }, schema: { tags, response: { 200: z.boolean() } } },
      async (req) => {
        await ctx.db.delete(notifications).where(eq(notifications.userId, req.user!.id));
        return true;
      },
    );
  };
