import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvImportBodySchema,
  csvImportQuerySchema,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  deletedSchema,
  importResultSchema,
  kitBodySchema,
  kitDrawsSchema,
  kitIdBodySchema,
  kitListItemSchema,
  kitsDeleteSchema,
  kitSchema,
  sampleKitSchema,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { sampleKits } from './samples';
import { kitDraws } from './draws';
import { kitsCsv } from './export';
import { importKits } from './import';
import { acceptCsvUploads, csvUpload } from '../../lib/csv-upload';
import { saleActive, salePrice, stockLeft } from './sale-and-stock';
import { createKit, deleteKit, deleteKits, getKitRow, listKits, toApiKit, updateKit } from './service';

const tags = ['kits'];
const botParams = z.object({ botId: z.coerce.number().int() });

export const kitRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    acceptCsvUploads(app);
    // parsed once at start-up: a broken sample fails the boot, not a request
    const samples = sampleKits().map((s) => sampleKitSchema.parse(s));

    app.get(
      '/api/kit/list/:botId',
      {
        config: { access: 'Kits_View' },
        schema: { tags, params: botParams, response: { 200: z.array(kitListItemSchema) } },
      },
      async (req) => {
        const rows = await listKits(ctx.db, (await req.instance(req.params.botId)).id);
        const now = ctx.now();
        const left = await stockLeft(ctx.db, rows, now);
        return rows.map((row) => ({
          ...toApiKit(row),
          salePrice: saleActive(row, now) ? salePrice(row, now) : null,
          stockLeft: left.get(row.id) ?? null,
        }));
      },
    );

    app.get(
      '/api/kit/draws/:botId/:kitId',
      {
        config: { access: 'Kits_View' },
        schema: {
          tags,
          description:
            "A random kit's draws against its odds: purchases with a recorded draw, per item group its weight, " +
            'chance now (percent), draws and expected draws (total x chance now).',
          params: z.object({ botId: z.coerce.number().int(), kitId: z.coerce.number().int() }),
          response: { 200: kitDrawsSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        const kit = await getKitRow(ctx.db, req.params.kitId);
        if (!kit || kit.botId !== bot.id) throw notFound('Kit');
        return kitDraws(ctx.db, kit);
      },
    );

    app.get(
      '/api/kit/export/:botId',
      {
        config: { access: 'Kits_View' },
        schema: {
          tags,
          description:
            "Every kit of the instance as CSV (the list's order): servers and the required shop rank by name, itemGroups as JSON " +
            '`[{"name": "...", "items": ["command", ...]}]`. UTF-8 CSV with a byte-order mark and a header line.',
          params: botParams,
          produces: ['text/csv'],
        },
      },
      async (req, reply) => {
        const bot = await req.instance(req.params.botId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kits-${bot.id}.csv"`)
          .send(await kitsCsv(ctx.db, bot.id));
      },
    );

    app.post(
      '/api/kit/import/:botId',
      {
        config: { access: 'Kits_Edit' },
        bodyLimit: 2 * CSV_IMPORT_MAX_BYTES + 64 * 1024,
        schema: {
          tags,
          description:
            'Imports kits from CSV (the columns of GET /api/kit/export/{botId}; id is ignored). A line matches a kit by name, else ' +
            'creates one; a present column sets the field, a missing one leaves it. Each line is checked as POST/PUT /api/kit check ' +
            "(the spec's rules, the tier's kit and item limits). `dryRun: true` (default) answers the preview and changes nothing; " +
            '`dryRun: false` applies every line in one transaction, or none: with any problem it answers 400 with fields "line N". ' +
            `At most ${CSV_IMPORT_MAX_ROWS} lines and ${CSV_IMPORT_MAX_BYTES} bytes. ` +
            'The file may also be sent as the body itself (`Content-Type: text/csv`, streamed; `dryRun` in the query). ' +
            'The answer lists the lines with problems first and at most 1,000 lines (`lines`: how many the file has); an apply writes one audit row (`auditId`) with the summary.',
          params: botParams,
          querystring: csvImportQuerySchema,
          body: csvImportBodySchema,
          response: { 200: importResultSchema },
        },
      },
      async (req) =>
        importKits(ctx, await req.instance(req.params.botId), csvUpload(req, req.body, req.query)),
    );

    app.get(
      '/api/kit/samples',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description: 'Ready-made ARK kits for "Add Sample Kit".',
          response: { 200: z.array(sampleKitSchema) },
        },
      },
      async () => samples,
    );

    app.post(
      '/api/kit',
      {
        config: { access: 'Kits_Edit' },
        schema: { tags, body: kitBodySchema, response: { 200: kitSchema } },
      },
      async (req) => {
        const input = req.body.kit;
        if (input.botId === undefined)
          throw badRequest('botId is required', { botId: 'This field is required' });
        return toApiKit(await createKit(ctx, await req.instance(input.botId), input));
      },
    );

    app.put(
      '/api/kit',
      {
        config: { access: 'Kits_Edit' },
        schema: { tags, body: kitBodySchema, response: { 200: kitSchema } },
      },
      async (req) => {
        const existing = req.body.kit.id ? await getKitRow(ctx.db, req.body.kit.id) : null;
        if (!existing) throw notFound('Kit');
        const bot = await req.instance(existing.botId);
        return toApiKit(await updateKit(ctx, bot, existing, req.body.kit));
      },
    );

    app.delete(
      '/api/kit',
      {
        config: { access: 'Kits_Edit' },
        schema: { tags, body: kitIdBodySchema, response: { 200: z.boolean() } },
      },
      async (req) => {
        const existing = await getKitRow(ctx.db, req.body.kitId);
        if (!existing) throw notFound('Kit');
        await req.instance(existing.botId);
        await deleteKit(ctx.db, existing);
        return true;
      },
    );

    app.delete(
      '/api/kit/many',
      {
        config: { access: 'Kits_Edit' },
        schema: {
          tags,
          description:
            'Deletes several kits of one instance in one transaction, each audited as a single delete; ' +
            '400 (nothing deleted) when one id is not of the instance. Answers how many were deleted.',
          body: kitsDeleteSchema,
          response: { 200: deletedSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.body.botId);
        return { deleted: await deleteKits(ctx.db, bot.id, req.body.kitIds) };
      },
    );
  };
