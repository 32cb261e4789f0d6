import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSessionSchema } from '@asa/domain';
import { demoLoginsEnabled } from '../../config';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { bearerToken, userFromToken } from '../../plugins/auth';
import { ensureInstance } from '../bots/service';
import {
  createSession,
  createState,
  demoLogin,
  listSessions,
  revokeSession,
  revokeSessionById,
  saveDiscordLogin,
  takeState,
} from './service';
import { sha256 } from '../../lib/crypto';
import { demoPersonas, type DemoPersona } from '../demo/personas';
import { landingFor, portalReturnOf, returnToQuery } from './return-to';
import { bindBrowser, isSameBrowser } from './browser-binding';
import { rateRules } from '../../lib/rate-rules';
import { isLoopbackAddress } from '../../lib/outbound-guard';

const tags = ['auth'];

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { config, discord } = ctx;
    const loginRedirect = `${config.publicUrl}/api/auth/discord/callback`;
    const botRedirect = `${config.publicUrl}/api/auth/discord/bot-callback`;
    const secureCookies = config.publicUrl.startsWith('https://');

    app.get(
      '/api/auth/management/verifyLogin',
      {
        config: { access: 'public' },
        onRequest: app.limitBy(rateRules.verifyLogin),
        schema: {
          tags,
          security: [],
          querystring: z.object({ token: z.string().default('') }),
          response: { 200: z.boolean() },
        },
      },
      async (req) => (await userFromToken(ctx, req.query.token)) !== null,
    );

    app.post(
      '/api/auth/logout',
      { config: { access: 'user' }, schema: { tags, response: { 200: z.boolean() } } },
      async (req) => {
        await revokeSession(ctx, bearerToken(req));
        return true;
      },
    );

    app.get(
      '/api/auth/sessions',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description: "The caller's live login sessions (Settings page), newest use first.",
          response: { 200: z.array(userSessionSchema) },
        },
      },
      async (req) => listSessions(ctx, req.user!.id, sha256(bearerToken(req))),
    );

    app.delete(
      '/api/auth/sessions/:id',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description: "Signs out one of the caller's sessions (404 when it is not theirs).",
          params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
          response: { 200: z.boolean() },
        },
      },
      async (req) => {
        if (!(await revokeSessionById(ctx, req.user!.id, req.params.id))) throw notFound('Session');
        return true;
      },
    );

    // Demo logins exist only in demo mode without a Discord application, and answer only loopback clients
    // unless DEMO=public (docs/security.md).
    if (demoLoginsEnabled(config)) {
      app.get(
        '/api/auth/demo',
        {
          config: { access: 'public' },
          onRequest: [
            async (req) => {
              if (!config.demoPublic && !isLoopbackAddress(req.ip)) throw notFound('Route');
            },
            app.limitBy(rateRules.demo),
          ],
          schema: {
            tags,
            security: [],
            description:
              'Demo mode only: log in as one of the seeded people and go to /oauth/{token} (or, with returnTo, back to the player portal with the token in the fragment).',
            querystring: z.object({
              as: z.enum(Object.keys(demoPersonas) as [DemoPersona]).default('owner'),
              returnTo: returnToQuery,
            }),
          },
        },
        async (req, reply) => {
          const userId = await demoLogin(ctx, demoPersonas[req.query.as].discordId);
          return reply.redirect(
            landingFor(req.query.returnTo ?? '', await createSession(ctx, userId, req.headers['user-agent'])),
          );
        },
      );
    }

    app.get(
      '/api/auth/discord/login',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security: [],
          description:
            'Starts the Discord login. With returnTo (a player portal address) the login comes back to that portal; a user created by such a login gets the role UserPortal.',
          querystring: z.object({ returnTo: returnToQuery }),
        },
        onRequest: app.limitBy(rateRules.login),
      },
      async (req, reply) => {
        const browser = bindBrowser(reply, secureCookies);
        const state = await createState(ctx, 'login', {
          browser,
          ...(req.query.returnTo ? { returnTo: req.query.returnTo } : {}),
        });
        const url = new URL(config.discord.authorizeUrl);
        url.search = new URLSearchParams({
          client_id: config.discord.clientId,
          response_type: 'code',
          scope: 'identify email guilds',
          redirect_uri: loginRedirect,
          state,
          prompt: 'none',
        }).toString();
        return reply.redirect(url.toString());
      },
    );

    app.get(
      '/api/auth/discord/callback',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security: [],
          querystring: z.object({
            code: z.string().default(''),
            state: z.string().default(''),
            error: z.string().optional(),
          }),
        },
        onRequest: app.limitBy(rateRules.login),
      },
      async (req, reply) => {
        const state = await takeState(ctx, req.query.state, 'login');
        const returnTo = portalReturnOf(state);
        // Browser-facing: failures go back to Home (or the portal) with a reason the page shows.
        const fail = (reason: string) => reply.redirect(`${returnTo || '/'}?loginError=${reason}`);
        const sameBrowser = isSameBrowser(req, reply, state?.browser, secureCookies);
        if (req.query.error || !req.query.code) return fail('cancelled');
        // a state started in another browser (login CSRF) counts as expired
        if (!state || !sameBrowser) return fail('expired');
        let token, me, guilds;
        try {
          token = await discord.exchangeCode(req.query.code, loginRedirect);
          me = await discord.me(token.access_token);
          guilds = await discord.myGuilds(token.access_token).catch(() => []);
        } catch (e) {
          req.log.warn({ err: e }, 'Discord login failed');
          return fail('discord');
        }
        const user = await saveDiscordLogin(ctx, { token, me, guilds, asPlayer: !!returnTo });
        return reply.redirect(
          landingFor(returnTo, await createSession(ctx, user.id, req.headers['user-agent'])),
        );
      },
    );

    app.get(
      '/api/auth/discord/join',
      {
        config: { access: 'public' },
        schema: { tags, security: [], description: 'Starts adding the bot to a guild.' },
      },
      async (_req, reply) => {
        if (config.demoMode) return reply.redirect('/servers');
        const state = await createState(ctx, 'bot');
        const url = new URL(config.discord.authorizeUrl);
        url.search = new URLSearchParams({
          client_id: config.discord.clientId,
          scope: 'bot applications.commands',
          permissions: config.discord.botPermissions,
          response_type: 'code',
          redirect_uri: botRedirect,
          state,
        }).toString();
        return reply.redirect(url.toString());
      },
    );

    app.get(
      '/api/auth/discord/bot-callback',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security: [],
          description:
            'Where Discord returns after the bot was added: the code is exchanged with Discord, whose answer names the guild (the guild_id query parameter is not trusted). Any failure goes to the error page.',
          querystring: z.object({
            guild_id: z.string().default(''),
            state: z.string().default(''),
            code: z.string().default(''),
          }),
        },
      },
      async (req, reply) => {
        const failed = () => reply.redirect('/errors/noBots?invite=failed');
        if (!req.query.code) return failed();
        if (!(await takeState(ctx, req.query.state, 'bot'))) return reply.redirect('/?loginError=expired');
        try {
          const token = await discord.exchangeCode(req.query.code, botRedirect);
          const joined = token.guild;
          // the guild comes from Discord's answer; a guild_id that says otherwise is someone's edit
          if (!joined?.id || (req.query.guild_id && req.query.guild_id !== joined.id)) return failed();
          const g = joined.owner_id ? joined : await discord.guild(joined.id);
          if (!g.owner_id) return failed();
          await ensureInstance(ctx, {
            guildId: g.id,
            guildName: g.name,
            guildIconUrl: discord.guildIconUrl(g, 64),
            guildIconUrlBig: discord.guildIconUrl(g, 512),
            ownerId: g.owner_id,
            guildLocale: g.preferred_locale,
          });
        } catch (e) {
          console.warn(`bot invite callback failed: ${(e as Error).message}`);
          return failed();
        }
        return reply.redirect('/servers');
      },
    );
  };
