import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { checkVoteSite } from './connection-check';
import { VOTE_SITES, type VoteSite } from './service';

export const votingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/voting/checkConnection/:botId',
      {
        config: { access: 'VotingIntegration_View' },
        schema: {
          tags: ['voting'],
          description:
            "Reads each saved key's vote list once (nothing is claimed) and answers what the vote site said, per key.",
          params: z.object({ botId: z.coerce.number().int() }),
          querystring: z.object({ site: z.enum(VOTE_SITES as [VoteSite, ...VoteSite[]]) }),
          response: {
            200: z.array(z.object({ key: z.string(), ok: z.boolean(), text: z.string() })),
          },
        },
      },
      async (req) => checkVoteSite(ctx, await req.instance(req.params.botId), req.query.site),
    );
  };
