import Fastify from 'fastify';
import type { AppContext } from '../packages/server/src/context';

/**
 * The ceiling every HTTP scenario is compared with: a bare Fastify answering ONE primary-key select (the
 * instance row) through the app's own database client (node-postgres pool / PGlite), on the same database
 * in the same run. Answers the URL to load and a close function.
 */
export async function startCeiling(ctx: AppContext, botId: number) {
  type Client = { query(q: string, p: unknown[]): Promise<{ rows: unknown[] }> };
  const client = (ctx.db as unknown as { $client: Client }).$client;
  const app = Fastify();
  app.get('/row/:id', async (req) => {
    const { rows } = await client.query('select * from bot_instances where id = $1', [
      Number((req.params as { id: string }).id),
    ]);
    return rows[0];
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/row/${botId}`, close: () => app.close() };
}
