import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { findChromium, missingChromium } from '../../scripts/chromium.mjs';
import { repoRoot } from './server.ts';

export const screenshotsDir = path.join(repoRoot, 'e2e', 'screenshots');

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Closes the browser; throws when a page had an uncaught error or logged a CSP violation. */
  close: () => Promise<void>;
}

/** The Content Security Policy violations of every page of every context of a browser (SECURITY.md #16). */
const violationsOf = new WeakMap<Browser, string[]>();

/** What the pages of `browser` have reported as CSP violations so far. */
export function cspViolations(browser: Browser): string[] {
  return violationsOf.get(browser) ?? [];
}

/**
 * Collects, for every page of `context`, the `securitypolicyviolation` events (reported to a binding the
 * page cannot block: it is installed by the browser, not by a script the policy governs) and the
 * console errors Chromium logs for a refused resource.
 */
async function watchCsp(browser: Browser, context: BrowserContext): Promise<void> {
  let violations = violationsOf.get(browser);
  if (!violations) {
    violations = [];
    violationsOf.set(browser, violations);
  }
  const found = violations;
  await context.exposeBinding('__mikeCspViolation', ({ page }, detail: string) => {
    found.push(`${page.url()}: ${detail}`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __mikeCspViolation?: (detail: string) => void }).__mikeCspViolation;
        report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) found.push(`${message.page()?.url() ?? ''}: console: ${message.text()}`);
  });
}

/**
 * Headless Debian Chromium; playwright gives every launch a fresh, temporary user-data dir. The flags keep
 * it from reaching anything but localhost.
 */
export async function openBrowser(options: { baseUrl: string; viewport?: { width: number; height: number } }): Promise<BrowserSession> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(missingChromium);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const { context, page, pageErrors } = await openContext(browser, options);
  return {
    browser,
    context,
    page,
    async close() {
      const violations = cspViolations(browser);
      await browser.close();
      if (pageErrors.length > 0) throw new Error(`uncaught page errors: ${pageErrors.join('; ')}`);
      if (violations.length > 0) throw new Error(`Content Security Policy violations:\n${[...new Set(violations)].join('\n')}`);
    },
  };
}

/**
 * Another browser context (its own storage: another person) in the same browser, with a first page. Uncaught
 * errors of any of its pages are collected in `pageErrors`; CSP violations in the browser's list (`cspViolations`).
 */
export async function openContext(
  browser: Browser,
  options: { baseUrl: string; viewport?: { width: number; height: number } },
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({ baseURL: options.baseUrl, viewport: options.viewport ?? { width: 1280, height: 800 }, locale: 'es-ES' });
  const pageErrors: string[] = [];
  context.on('page', (page) => page.on('pageerror', (error) => pageErrors.push(error.message)));
  await watchCsp(browser, context);
  const page = await context.newPage();
  return { context, page, pageErrors };
}

/**
 * Saves `e2e/screenshots/<name>.png`: the whole page by default, or (`fullPage: false`) what the viewport shows,
 * which is truer for screens with sticky parts (the side menu, the chat input, the mobile top bar).
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: options.fullPage ?? true });
}

/**
 * Waits for the finite CSS animations and transitions of `locator`'s element (and, unless `subtree` is false,
 * of its descendants) to end.
 */
export async function waitForAnimations(locator: Locator, { subtree = true }: { subtree?: boolean } = {}): Promise<void> {
  await locator.evaluate(
    (element, withSubtree) =>
      Promise.all(
        element
          .getAnimations({ subtree: withSubtree })
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    subtree,
  );
}

/** The toast (spec §8) that says `text`, once its entry animation has ended so a screenshot shows it in place. */
export async function waitForToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text }).first();
  await toast.waitFor();
  // Its own entry animation only: the auto-close progress bar inside runs for the whole 5 s.
  await waitForAnimations(toast, { subtree: false });
}
