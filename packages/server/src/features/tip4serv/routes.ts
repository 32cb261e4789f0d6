import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@asa/domain';
import type { AppContext } from '../../context';
import { Tip4ServClient } from '../../integrations/tip4serv/client';
import { toBotInstance } from '../bots/service';

const botParams = z.object({ botId: z.coerce.number().int() });

export const tip4ServRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/tip4serv/checkConnection/:botId',
      {
        config: { access: 'Tip4Serv_View' },
        schema: {
          tags: ['tip4serv'],
          description:
            'Checks the stored Tip4Serv key against Tip4Serv and answers the text the dashboard shows.',
          params: botParams,
          response: { 200: z.string() },
        },
      },
      async (req, reply) => {
        const bot = await req.instance(req.params.botId);
        const key = toBotInstance(ctx, bot).tip4ServSettings.apiKey;
        let text: string;
        if (!key) text = messages.tip4ServNotLoggedIn;
        else {
          try {
            const pending = await new Tip4ServClient({ apiUrl: ctx.config.tip4ServApiUrl }).pending(key);
            text = `Connected to Tip4Serv. ${pending.length} purchase${pending.length === 1 ? '' : 's'} waiting for delivery.`;
          } catch (e) {
            text = messages.tip4ServError((e as Error).message);
          }
        }
        return reply.type('application/json').send(JSON.stringify(text));
      },
    );
  };
