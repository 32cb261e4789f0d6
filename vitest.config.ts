import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          hookTimeout: 60_000,
          pool: 'forks',
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
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
