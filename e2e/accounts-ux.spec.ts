import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { callApi, registerOwner, signInBrowser, uniqueEmail, uniqueMobile, waitForOutbox } from './support/api.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };

/** The field's top edge is inside the first screen (no scrolling needed to start typing). */
async function expectAboveTheFold(page: Page, label: string, exact = false): Promise<void> {
  const box = await page.getByLabel(label, { exact }).boundingBox();
  expect(box, label).not.toBeNull();
  expect(box!.y + box!.height, `${label} at ${JSON.stringify(box)}`).toBeLessThan(PHONE.height);
}

describe('issue 15: accounts and team journeys in Chromium', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('register step 1 refuses a weak password at once; a completed reset lands on /login saying so', async () => {
    session = await openBrowser({ baseUrl });
    const { page } = session;
    await page.goto('/register');
    await page.getByText(/Al menos 8 caracteres, sin repeticiones ni secuencias/).waitFor();
    await page.getByLabel('Email').fill(uniqueEmail('debil'));
    await page.getByLabel('Contraseña', { exact: true }).fill('12345678');
    await page.getByLabel('Confirmar contraseña').fill('12345678');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('La contraseña no puede ser una secuencia (como 12345678, abcdefgh o qwertyui).').waitFor();
    expect(await page.getByText('Y para terminar').count()).toBe(0);
    expect(await page.getByLabel('Contraseña', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'accounts-ux-01-register-weak-password');

    const owner = await registerOwner(baseUrl);
    await callApi(baseUrl, 'POST', '/password-reset/request', { email: owner.email });
    const [link] = await waitForOutbox(baseUrl, owner.email, /http\S+\/reset-password\?\S+/);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    const newPassword = 'Nueva-Fianza-Legal-36';
    await page.getByLabel('Nueva contraseña').fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('status').getByText('Contraseña restablecida con éxito').waitFor();
    await screenshot(page, 'accounts-ux-02-reset-done');
  });

  it('with every seat taken the owner sees "N de M plazas" and "Añadir plazas" (to /pricing), not the invite form', async () => {
    session = await openBrowser({ baseUrl });
    const { page } = session;
    const owner = await registerOwner(baseUrl);
    // The trial's 3 seats: the owner and two invitations.
    for (const name of ['Lucía Martín', 'Pablo Ruiz']) {
      await callApi(baseUrl, 'POST', '/business/invite', { email: uniqueEmail('plaza'), phone: uniqueMobile().full, name, rol: 'AGENT' }, owner.token);
    }
    await signInBrowser(page, owner);
    await page.goto('/users');
    await page.getByText('3 de 3 plazas').waitFor();
    expect(await page.getByRole('button', { name: 'AÑADIR' }).count()).toBe(0);
    await page.getByText(/Añade plazas en Subscripción/).waitFor();
    // Phones read the international way.
    await page.getByRole('cell', { name: /^\+34 6\d{2} \d{2} \d{2} \d{2}$/ }).first().waitFor();
    await screenshot(page, 'accounts-ux-03-users-full');
    await page.getByRole('link', { name: 'Añadir plazas' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
  });

  it('on a 390×844 phone the login, register and invitation forms start above the fold', async () => {
    session = await openBrowser({ baseUrl, viewport: PHONE });
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await expectAboveTheFold(page, 'Email');
    await screenshot(page, 'accounts-ux-04-login-phone', { fullPage: false });

    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: 'Crear cuenta' }).waitFor();
    await expectAboveTheFold(page, 'Email');
    await screenshot(page, 'accounts-ux-05-register-phone', { fullPage: false });

    const owner = await registerOwner(baseUrl);
    const email = uniqueEmail('invitada');
    await callApi(baseUrl, 'POST', '/business/invite', { email, phone: uniqueMobile().full, name: 'Marta García', rol: 'AGENT' }, owner.token);
    const [, invitationId] = await waitForOutbox(baseUrl, email, /invitationId=([0-9a-f-]{36})/);
    await page.goto(`/invitation?invitationId=${invitationId}`);
    const start = page.getByRole('button', { name: 'Crear cuenta' });
    await start.waitFor();
    const box = await start.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(PHONE.height);
    await screenshot(page, 'accounts-ux-06-invitation-phone', { fullPage: false });
  });
});
