import { defineConfig } from 'vitest/config';

/** Browser journeys: headless Chromium (Debian's) driven by playwright-core against the built server. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: __dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One server and one browser at a time fit a 2-core machine best.
    fileParallelism: false,
  },
});
