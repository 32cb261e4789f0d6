import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { toMember, type MemberDocument } from '../../integrations/patreon/client';
import { patreonSignature } from '../../integrations/patreon/fake-server';
import { badRequest, forbidden } from '../../lib/errors';
import { applyMember } from './service';

const EVENTS = new Set([
  'members:create',
  'members:update',
  'members:delete',
  'members:pledge:create',
  'members:pledge:update',
  'members:pledge:delete',
]);

/**
 * Patreon webhook: the body is checked against X-Patreon-Signature (HMAC-MD5 of the raw body with the
 * webhook secret) before anything is read; a wrong signature is refused and changes nothing.
 */
export const subscriptionRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    // keep the raw body for the signature check (this plugin only)
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );

    app.post(
      '/api/subscription/patreon/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['subscriptions'],
          security: [],
          description:
            'Patreon webhook for members:create / members:update / members:delete, signed with X-Patreon-Signature.',
        },
      },
      async (req) => {
        const secret = ctx.config.patreon.webhookSecret;
        const raw = typeof req.body === 'string' ? req.body : '';
        const given = String(req.headers['x-patreon-signature'] ?? '');
        const expected = secret ? patreonSignature(secret, raw) : '';
        if (
          !secret ||
          given.length !== expected.length ||
          !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
        )
          throw forbidden('Invalid webhook signature.');
        const event = String(req.headers['x-patreon-event'] ?? '');
        if (!EVENTS.has(event)) return { ok: true, ignored: event };
        let doc: MemberDocument;
        try {
          doc = JSON.parse(raw) as MemberDocument;
        } catch {
          throw badRequest('Invalid JSON body.');
        }
        if (!doc?.data?.attributes) throw badRequest('Not a Patreon member document.');
        const result = await applyMember(ctx, toMember(doc.data, doc.included), event.endsWith(':delete'));
        return { ok: true, ...result };
      },
    );
  };
