import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { Role } from '@asa/domain';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { bearerToken, userFromToken } from '../../plugins/auth';
import { ensureInstance } from '../bots/service';
import { createSession, createState, revokeSession, takeState } from './sessions';
import { demoPersonas, type DemoPersona } from '../demo/personas';
import { landingFor, portalReturnOf, returnToQuery } from './return-to';

const tags = ['auth'];

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { config, discord } = ctx;
    const loginRedirect = `${config.publicUrl}/api/auth/discord/callback`;
    const botRedirect = `${config.publicUrl}/api/auth/discord/bot-callback`;

    app.get(
      '/api/auth/management/verifyLogin',
      {
        config: { access: 'public' },
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

    if (config.demoMode) {
      app.get(
        '/api/auth/demo',
        {
          config: { access: 'public' },
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
          const persona = demoPersonas[req.query.as];
          const row = await ctx.db
            .select()
            .from(users)
            .where(eq(users.discordId, persona.discordId))
            .limit(1);
          if (!row[0]) throw badRequest('The demo data is missing; restart the server to seed it.');
          await ctx.db.update(users).set({ lastLogin: ctx.now() }).where(eq(users.id, row[0].id));
          ctx.cache.invalidate('user', row[0].id);
          return reply.redirect(landingFor(req.query.returnTo ?? '', await createSession(ctx, row[0].id)));
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
      },
      async (req, reply) => {
        const state = await createState(
          ctx,
          'login',
          req.query.returnTo ? { returnTo: req.query.returnTo } : {},
        );
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
      },
      async (req, reply) => {
        const state = await takeState(ctx, req.query.state, 'login');
        const returnTo = portalReturnOf(state);
        // Browser-facing: failures go back to Home (or the portal) with a reason the page shows.
        const fail = (reason: string) => reply.redirect(`${returnTo || '/'}?loginError=${reason}`);
        if (req.query.error || !req.query.code) return fail('cancelled');
        if (!state) return fail('expired');
        let token, me, guilds;
        try {
          token = await discord.exchangeCode(req.query.code, loginRedirect);
          me = await discord.me(token.access_token);
          guilds = await discord.myGuilds(token.access_token).catch(() => []);
        } catch (e) {
          req.log.warn({ err: e }, 'Discord login failed');
          return fail('discord');
        }
        const values = {
          discordId: me.id,
          username: me.global_name || me.username,
          avatarUrl: discord.avatarUrl(me),
          email: me.email ?? '',
          accessToken: ctx.secrets.encrypt(token.access_token),
          refreshToken: ctx.secrets.encrypt(token.refresh_token ?? ''),
          lastLogin: ctx.now(),
        };
        // A user created by a portal login is a player (UserPortal); an existing user keeps their role.
        const [user] = await ctx.db
          .insert(users)
          .values({ ...values, role: returnTo ? Role.UserPortal : Role.User })
          .onConflictDoUpdate({ target: users.discordId, set: values })
          .returning();
        ctx.cache.invalidate('user', user!.id);
        // Guilds the user owns that already have the bot: refresh their names and icons.
        for (const g of guilds.filter((x) => x.owner)) {
          const existing = await ctx.db.query.botInstances.findFirst({
            where: (b, { eq: e }) => e(b.guildId, g.id),
          });
          if (existing)
            await ensureInstance(ctx, {
              guildId: g.id,
              guildName: g.name,
              guildIconUrl: discord.guildIconUrl(g, 64),
              guildIconUrlBig: discord.guildIconUrl(g, 512),
              ownerId: me.id,
            });
        }
        return reply.redirect(landingFor(returnTo, await createSession(ctx, user!.id)));
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
          });
        } catch (e) {
          console.warn(`bot invite callback failed: ${(e as Error).message}`);
          return failed();
        }
        return reply.redirect('/servers');
      },
    );
  };
