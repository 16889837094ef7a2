import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', environment: 'node' } },
      // The lint's architecture rules (eslint/boundaries.js), run on in-memory fixtures.
      { test: { name: 'lint', root: 'eslint', environment: 'node', testTimeout: 60_000 } },
      { test: { name: 'assistant', root: 'packages/assistant', environment: 'node' } },
      {
        test: {
          name: 'api-pglite',
          root: 'apps/api',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { MIKE_TEST_ENGINE: 'pglite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                root: 'apps/api',
                environment: 'node' as const,
                testTimeout: 30_000,
                hookTimeout: 60_000,
                env: { MIKE_TEST_ENGINE: 'postgres' },
              },
            },
          ]
        : []),
      { extends: 'apps/web/vite.config.ts', test: { name: 'web', root: 'apps/web' } },
    ],
  },
});
