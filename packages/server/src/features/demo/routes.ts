import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../lib/errors';
import { demoPlayerOnline, setDemoPlayerOnline } from './online';

const presence = z.object({ online: z.boolean() });
const tags = ['demo'];
const notDemo = () => new HttpError(404, 'This server does not run in demo mode.');

/**
 * Demo mode only: the demo player's presence on the demo game servers, so a newcomer can watch a purchase
 * wait ("Waiting for you to join ...") and arrive once they are back online. 404 outside demo mode.
 */
export const demoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const description =
      'Demo mode only: whether the demo player is on the demo game servers (their ListPlayers answer). 404 when ' +
      'the server does not run in demo mode.';
    app.get(
      '/api/demo/player-online',
      { config: { access: 'user' }, schema: { tags, description, response: { 200: presence } } },
      async () => {
        const online = demoPlayerOnline(ctx);
        if (online === null) throw notDemo();
        return { online };
      },
    );
    app.put(
      '/api/demo/player-online',
      {
        config: { access: 'user' },
        schema: { tags, description, body: presence, response: { 200: presence } },
      },
      async (req) => {
        const online = await setDemoPlayerOnline(ctx, req.body.online);
        if (online === null) throw notDemo();
        return { online };
      },
    );
  };
