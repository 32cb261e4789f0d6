import { defineConfig } from 'vitest/config';
import LongestFirst from './support/sequencer';

// Browser tests: files in E2E_WORKERS (default 2) workers at once, each worker with its own server (demo mode,
// fresh PGlite, started by the global setup), Debian's Chromium driven by playwright-core.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
  },
});
