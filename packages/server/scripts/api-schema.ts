// The server's OpenAPI document, built in-process (no listen), and the dashboard's types generated from it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';
import { loadConfig } from '../src/config';
import { createRuntime } from '../src/bootstrap';
import { buildApp } from '../src/app';

/** The checked-in types the web client (packages/web/src/lib/api-client.ts) is typed with. */
export const apiSchemaFile = path.resolve(import.meta.dirname, '../../web/src/lib/api-schema.ts');

const header =
  "// Generated from the server's OpenAPI document by `npm run api:generate`; do not edit.\n" +
  '// packages/server/test/openapi-client-drift.test.ts fails when it no longer matches the server.\n\n';

/**
 * The OpenAPI document of every route the dashboard can call: an in-memory database, no Discord, no listen.
 * The demo-only routes (the portal's demo presence switch) are included, as a demo server registers them.
 */
export async function openApiDocument(): Promise<OpenAPI3> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-openapi-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_MODE: 'false',
    DATABASE_URL: '',
    REDIS_URL: '',
    SECRET_KEY: 'openapi-document',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const runtime = await createRuntime(config, { inMemory: true });
  try {
    const app = await buildApp({ ...runtime.ctx, config: { ...config, demoMode: true } });
    await app.ready();
    const doc = app.swagger() as OpenAPI3;
    await app.close();
    return doc;
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The text of packages/web/src/lib/api-schema.ts for a document, formatted like the rest of the code. */
export async function renderApiSchema(doc: OpenAPI3): Promise<string> {
  const text = header + astToString(await openapiTS(doc));
  const options = await prettier.resolveConfig(apiSchemaFile);
  return prettier.format(text, { ...options, filepath: apiSchemaFile });
}
