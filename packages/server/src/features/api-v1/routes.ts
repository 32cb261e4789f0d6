import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiV1CreditBodySchema,
  apiV1CreditResultSchema,
  apiV1PlayerListQuerySchema,
  apiV1PlayerPageSchema,
  apiV1PlayerRefSchema,
  kitSchema,
  playerSchema,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { listKits, toApiKit } from '../kits/service';
import { listedJson, pagePlayers, playerList, toApiHistory, toApiPlayer } from '../players/service';
import { sendJsonText } from '../../lib/send-json-text';
import { changeCreditsViaApi, recentHistory, requirePlayer } from './service';
import { apiV1Config, apiV1Security, apiV1Tags } from './route-options';
import { apiV1ShopRoutes } from './shop-routes';

const playerRefDoc =
  '`playerRef` is the player id (up to 10 digits) or the Discord ID (15 to 25 digits) of a player of the ' +
  "key's instance; a player of another instance is not found (404).";

/** The key API (API Access, Tier 2): `Authorization: BOT <key>`, scoped to the key's instance. */
export const apiV1Routes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const config = apiV1Config;
    const tags = apiV1Tags;
    const security = apiV1Security;

    app.get(
      '/api/v1/players',
      {
        config,
        schema: {
          tags,
          security,
          summary: "List the instance's players",
          description:
            'One page of players ordered by name, then id. `page` is 1-based, `pageSize` at most 100 ' +
            '(default 50); `search` matches a part of the name, Discord name, Discord ID, Steam ID or EOS ID ' +
            '(case-insensitive). `creditHistory` is `[]` here; GET /api/v1/players/{playerRef} has it.',
          querystring: apiV1PlayerListQuerySchema,
          response: { 200: apiV1PlayerPageSchema },
        },
      },
      async (req, reply) => {
        const { page, pageSize, search } = req.query;
        const result = await pagePlayers(ctx.db, req.apiBot!.id, {
          page: page - 1,
          pageSize,
          list: playerList({ search }),
          now: ctx.now(),
        });
        // the players' JSON is written by the database (players/list-json.ts)
        return sendJsonText(
          reply,
          `{"items":${listedJson(result.items)},"total":${result.total},"page":${page},"pageSize":${pageSize}}`,
        );
      },
    );

    app.get(
      '/api/v1/players/:playerRef',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Get one player',
          description: `${playerRefDoc} Answers the player with the 50 newest credit-history rows.`,
          params: apiV1PlayerRefSchema,
          response: { 200: playerSchema },
        },
      },
      async (req) => {
        const row = await requirePlayer(ctx.db, req.apiBot!.id, req.params.playerRef);
        return toApiPlayer(row, await recentHistory(ctx.db, row.id));
      },
    );

    app.put(
      '/api/v1/players/:playerRef/credits',
      {
        config,
        schema: {
          tags,
          security,
          summary: "Change a player's credits",
          description:
            `${playerRefDoc} Adds \`amount\` (a whole number, not 0; negative takes credits) to the balance ` +
            'in one transaction with the player row locked and writes a credit-history row with actor `api` ' +
            'and your `reason` (at most 200 characters). Positive amounts also raise totalCreditsEarned. ' +
            'A balance below 0 is refused with 400 and nothing changes. Answers the new balance and the ' +
            'history row.',
          params: apiV1PlayerRefSchema,
          body: apiV1CreditBodySchema,
          response: { 200: apiV1CreditResultSchema },
        },
      },
      async (req) => {
        const { row, entry } = await changeCreditsViaApi(ctx, req.apiBot!.id, req.params.playerRef, req.body);
        return {
          playerId: row.id,
          credits: row.credits,
          totalCreditsEarned: row.totalCreditsEarned,
          entry: toApiHistory(entry),
        };
      },
    );

    app.get(
      '/api/v1/kits',
      {
        config,
        schema: {
          tags,
          security,
          summary: "List the instance's kits",
          description: 'Every kit of the instance, ordered by sorting index, then id.',
          response: { 200: z.array(kitSchema) },
        },
      },
      async (req) => (await listKits(ctx.db, req.apiBot!.id)).map(toApiKit),
    );

    await app.register(apiV1ShopRoutes(ctx));
  };
