import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  creditChangeSchema,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  csvImportQuerySchema,
  importResultSchema,
  playerImportBodySchema,
  creditHistoryEntrySchema,
  PAGE_SIZES,
  playerBodySchema,
  playerFilterSchema,
  playerListQuerySchema,
  playerIdBodySchema,
  playerSchema,
  bulkCreditPreviewSchema,
  bulkCreditResultSchema,
  bulkCreditSchema,
  playersDeleteSchema,
  creditHistoryFilterSchema,
  creditHistoryListQuerySchema,
  creditHistoryPageSchema,
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
  playerList,
  toApiHistory,
  toApiPlayer,
  updatePlayer,
  type PlayerFields,
} from './service';
import { playerListSerializer, playerPageSchema } from './list-serializer';
import { sendJsonText } from '../../lib/send-json-text';
import { listedJson } from './list-json';
import { creditHistoryCsv, playersCsv } from './export';
import { instanceLanguage } from '../bots/service';
import { pageCreditHistory } from './credit-history-list';
import { applyBulkCredits, deletePlayers, previewBulkCredits } from './bulk';
import { importPlayers } from './import';
import { acceptCsvUploads, csvUpload } from '../../lib/csv-upload';

const tags = ['players'];
const botParams = z.object({ botId: z.coerce.number().int() });
const playerParams = z.object({ playerId: z.coerce.number().int() });
/** Query parameters that ask for the paged form (any filter or sort does). */
const pagedParams = [
  'page',
  'pageSize',
  'search',
  'q',
  'sort',
  'order',
  'rank',
  'active',
  'joinedFrom',
  'joinedTo',
  'linked',
] as const;

