import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { registerOwner, signInBrowser, type Account } from './support/api.ts';
import { auditAccessibility, formatFindings, type AxeFinding } from './support/axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';

const baseUrl = inject('baseUrl');

const TEST_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const DECLINED = 'La tarjeta ha sido rechazada. En el entorno de pruebas usa la tarjeta 4242 4242 4242 4242.';

/** es-ES currency text with its narrow or plain no-break space before '€', as a regular expression. */
const euros = (amount: string) => new RegExp(`${amount.replace('.', '\\.')}\\s€`);

interface BusinessState {
  memberAllowedQuantity: number;
  trialEndDate?: string | null;
}

/** What the API says of the owner's business (to prove a declined card changed nothing). */
async function businessOf(account: Account): Promise<BusinessState> {
  const response = await fetch(`${baseUrl}/api/business/get`, { headers: { authorization: `Bearer ${account.token}` } });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { business: BusinessState }).business;
}

/** Fills the sandbox checkout's card form (a future expiry, any CVC) and presses 'Pagar …'. */
async function payWith(page: Page, cardNumber: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Datos de la tarjeta' });
  await form.getByLabel('Número de tarjeta').fill(cardNumber);
  await form.getByLabel('Caducidad (MM/AA)').fill(`12/${String(new Date().getFullYear() + 3).slice(2)}`);
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Titular de la tarjeta').fill('Carmen Ruiz Soler');
  await form.getByRole('button', { name: /^Pagar/ }).click();
}

describe('billing journey (issue 7) in Chromium', () => {
  let session: BrowserSession;
  beforeEach(async () => {
    session = await openBrowser({ baseUrl });
  });
  afterEach(() => session.close());

  it('an owner in trial buys 5 seats from the banner, sees the paid bill, and schedules the cancellation; a declined card changes nothing', async () => {
    const { page, context } = session;
    const owner = await registerOwner(baseUrl);
    await signInBrowser(page, owner);
    // axe-core on the screens this journey alone visits (the product journey audits the others).
    const findings: AxeFinding[] = [];
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Nueva consulta' }).waitFor();

    // The trial banner links to the plan choice.
    const banner = page.getByRole('complementary', { name: 'Período de prueba' }).getByRole('link', { name: /^Tu período de prueba expira en \d+ días?\. Elige tu plan ahora\.$/ });
    await banner.waitFor();
    await screenshot(page, 'billing-01-trial-banner', { fullPage: false });
    await banner.click();
    await page.waitForURL((url) => url.pathname === '/choose-plan');
    await page.getByRole('heading', { level: 1, name: 'Elige tu plan' }).waitFor();
    // The banner is hidden on /choose-plan (spec §2).
    await page.getByRole('heading', { level: 2, name: 'MIKE Equipo' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Período de prueba' }).count()).toBe(0);

    // The sandbox pricing table: 5 members, '20 x 5', 100 € a month.
    const seats = page.getByLabel('Número de miembros');
    await seats.fill('5');
    await page.getByText('20 x 5').waitFor();
    await page.getByText(/^Total: 100,00\s€ al mes$/).waitFor();
    await screenshot(page, 'billing-02-choose-plan');
    await page.getByRole('button', { name: 'Contratar' }).click();

    // The checkout page: the summary and the card form.
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    const checkoutPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Pago de tu plan' }).waitFor();
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await summary.getByText('Fincas Ruiz').waitFor();
    await summary.getByText(euros('100,00')).waitFor();
    expect(await summary.locator('dd').nth(2).innerText()).toBe('5');
    await screenshot(page, 'billing-03-checkout');

    // A declined card: its message in the form, and nothing changes.
    const before = await businessOf(owner);
    await payWith(page, DECLINED_CARD);
    const form = page.getByRole('form', { name: 'Datos de la tarjeta' });
    await form.getByRole('alert').getByText(DECLINED).waitFor();
    await form.getByRole('button', { name: /^Pagar/ }).and(page.locator(':enabled')).waitFor();
    await screenshot(page, 'billing-04-checkout-declined');
    findings.push(...(await auditAccessibility(page, 'checkout-declined')));
    expect(new URL(page.url()).pathname).toBe(checkoutPath);
    const after = await businessOf(owner);
    expect(after.memberAllowedQuantity).toBe(before.memberAllowedQuantity);
    expect(after.trialEndDate).toBeTruthy();
    expect(after.trialEndDate).toBe(before.trialEndDate);

    // The test card pays: 'Bienvenido a MIKE'.
    await payWith(page, TEST_CARD);
    await page.waitForURL((url) => url.pathname === '/success-payment');
    await page.getByRole('heading', { level: 1, name: 'Bienvenido a MIKE' }).waitFor();
    await page.getByRole('link', { name: 'Empezar a MIKEar' }).waitFor();
    await screenshot(page, 'billing-05-success-payment');

    // Subscripción: 5 members, no trial; under 'Facturas' the paid bill of 100,00 €.
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Subscripción' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByRole('heading', { level: 1, name: 'Subscripción' }).waitFor();
    await page.getByRole('tabpanel').getByText('5 miembros', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancelar plan' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Período de prueba' }).count()).toBe(0);
    await screenshot(page, 'billing-06-pricing-plan');
    await page.getByRole('tab', { name: 'Facturas' }).click();
    const bills = page.getByRole('table', { name: 'Facturas' });
    const bill = bills.getByRole('row').filter({ hasText: 'Pagada' });
    await bill.waitFor();
    expect(await bills.getByRole('row').count()).toBe(2);
    await bill.getByRole('cell', { name: euros('100,00') }).waitFor();
    await screenshot(page, 'billing-07-pricing-bills');

    // 'Cancelar plan' opens the sandbox portal in a new tab, where the cancellation is scheduled.
    await page.getByRole('tab', { name: 'Tu plan' }).click();
    const [portal] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Cancelar plan' }).click()]);
    await portal.waitForURL((url) => url.pathname === '/sandbox/portal');
    await portal.getByRole('heading', { level: 1, name: 'Gestionar suscripción' }).waitFor();
    await portal.getByRole('region', { name: 'MIKE Equipo' }).getByText(euros('100,00')).waitFor();
    await screenshot(portal, 'billing-08-portal');
    findings.push(...(await auditAccessibility(portal, 'portal')));
    await portal.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await portal.getByRole('status').getByText(/^Tu suscripción se cancelará el \d{2}\/\d{2}\/\d{4}\.$/).waitFor();
    expect(await portal.getByRole('button', { name: 'Cancelar suscripción' }).count()).toBe(0);
    await screenshot(portal, 'billing-09-portal-cancelled');
    findings.push(...(await auditAccessibility(portal, 'portal-cancelled')));
    await portal.close();

    // Back on Subscripción: the plan ends on a date, and 'Cancelar plan' is gone.
    await page.reload();
    await page.getByRole('tabpanel').getByText('5 miembros', { exact: true }).waitFor();
    await page.getByText(/^Tu plan se cancelará el \d{2}\/\d{2}\/\d{4}\./).waitFor();
    expect(await page.getByRole('button', { name: 'Cancelar plan' }).count()).toBe(0);
    await screenshot(page, 'billing-10-pricing-cancel-scheduled');
    findings.push(...(await auditAccessibility(page, 'pricing-cancel-scheduled')));
    expect(findings, `axe-core: serious or critical violations\n${formatFindings(findings)}`).toEqual([]);
  });
});
