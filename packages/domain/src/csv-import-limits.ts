// in its own module (no zod) so the import dialog does not load the schemas chunk (web bundle)
/** Upload limits of a CSV import (players/credits and kits); a larger file is refused with a 400. */
export const CSV_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 100_000;
/** Lines of an import's answer at most (lines with problems first); the counts cover every line. */
export const CSV_IMPORT_ANSWER_ROWS = 1_000;

export const csvImportMessages = {
  tooLarge: `The file is larger than ${CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `The file has more than ${CSV_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
  empty: 'The file has no header line.',
  notApplied: 'Nothing was imported: some lines have problems.',
  notUtf8:
    'The file is not UTF-8 text (a character could not be read). Save it as "CSV UTF-8" and import it again.',
};
