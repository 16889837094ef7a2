import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerOwner, signInBrowser } from './support/api.ts';
import { openBrowser, type BrowserSession } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describe('routing rules of spec §2, in Chromium', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ baseUrl });
  });
  afterAll(() => session.close());

  const pathAfter = async (path: string) => {
    await session.page.goto(path);
    await session.page.waitForLoadState('networkidle');
    return new URL(session.page.url()).pathname;
  };

  it('sends an anonymous visitor of a protected route to /login', async () => {
    for (const path of ['/', '/chat', '/users', '/historical', '/pricing', '/choose-plan', '/pending-payment', '/success-payment', '/cancelled-payment', '/new-user']) {
      expect(await pathAfter(path), path).toBe('/login');
    }
  });

  it('lets an anonymous visitor see the public routes, and sends unknown paths to /', async () => {
    expect(await pathAfter('/login')).toBe('/login');
    expect(await pathAfter('/register')).toBe('/register');
    expect(await pathAfter('/reset-password?token=abc&email=a%40b.es')).toBe('/reset-password');
    expect(await pathAfter('/invitation')).toBe('/login');
    expect(await pathAfter('/no-existe/en/absoluto')).toBe('/login');
    await session.page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('sends a signed-in user away from the public routes except /reset-password, and unknown paths to /', async () => {
    const owner = await registerOwner(baseUrl);
    await signInBrowser(session.page, owner);
    expect(await pathAfter('/login')).toBe('/');
    expect(await pathAfter('/register')).toBe('/');
    expect(await pathAfter('/invitation?invitationId=2d2c7a37-3fd0-4a52-a0e8-1b4b8f7cf0a0')).toBe('/');
    expect(await pathAfter('/reset-password?token=abc&email=a%40b.es')).toBe('/reset-password');
    expect(await pathAfter('/una/ruta/desconocida')).toBe('/');
    expect(await pathAfter('/users')).toBe('/users');
  });
});
