// drizzle-kit writes foreign keys as "public"."table"; tests run migrations in their own schema,
// so the generated SQL must name tables without a schema (search_path decides).
import fs from 'node:fs';
import path from 'node:path';

const dir = new URL('../drizzle/', import.meta.url).pathname;
for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.sql'))) {
  const p = path.join(dir, f);
  const sql = fs.readFileSync(p, 'utf8');
  const out = sql.replaceAll('"public".', '');
  if (out !== sql) fs.writeFileSync(p, out);
}
