/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The square country flags the phone input shows, served by the app itself (no third-party host). */
const flagsDir = join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '1x1');

/**
 * react-international-phone falls back to flag images on a public CDN for a country with no custom flag.
 * The phone field gives every country a local flag, so the fallback is dead code: removing it keeps the
 * CDN's address out of the bundle. The build fails if a new version changes that code.
 */
function stripPhoneFlagCdn(): Plugin {
  const cdnTemplate = /`\$\{\w+\}:\/\/cdnjs\.cloudflare\.com\/ajax\/libs\/twemoji\/[^`]*`/;
  return {
    name: 'mike:strip-phone-flag-cdn',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('react-international-phone') || !id.endsWith('.mjs')) return null;
      if (!cdnTemplate.test(code)) this.error('react-international-phone: the flag CDN fallback was not found');
      return { code: code.replace(cdnTemplate, '""'), map: null };
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), stripPhoneFlagCdn()],
  resolve: {
    alias: { '@flags': flagsDir },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Flags stay files, fetched only when shown, instead of data URLs inside the phone field's chunk.
    assetsInlineLimit: (filePath) => (filePath.startsWith(flagsDir) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework every screen runs on, in one long-cached file that changes only with its versions.
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/, priority: 2 },
            // The rest of what the first screen loads in one file, not two dozen small ones: each file is gzipped
            // on its own, so small files compress badly (DESIGN.md §9's budget counts the gzipped bytes).
            { name: 'first-screen', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
    include: ['src/**/*.test.{ts,tsx}'],
    // Journeys typing two form steps take 4-5 s on a loaded 2-core machine: 5 s (the default) made them flaky.
    testTimeout: 15_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
