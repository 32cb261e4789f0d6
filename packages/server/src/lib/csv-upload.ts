import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CreditImportMode } from '@asa/domain';

/**
 * A CSV import's upload (issue 36) either as JSON `{ csv, dryRun, credits }` (the file in a string) or as
 * the file itself, `Content-Type: text/csv` with `?dryRun=false&credits=add` in the query: the body is then
 * left unread here and the import reads the request's stream piece by piece (lib/csv.ts readCsv), so a
 * 20 MB file is never held as text (nor twice, as JSON escaping and the parsed body would). Fastify's
 * bodyLimit does not apply to a stream: readCsv counts the bytes and refuses past CSV_IMPORT_MAX_BYTES.
 * Registered in a feature's own plugin (Fastify keeps it to that plugin's routes).
 */
export function acceptCsvUploads(app: FastifyInstance) {
  // the body schema sees an empty `csv` (and its defaults); the handler takes the stream
  app.addContentTypeParser('text/csv', (_req, _payload, done) => done(null, { csv: '' }));
}

/** The upload of an import route: the file (a stream or a text), dryRun and the players' credits mode. */
export function csvUpload(
  req: FastifyRequest,
  body: { csv: string; dryRun: boolean; credits?: CreditImportMode },
  query: { dryRun?: 'true' | 'false'; credits?: CreditImportMode },
): { csv: string | AsyncIterable<Buffer | string>; dryRun: boolean; credits: CreditImportMode } {
  if (/^text\/csv\b/i.test(req.headers['content-type'] ?? ''))
    return { csv: req.raw, dryRun: query.dryRun !== 'false', credits: query.credits ?? 'set' };
  return { csv: body.csv, dryRun: body.dryRun, credits: body.credits ?? 'set' };
}
