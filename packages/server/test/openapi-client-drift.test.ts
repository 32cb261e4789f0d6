/**
 * The dashboard's API types (packages/web/src/lib/api-schema.ts) are generated from this server's OpenAPI
 * document; a route, field or schema changed without regenerating them fails here.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { apiSchemaFile, openApiDocument, renderApiSchema } from '../scripts/api-schema';

// builds the whole app on a fresh in-memory database (migrations included): slow on a loaded machine
it('the web client types match the OpenAPI document', { timeout: 120_000 }, async () => {
  const expected = await renderApiSchema(await openApiDocument());
  const current = fs.existsSync(apiSchemaFile) ? fs.readFileSync(apiSchemaFile, 'utf8') : '';
  expect(
    current === expected,
    'packages/web/src/lib/api-schema.ts is out of date: run npm run api:generate',
  ).toBe(true);
});
