import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FIRST_SCREEN_JS_BUDGET_KB, firstScreenScripts } from '../test-support/index.ts';
import { openBrowser, type BrowserSession } from './support/browser.ts';
import { repoRoot } from './support/server.ts';

const baseUrl = inject('baseUrl');
const dist = path.join(repoRoot, 'apps/web/dist');

/** DESIGN.md §9: the first screen's JavaScript, as built and as Chromium loads it. */
describe('first screen (/login) JavaScript budget', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ baseUrl });
  });
  afterAll(() => session.close());

  it(`loads at most ${FIRST_SCREEN_JS_BUDGET_KB} KB gzipped: the scripts index.html names, which Chromium loads to show /login`, async () => {
    const { files, gzippedKB } = firstScreenScripts(dist);
    console.info(`first screen: ${files.length} files, ${gzippedKB.toFixed(1)} KB gzipped`);
    expect(gzippedKB).toBeLessThanOrEqual(FIRST_SCREEN_JS_BUDGET_KB);

    const { page } = session;
    const loaded = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loaded.add(new URL(response.url()).pathname);
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // The budget counts what the browser loads to show /login (the lazy screens and the deferred toasts come later).
    expect(files.filter((file) => !loaded.has(file))).toEqual([]);
    console.info(`loaded for /login: ${[...loaded].join(', ')}`);
  });
});
