import { defineConfig } from 'vitest/config';
import LongestFirst from './support/sequencer';

// Browser tests: files in E2E_WORKERS (default 3) workers at once, each worker with its own server (demo mode,
// fresh PGlite, started by the global setup), Debian's Chromium driven by playwright-core.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // 3 on 2 cores: the tests mostly wait on pages (the browser block used 224 s CPU in 400 s with 3 workers;
    // 2 workers took 552 s), docs/performance.md "CI time"
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
  },
});
