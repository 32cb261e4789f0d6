import { defineConfig } from 'vitest/config';
import LongestFirst from './support/sequencer';

// Browser tests: files in E2E_WORKERS (default 3) workers at once, each worker with its own server (demo mode,
// fresh PGlite, started by the global setup), Debian's Chromium driven by playwright-core.
export default defineConfig({
  test: {
    // E2E_INCLUDE='tests/design-en.e2e.ts' runs one file's pattern (vitest's own filter is a substring)
    include: [process.env.E2E_INCLUDE ?? 'tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // caps, not durations: room for a loaded machine (the waits inside are event-driven)
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // 3 on 2 cores: a fresh-clone .ci/run's browser block took 400 s in 3 workers, 513-552 s in 2 (the tests
    // wait on pages and polls part of the time); docs/performance.md "Browser tests in 3 workers"
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
  },
});
