import { defineConfig } from 'vitest/config';

// Browser tests: one server (demo mode, fresh PGlite) for the run, Debian's Chromium driven by playwright-core.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