export const playerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    acceptCsvUploads(app);
    app.get(
      '/api/player/list/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags,
          description:
            'Without query parameters: every player of the instance as an array (ordered by name, then id). ' +
            'With any of `page` (0-based), `pageSize` (default 50, at most 1000), `search`/`q` (case-insensitive ' +
            'over name, discordName, discordId, steamId, eosId), a filter (`rank` (shop rank id), `active` ' +
            '(active within N days), `joinedFrom`/`joinedTo` (YYYY-MM-DD, UTC days, inclusive), `linked` ' +
            '(eos, steam, none)) or a sort (`sort` name, credits, lastActive, joined; `order` asc or desc; ' +
            'names A to Z and the others largest/newest first by default): `{ items, total, totalExact }` ' +
            'with one page of matches. Matches are counted up to 1,000 past the page: when more follow, ' +
            '`total` is that lower bound and `totalExact` is false. ' +
            'In both forms `creditHistory` is `[]` to keep the list light; GET /api/player/{playerId}/credits ' +
            'answers a player history.',
          params: botParams,
          querystring: playerListQuerySchema,
          response: { 200: z.union([z.array(playerSchema), playerPageSchema]) },
        },
        serializerCompiler: playerListSerializer,
      },
      async (req, reply) => {
        const bot = await req.instance(req.params.botId);
        const q = req.query;
        if (pagedParams.every((p) => q[p] === undefined)) {
          return (await listPlayers(ctx.db, bot.id)).map((row) => toApiPlayer(row));
        }
        const result = await pagePlayers(ctx.db, bot.id, {
          page: q.page ?? 0,
          pageSize: q.pageSize ?? PAGE_SIZES.players,
          list: playerList(q),
          now: ctx.now(),
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
    app.get(
      '/api/player/export/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags,
          description: `The players of the instance as CSV (id order), filtered like the list (search/q, rank, active, joinedFrom/joinedTo, linked; sort is ignored). ${csvDoc}`,
          params: botParams,
          querystring: playerFilterSchema,
          produces: ['text/csv'],
        },
      },
      async (req, reply) => {
        const bot = await req.instance(req.params.botId);
        const csv = await playersCsv(ctx.db, bot.id, playerList(req.query), ctx.now());
        return csvReply(reply, `players-${bot.id}`, csv);
      },
    );

    app.get(
      '/api/player/credit-history/export/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags,
          description: `The instance's credit history as CSV, oldest first, filtered like GET /api/player/credit-history/list/{botId} (from/to, source, playerId). ${csvDoc}`,
          params: botParams,
          querystring: creditHistoryFilterSchema,
          produces: ['text/csv'],
        },
      },
      async (req, reply) => {
        const bot = await req.instance(req.params.botId);
        return csvReply(
          reply,
          `credit-history-${bot.id}`,
          creditHistoryCsv(ctx.db, bot.id, req.query, instanceLanguage(bot)),
        );
      },
    );

    app.get(
      '/api/player/credit-history/list/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags,
          description:
            "One page of the instance's credit history (every player's), newest first, each row with its " +
            "player's name and its source as the overview counts it: `page` is 0-based, `pageSize` 25 by " +
            'default (at most 100); `from`/`to` (YYYY-MM-DD, UTC days, inclusive), `source` (votes, activity, ' +
            'passiveIncome, tip4serv, admins, other, spent, refunded, removed) and `playerId` filter. Rows are ' +
            'counted up to 1,000 past the page: when more follow, `total` is that lower bound and `totalExact` ' +
            'is false.',
          params: botParams,
          querystring: creditHistoryListQuerySchema,
          response: { 200: creditHistoryPageSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        return pageCreditHistory(ctx.db, bot.id, req.query);
      },
    );

    app.post(
      '/api/player/import/:botId',
      {
        config: { access: 'Players_Edit' },
        // a JSON body: escaping can double a file's size; the file itself is checked against CSV_IMPORT_MAX_BYTES
        // (400). A text/csv body is streamed and counted by readCsv (lib/csv-upload.ts)
        bodyLimit: 2 * CSV_IMPORT_MAX_BYTES + 64 * 1024,
        schema: {
          tags,
          description:
            `Imports players and credits from CSV (the columns of GET /api/player/export/{botId}; id, totalCreditsEarned and createdAt are ignored). ` +
            'A line matches a player by discordId, else creates one; a present column sets the field, a missing one leaves it; ' +
            '`credits: "set"` sets the balance to the cell, `"add"` adds the cell (an empty cell leaves it), each change with a credit-history row. ' +
            'Each line is checked by the same rules as POST/PUT /api/player and PUT /api/player/credit. `dryRun: true` (default) answers ' +
            'the preview (every line with its changes or problems) and changes nothing; `dryRun: false` applies every line in one ' +
            `transaction, or none: with any problem it answers 400 with fields "line N". At most ${CSV_IMPORT_MAX_ROWS} lines and ${CSV_IMPORT_MAX_BYTES} bytes. ` +
            'The file may also be sent as the body itself (`Content-Type: text/csv`, streamed; `dryRun` and `credits` in the query). ' +
            'The answer lists the lines with problems first and at most 1,000 lines (`lines`: how many the file has); an apply writes one audit row (`auditId`) with the summary.',
          params: botParams,
          querystring: csvImportQuerySchema,
          body: playerImportBodySchema,
          response: { 200: importResultSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        return importPlayers(ctx, bot.id, csvUpload(req, req.body, req.query), actorOf(req.user));
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
          actorId: req.user ? String(req.user.id) : '',
        });
        return toApiPlayer(row, history);
      },
    );

    app.delete(
      '/api/player/many',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags,
          description:
            'Deletes several players of one instance (and their credit history) in one transaction, each ' +
            'recorded in the audit log; 400 (nothing deleted) when one is not a player of the instance. ' +
            'Answers how many were deleted.',
          body: playersDeleteSchema,
          response: { 200: z.object({ deleted: z.number().int() }) },
        },
      },
      async (req) => {
        const bot = await req.instance(req.body.botId);
        return { deleted: await deletePlayers(ctx, bot.id, req.body.playerIds) };
      },
    );

    app.post(
      '/api/player/bulk-credits/preview',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags,
          description:
            'What a bulk credit change would do now: `players` whose balance changes and `total` credits ' +
            'moved. `target` is `{ playerIds }` (players of the instance, 404 otherwise) or `{ rankId }` ' +
            '(every player holding that shop rank); `amount` > 0 grants, < 0 takes (at most each balance).',
          body: bulkCreditPreviewSchema,
          response: { 200: bulkCreditResultSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.body.botId);
        return previewBulkCredits(ctx.db, bot.id, req.body);
      },
    );

    app.post(
      '/api/player/bulk-credits',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags,
          description:
            'Applies a bulk credit change (as the preview describes) in one transaction: one credit-history ' +
            'row per changed player, one audit-log entry with the reason. The same `idempotencyKey` applies ' +
            'once: a repeat answers the first result with `replayed: true` (409 when the body differs).',
          body: bulkCreditSchema,
          response: { 200: bulkCreditResultSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.body.botId);
        return applyBulkCredits(
          ctx,
          { ...req.body, botId: bot.id },
          actorOf(req.user),
          req.user ? String(req.user.id) : '',
        );
      },
    );
  };
