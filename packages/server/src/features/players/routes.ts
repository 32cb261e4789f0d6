import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  creditChangeSchema,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  importResultSchema,
  playerImportBodySchema,
  creditHistoryEntrySchema,
  PAGE_SIZES,
  playerBodySchema,
  playerIdBodySchema,
  playerSchema,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import {
  actorOf,
  changeCredits,
  createPlayer,
  creditHistoryOf,
  deletePlayer,
  getPlayerRow,
  listPlayers,
  pagePlayers,
  toApiHistory,
  toApiPlayer,
  updatePlayer,
  type PlayerFields,
} from './service';
import { playerListSerializer, playerPageSchema } from './list-serializer';
import { sendJsonText } from '../../lib/send-json-text';
import { listedJson } from './list-json';
import { creditHistoryCsv, playersCsv } from './export';
import { importPlayers } from './import';

const tags = ['players'];
const botParams = z.object({ botId: z.coerce.number().int() });
const playerParams = z.object({ playerId: z.coerce.number().int() });
const MAX_PAGE_SIZE = 1000;
const listQuery = z.object({
  page: z.coerce.number().int().min(0).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  search: z.string().max(200).optional(),
});

export const playerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/player/list/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags,
          description:
            'Without query parameters: every player of the instance as an array (ordered by name, then id). ' +
            'With any of `page` (0-based), `pageSize` (default 50, at most 1000) or `search` (case-insensitive ' +
            'over name, discordName, discordId, steamId, eosId): `{ items, total, totalExact }` with one page of ' +
            'matches. Matches are counted up to 1,000 past the page: when more follow, `total` is that lower ' +
            'bound and `totalExact` is false. ' +
            'In both forms `creditHistory` is `[]` to keep the list light; GET /api/player/{playerId}/credits ' +
            'answers a player history.',
          params: botParams,
          querystring: listQuery,
          response: { 200: z.union([z.array(playerSchema), playerPageSchema]) },
        },
        serializerCompiler: playerListSerializer,
      },
      async (req, reply) => {
        const bot = await req.instance(req.params.botId);
        const { page, pageSize, search } = req.query;
        if (page === undefined && pageSize === undefined && search === undefined) {
          return (await listPlayers(ctx.db, bot.id)).map((row) => toApiPlayer(row));
        }
        const result = await pagePlayers(ctx.db, bot.id, {
          page: page ?? 0,
          pageSize: pageSize ?? PAGE_SIZES.players,
          search: search ?? '',
        });
        // written as JSON by the database (list-json.ts); a JSON string is sent as it is
        return sendJsonText(
          reply,
          `{"items":${listedJson(result.items)},"total":${result.total},"totalExact":${result.totalExact}}`,
        );
      },
    );

    app.get(
      '/api/player/:playerId/credits',
      {
        config: { access: 'Players_View' },
        schema: {
          tags,
          description: "A player's credit history, newest first.",
          params: playerParams,
          response: { 200: z.array(creditHistoryEntrySchema) },
        },
      },
      async (req) => {
        const existing = await getPlayerRow(ctx.db, req.params.playerId);
        if (!existing) throw notFound('Player');
        await req.instance(existing.botId);
        return (await creditHistoryOf(ctx.db, existing.id)).map(toApiHistory);
      },
    );

    const csvReply = (reply: FastifyReply, name: string, body: NodeJS.ReadableStream) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(body);
    const csvDoc =
      'UTF-8 CSV with a byte-order mark (for spreadsheet programs) and a header line, streamed. ';
    const isoDay = z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
      .optional();

    app.get(
      '/api/player/export/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags,
          description: `Every player of the instance as CSV. ${csvDoc}`,
          params: botParams,
          produces: ['text/csv'],
        },
      },
      async (req, reply) => {
        const bot = await req.instance(req.params.botId);
        return csvReply(reply, `players-${bot.id}`, await playersCsv(ctx.db, bot.id));
      },
    );

    app.get(
      '/api/player/credit-history/export/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags,
          description: `The instance's credit history as CSV, oldest first; from/to (YYYY-MM-DD, UTC days, inclusive) narrow it. ${csvDoc}`,
          params: botParams,
          querystring: z.object({ from: isoDay, to: isoDay }),
          produces: ['text/csv'],
        },
      },
      async (req, reply) => {
        const bot = await req.instance(req.params.botId);
        return csvReply(reply, `credit-history-${bot.id}`, creditHistoryCsv(ctx.db, bot.id, req.query));
      },
    );

    app.post(
      '/api/player/import/:botId',
      {
        config: { access: 'Players_Edit' },
        // JSON escaping can double a file's size; the file itself is checked against CSV_IMPORT_MAX_BYTES (400)
        bodyLimit: 2 * CSV_IMPORT_MAX_BYTES + 64 * 1024,
        schema: {
          tags,
          description:
            `Imports players and credits from CSV (the columns of GET /api/player/export/{botId}; id, totalCreditsEarned and createdAt are ignored). ` +
            'A line matches a player by discordId, else creates one; a present column sets the field, a missing one leaves it; ' +
            '`credits: "set"` sets the balance to the cell, `"add"` adds the cell (an empty cell leaves it), each change with a credit-history row. ' +
            'Each line is checked by the same rules as POST/PUT /api/player and PUT /api/player/credit. `dryRun: true` (default) answers ' +
            'the preview (every line with its changes or problems) and changes nothing; `dryRun: false` applies every line in one ' +
            `transaction, or none: with any problem it answers 400 with fields "line N". At most ${CSV_IMPORT_MAX_ROWS} lines and ${CSV_IMPORT_MAX_BYTES} bytes.`,
          params: botParams,
          body: playerImportBodySchema,
          response: { 200: importResultSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        return importPlayers(ctx, bot.id, req.body, actorOf(req.user));
      },
    );

    app.post(
      '/api/player',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags,
          description:
            'Creates a player; credits and totalCreditsEarned always start at 0. The Discord ID is unique per instance (409).',
          body: playerBodySchema,
          response: { 200: playerSchema },
        },
      },
      async (req) => {
        const input = req.body.player as PlayerFields & { botId?: number };
        if (input.botId === undefined)
          throw badRequest('botId is required', { botId: 'This field is required' });
        const bot = await req.instance(input.botId);
        return toApiPlayer(await createPlayer(ctx, bot.id, input));
      },
    );

    app.put(
      '/api/player',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags,
          description:
            "Updates a player of the stored row's instance. credits, totalCreditsEarned, vouchers, bought kits and voting history are NOT changed here (audited routes only); shop-rank ids of another instance are refused with 400. " +
            'balances change only through PUT /api/player/credit (with a history row).',
          body: playerBodySchema,
          response: { 200: playerSchema },
        },
      },
      async (req) => {
        const input = req.body.player as PlayerFields & { id?: number };
        const existing = input.id ? await getPlayerRow(ctx.db, input.id) : null;
        if (!existing) throw notFound('Player');
        await req.instance(existing.botId);
        const row = await updatePlayer(ctx, existing, input);
        return toApiPlayer(row, await creditHistoryOf(ctx.db, row.id));
      },
    );

    app.delete(
      '/api/player',
      {
        config: { access: 'Players_Edit' },
        schema: { tags, body: playerIdBodySchema, response: { 200: z.boolean() } },
      },
      async (req) => {
        const existing = await getPlayerRow(ctx.db, req.body.playerId);
        if (!existing) throw notFound('Player');
        await req.instance(existing.botId);
        await deletePlayer(ctx.db, existing);
        return true;
      },
    );

    app.put(
      '/api/player/credit',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags,
          description:
            'Adds `credits` (the difference; negative takes) to the balance in one locked transaction, never below 0 ' +
            '(400), raising totalCreditsEarned only on positive changes, and records a history row. Answers the ' +
            'updated player with its credit history (newest first).',
          body: creditChangeSchema,
          response: { 200: playerSchema },
        },
      },
      async (req) => {
        const existing = await getPlayerRow(ctx.db, req.body.playerId);
        if (!existing) throw notFound('Player');
        await req.instance(existing.botId);
        const { row, history } = await changeCredits(ctx, existing.id, {
          amount: req.body.credits,
          reason: req.body.reason ?? '',
          actor: actorOf(req.user),
        });
        return toApiPlayer(row, history);
      },
    );
  };
