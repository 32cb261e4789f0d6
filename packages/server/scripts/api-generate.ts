// `npm run api:generate`: writes packages/web/src/lib/api-schema.ts from the server's OpenAPI document.
import fs from 'node:fs';
import { apiSchemaFile, openApiDocument, renderApiSchema } from './api-schema';

fs.writeFileSync(apiSchemaFile, await renderApiSchema(await openApiDocument()));
console.log(`Wrote ${apiSchemaFile}`);
