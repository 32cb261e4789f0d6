import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WEBHOOK_REPLAY_WINDOW_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookSamplesSchema,
} from '@asa/domain';
import type { AppContext } from '../../context';
import {
  assertWebhooksTier,
  createEndpoint,
  deleteEndpoint,
  endpointById,
  listDeliveries,
  listEndpoints,
  deliveryById,
  redeliver,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from './service';
import { webhookSamples } from './samples';

const tags = ['webhooks'];
const botParams = z.object({ botId: z.coerce.number().int() });
const idParams = z.object({ id: z.coerce.number().int() });
const signing =
  `Every body is POSTed as application/json with the header \`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex>\`: ` +
  'the HMAC-SHA256 of `<t>.<body>` with the endpoint secret. Refuse a timestamp more than ' +
  `${WEBHOOK_REPLAY_WINDOW_SECONDS} s from your clock and deduplicate on the body's \`id\` (docs/webhooks.md).`;

export const webhookRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** An endpoint a write may change: the caller's instance (its access) and a tier with webhooks. */
    const writableEndpoint = async (req: FastifyRequest, id: number) => {
      const row = await endpointById(ctx, id);
      await assertWebhooksTier(ctx, await req.instance(row.botId));
      return row;
    };

    app.get(
      '/api/webhooks/events',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description: `One sample body of each event an endpoint may receive (and of \`test\`). ${signing}`,
          response: { 200: webhookSamplesSchema },
        },
      },
      async () => ({ samples: webhookSamples(ctx.now()) }),
    );

    app.get(
      '/api/webhooks/list/:botId',
      {
        config: { access: 'Owner' },
        schema: { tags, params: botParams, response: { 200: webhookEndpointListSchema } },
      },
      async (req) => listEndpoints(ctx, (await req.instance(req.params.botId)).id),
    );

    app.post(
      '/api/webhooks/:botId',
      {
        config: { access: 'Owner' },
        schema: {
          tags,
          description: `Adds an endpoint. The answer holds its signing secret, shown this once. ${signing}`,
          params: botParams,
          body: webhookEndpointInputSchema,
          response: { 200: webhookEndpointWithSecretSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        await assertWebhooksTier(ctx, bot);
        return createEndpoint(ctx, bot, req.body);
      },
    );

    app.put(
      '/api/webhooks/endpoint/:id',
      {
        config: { access: 'Owner' },
        schema: {
          tags,
          params: idParams,
          body: webhookEndpointInputSchema,
          response: { 200: webhookEndpointSchema },
        },
      },
      async (req) => {
        const row = await writableEndpoint(req, req.params.id);
        return updateEndpoint(ctx, row, req.body);
      },
    );

    app.delete(
      '/api/webhooks/endpoint/:id',
      {
        config: { access: 'Owner' },
        schema: { tags, params: idParams, response: { 200: z.boolean() } },
      },
      async (req) => {
        const row = await endpointById(ctx, req.params.id);
        await req.instance(row.botId);
        await deleteEndpoint(ctx, row);
        return true;
      },
    );

    app.post(
      '/api/webhooks/endpoint/:id/rotate-secret',
      {
        config: { access: 'Owner' },
        schema: {
          tags,
          description: 'A new signing secret (shown this once); the old one stops working at once.',
          params: idParams,
          response: { 200: webhookEndpointWithSecretSchema },
        },
      },
      async (req) => {
        const row = await writableEndpoint(req, req.params.id);
        return rotateSecret(ctx, row);
      },
    );

    app.post(
      '/api/webhooks/endpoint/:id/test',
      {
        config: { access: 'Owner' },
        schema: {
          tags,
          description:
            "Queues a `test` event for this endpoint and sends it now (ahead of the endpoint's other deliveries); " +
            'see the delivery log.',
          params: idParams,
          response: { 200: z.object({ eventId: z.string() }) },
        },
      },
      async (req) => {
        const row = await writableEndpoint(req, req.params.id);
        return sendTestEvent(ctx, row);
      },
    );

    app.post(
      '/api/webhooks/delivery/:id/redeliver',
      {
        config: { access: 'Owner' },
        schema: {
          tags,
          description:
            'Sends a delivered or failed delivery again (same body and event id) as a new delivery at the end ' +
            "of its endpoint's queue; 409 while it is still pending.",
          params: idParams,
          response: { 200: webhookDeliverySchema },
        },
      },
      async (req) => {
        const row = await deliveryById(ctx, req.params.id);
        await writableEndpoint(req, row.endpointId);
        return redeliver(ctx, row);
      },
    );

    app.get(
      '/api/webhooks/endpoint/:id/deliveries',
      {
        config: { access: 'Owner' },
        schema: {
          tags,
          description: 'The delivery log: the newest 50 deliveries with their last answer (kept 7 days).',
          params: idParams,
          response: { 200: webhookDeliveryListSchema },
        },
      },
      async (req) => {
        const row = await endpointById(ctx, req.params.id);
        await req.instance(row.botId);
        return listDeliveries(ctx, row.id);
      },
    );
  };
