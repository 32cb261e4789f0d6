// Makes packages/server/assets/pglite-initdb.tar.gz: the data directory of an empty PostgreSQL cluster just
// after initdb (no tables), dumped by PGlite, and pglite-initdb.json with the PGlite version that made it.
// The server loads it on a first start instead of letting PGlite run initdb in a second WebAssembly instance
// (db/client.ts, docs/performance.md "PGlite memory"); it ignores the tarball when the installed PGlite
// version differs. Rerun after upgrading PGlite: `npm run db:initdb-tarball -w @asa/server`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const assets = path.join(import.meta.dirname, '..', 'assets');
const require = createRequire(import.meta.url);
// the package's exports hide package.json: it is one level above the entry (dist/)
const pgliteJson = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
const { version } = JSON.parse(fs.readFileSync(pgliteJson, 'utf8'));

const pg = await PGlite.create('memory://');
await pg.exec('CHECKPOINT');
const tarball = await pg.dumpDataDir('gzip');
await pg.close();
fs.mkdirSync(assets, { recursive: true });
fs.writeFileSync(path.join(assets, 'pglite-initdb.tar.gz'), Buffer.from(await tarball.arrayBuffer()));
fs.writeFileSync(
  path.join(assets, 'pglite-initdb.json'),
  `${JSON.stringify({ pglite: version }, null, 2)}\n`,
);
console.log(`pglite-initdb.tar.gz: ${tarball.size} bytes, PGlite ${version}`);
