import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Migrates and seeds the template databases once per run; each test app clones one. */
const serverGlobalSetup = fileURLToPath(new URL('./packages/server/test/global-setup.ts', import.meta.url));

/**
 * The server and bot test files run in one reused worker (`isolate: false`): the app's modules are imported
 * and PGlite's WebAssembly compiled once per worker instead of once per file, which was most of a file's
 * cost. Each file still gets its own app and database clone; module state shared between files is keyed
 * by the app (WeakMap per context) or harmless (counters). docs/decisions/2026-11-23-test-isolation.md.
 */
const sharedWorker = { pool: 'forks', isolate: false } as const;

export default defineConfig({
  test: {
    // two workers on the 2-core CI machine (vitest's default there is one): each takes a share of the files,
    // so the PGlite and PostgreSQL runs take about half the wall time
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          // a cap, not a duration: a test app (database clone, migrations check, seed) took over 60 s to
          // start at load 25 on the 2-core machine (2026-11-28)
          hookTimeout: 180_000,
          ...sharedWorker,
          globalSetup: [serverGlobalSetup],
        },
      },
      {
        // the many-process cluster test (packages/bot/test/cluster): `npm run test:cluster`, PostgreSQL only
        test: {
          name: 'cluster',
          root: './packages/bot',
          include: ['test/cluster/*.cluster.ts'],
          testTimeout: 60_000,
          hookTimeout: 150_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'bot',
          root: './packages/bot',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
          ...sharedWorker,
          globalSetup: [serverGlobalSetup],
        },
      },
    ],
  },
});
