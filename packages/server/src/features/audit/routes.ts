import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  auditQuerySchema,
  auditRetentionSchema,
  auditRetentionViewSchema,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { lastAuditPrune, listAudit, setAuditRetention } from './service';

const tags = ['audit'];
const botParams = z.object({ botId: z.coerce.number().int() });

export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/audit/list/:botId',
      {
        config: { access: 'AuditLog_View' },
        schema: {
          tags,
          description:
            'The audit log of an instance (the owner, or a manager with AuditLog_View), newest first (pages of ' +
            '50): who changed what through the API, only ' +
            'the changed fields before and after, secrets masked. Filters: actor (user id), entity, from/to ' +
            "(YYYY-MM-DD, UTC days, inclusive); `before` takes the answer's `next` for the older page.",
          params: botParams,
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema },
        },
      },
      async (req) => listAudit(ctx.db, (await req.instance(req.params.botId)).id, req.query),
    );

    app.get(
      '/api/audit/retention/:botId',
      {
        config: { access: 'AuditLog_View' },
        schema: {
          tags,
          description:
            'How many days the audit log keeps its rows, and when the daily prune last ran (null before its first run).',
          params: botParams,
          response: { 200: auditRetentionViewSchema },
        },
      },
      async (req) => ({
        days: (await req.instance(req.params.botId)).auditRetentionDays,
        lastPrunedAt: await lastAuditPrune(ctx.db),
      }),
    );

    app.put(
      '/api/audit/retention/:botId',
      {
        config: { access: 'Owner' },
        schema: {
          tags,
          description: 'How many days the audit log keeps its rows (1-3650, default 365); pruned daily.',
          params: botParams,
          body: auditRetentionSchema,
          response: { 200: auditRetentionSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        await setAuditRetention(ctx, bot.id, req.body.days);
        return { days: req.body.days };
      },
    );
  };
