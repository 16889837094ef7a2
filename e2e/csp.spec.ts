import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, registerOwner, signInBrowser, type Account } from './support/api.ts';
import { cspViolations, openBrowser, type BrowserSession } from './support/browser.ts';

const baseUrl = inject('baseUrl');

/** Screens reachable without signing in. */
const PUBLIC_SCREENS = ['/login', '/register', '/reset-password', '/reset-password?token=x&email=ana%40agencia-e2e.es', '/invitation?invitationId=00000000-0000-4000-8000-000000000000', '/privacy-policy', '/terms-and-conditions', '/dev/outbox'];
/** Screens of a signed-in owner, on a live sandbox plan. */
const APP_SCREENS = ['/', '/chat', '/users', '/historical', '/pricing', '/choose-plan', '/pending-payment', '/success-payment', '/cancelled-payment', '/sandbox/portal', '/new-user'];

/** Opens a screen and lets it settle (its lazy chunks, fonts, images and API calls). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/**
 * No page logs a Content Security Policy violation (issue 17 #8): every screen of spec §2, signed out and
 * signed in, the sandbox checkout and portal, and the development outbox page. Every journey's browser
 * checks the same on close (support/browser.ts); this one makes sure no screen is left out.
 */
describe('no CSP violation on any page, in Chromium', () => {
  let session: BrowserSession;
  let owner: Account;
  let checkoutPath: string;

  beforeAll(async () => {
    session = await openBrowser({ baseUrl });
    owner = await registerOwner(baseUrl);
    const { paymentUrl } = await callApi<{ paymentUrl: string }>(baseUrl, 'GET', '/business/get-payment-url?quantity=3', undefined, owner.token);
    checkoutPath = new URL(paymentUrl).pathname;
  });
  afterAll(() => session.close());

  it('(control) an inline script injected into a page is refused and reported, so the check can fail', async () => {
    await visit(session.page, '/login');
    const before = cspViolations(session.browser).length;
    await session.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations(session.browser).length).toBeGreaterThan(before);
    expect(await session.page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    // Forgotten: this one was ours.
    cspViolations(session.browser).splice(before);
  });

  it('signed out: login, register, reset, invitation, legal pages and the development outbox', async () => {
    for (const path of PUBLIC_SCREENS) await visit(session.page, path);
    expect(cspViolations(session.browser)).toEqual([]);
  });

  it('signed in: every screen of the app, the sandbox checkout (then paid) and the portal', async () => {
    await signInBrowser(session.page, owner);
    await visit(session.page, checkoutPath);
    await callApi(baseUrl, 'POST', `/billing/sandbox${checkoutPath.replace('/sandbox', '')}/pay`, { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Carmen Ruiz Soler' }, owner.token);
    for (const path of APP_SCREENS) await visit(session.page, path);
    expect(cspViolations(session.browser)).toEqual([]);
  });
});
