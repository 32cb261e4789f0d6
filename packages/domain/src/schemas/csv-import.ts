import { z } from 'zod';

/** How the credits column of a players import changes a balance: `set` it to the value, or `add` the value. */
export const creditImportModes = ['set', 'add'] as const;
export type CreditImportMode = (typeof creditImportModes)[number];

/**
 * The query of an import sent as the file itself (`Content-Type: text/csv`, streamed: the way for big files);
 * a JSON body `{ csv, dryRun, credits }` ignores it.
 */
export const csvImportQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).optional(),
  credits: z.enum(creditImportModes).optional(),
});

export const csvImportBodySchema = z.object({
  /** The file's text (UTF-8; a byte-order mark is allowed). */
  csv: z.string(),
  /** true: check every line and answer the preview, change nothing; false: apply all lines or none. */
  dryRun: z.boolean().default(true),
});
export const playerImportBodySchema = csvImportBodySchema.extend({
  credits: z.enum(creditImportModes).default('set'),
});
export type PlayerImportBody = z.input<typeof playerImportBodySchema>;

/** One data line of the file: what it does (or why it cannot), by its line number in the file. */
export const importRowSchema = z.object({
  line: z.number().int(),
  /** The match key: a player's Discord ID, a kit's name. */
  key: z.string(),
  name: z.string(),
  action: z.enum(['create', 'update', 'unchanged']),
  /** "field: before → after" for each changed field. */
  changes: z.array(z.string()),
  /** Empty when the line can be applied. */
  problems: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  /** true when the changes were committed (an apply without problems). */
  applied: z.boolean(),
  /** The lines with problems first (in file order), then the others, at most CSV_IMPORT_ANSWER_ROWS. */
  rows: z.array(importRowSchema),
  /** Data lines in the file (rows may show fewer). */
  lines: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Number of lines with problems. */
  problems: z.number().int(),
  /** Players import: credits added and taken by the lines (both positive numbers). */
  creditsAdded: z.number().int().optional(),
  creditsTaken: z.number().int().optional(),
  /** The import's audit row (an apply), whose details hold this summary. */
  auditId: z.number().int().optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
