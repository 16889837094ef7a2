import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
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
    currentOwner = owner;
    await signInBrowser(page, owner);
    // axe-core on the screens this journey alone visits (the product journey audits the others).
    const findings: AxeFinding[] = [];
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Nueva consulta' }).waitFor();

    // The trial banner links to the plan choice.
    const banner = page.getByRole('complementary', { name: 'Período de prueba' }).getByRole('link', { name: /^Tu período de prueba expira en \d+ días?, el \d{2}\/\d{2}\/\d{4}\. Elige tu plan ahora\.$/ });
    await banner.waitFor();
    await screenshot(page, 'billing-01-trial-banner', { fullPage: false });

    // Issue 15: the business's invoice details, set on /pricing; a wrong NIF/CIF check letter is refused.
    await page.goto('/pricing');
    await page.getByRole('tab', { name: 'Datos de facturación' }).click();
    const details = page.getByRole('form', { name: 'Datos de facturación' });
    await details.getByLabel('Razón social').fill('Fincas Ruiz S.L.');
    await details.getByLabel('NIF/CIF').fill('B12345675');
    await details.getByLabel('Dirección').fill('Calle Mayor 12');
    await details.getByLabel('Código postal').fill('28013');
    await details.getByLabel('Ciudad').fill('Madrid');
    await details.getByLabel('Email para facturas').fill('facturas@fincasruiz.es');
    await details.getByRole('button', { name: 'Guardar datos' }).click();
    await details.getByRole('alert').getByText(/NIF\/CIF no válido/).waitFor();
    await details.getByLabel('NIF/CIF').fill('B12345674');
    await details.getByRole('button', { name: 'Guardar datos' }).click();
    await page.getByText('Datos de facturación guardados').waitFor();
    await screenshot(page, 'billing-01b-billing-details');
    findings.push(...(await auditAccessibility(page, 'billing-details')));
    await page.goto('/');
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
    // Spec §4: the payment page opens in a new window (the sandbox's, like Stripe's).
    const [checkout] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Contratar' }).click()]);
    const choosePage = page;
    await checkout.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    expect(new URL(choosePage.url()).pathname).toBe('/choose-plan');
    await runCheckout(checkout);
    await checkout.close();

    await checkAfterPurchase(page, findings);
  });
});

/** The sandbox checkout window: a declined card changes nothing; the test card pays and welcomes. */
async function runCheckout(page: Page): Promise<void> {
    const checkoutPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Pago de tu plan' }).waitFor();
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await summary.getByText('Fincas Ruiz').waitFor();
    await summary.getByText(euros('100,00')).waitFor();
    expect(await summary.locator('dd').nth(2).innerText()).toBe('5');
    await screenshot(page, 'billing-03-checkout');

    // A declined card: its message in the form, and nothing changes.
    const before = await businessOf(currentOwner!);
    await payWith(page, DECLINED_CARD);
    const form = page.getByRole('form', { name: 'Datos de la tarjeta' });
    await form.getByRole('alert').getByText(DECLINED).waitFor();
    await form.getByRole('button', { name: /^Pagar/ }).and(page.locator(':enabled')).waitFor();
    await screenshot(page, 'billing-04-checkout-declined');
    await auditCheckout(page);
    expect(new URL(page.url()).pathname).toBe(checkoutPath);
    const after = await businessOf(currentOwner!);
    expect(after.memberAllowedQuantity).toBe(before.memberAllowedQuantity);
    expect(after.trialEndDate).toBeTruthy();
    expect(after.trialEndDate).toBe(before.trialEndDate);

    // The test card pays: 'Bienvenido a MIKE'.
    await payWith(page, TEST_CARD);
    await page.waitForURL((url) => url.pathname === '/success-payment');
    await page.getByRole('heading', { level: 1, name: 'Bienvenido a MIKE' }).waitFor();
    await page.getByRole('link', { name: 'Empezar a MIKEar' }).waitFor();
    await screenshot(page, 'billing-05-success-payment');
}

async function auditCheckout(page: Page): Promise<void> {
  const findings = await auditAccessibility(page, 'checkout-declined');
  expect(findings, `axe-core: serious or critical violations\n${formatFindings(findings)}`).toEqual([]);
}

/** Text of a downloaded PDF. */
async function pdfText(path: string): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await readFile(path))), { mergePages: true });
  return text;
}

async function checkAfterPurchase(page: Page, findings: AxeFinding[]): Promise<void> {
    const context = page.context();
    await page.goto('/success-payment');
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
    await bill.getByRole('cell', { name: 'Plan MIKE (alta)' }).waitFor();
    await bill.getByRole('cell', { name: '5', exact: true }).waitFor();
    await screenshot(page, 'billing-07-pricing-bills');

    // Issue 15: the bill's factura as a PDF: number, NIF of both parties, base, IVA 21 % and total (IVA included).
    const [download] = await Promise.all([page.waitForEvent('download'), bill.getByRole('button', { name: /^PDF de la factura MIKE-\d{4}-\d{6}$/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^factura-MIKE-\d{4}-\d{6}\.pdf$/);
    const text = await pdfText((await download.path())!);
    for (const expected of [/Número de factura: MIKE-\d{4}-\d{6}/, /NIF: B12345674/, /Fincas Ruiz S\.L\./, /Calle Mayor 12, 28013 Madrid/, /IVA \(21 %\)/, euros('82,64'), euros('17,36'), euros('100,00')]) {
      expect(text).toMatch(expected);
    }

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

    // Issue 15: a seat change first shows what it charges now and the new monthly total; nothing before 'Confirmar'.
    await page.getByLabel('Número de miembros').fill('6');
    await page.getByRole('button', { name: 'Actualizar plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar el cambio de plazas' });
    await confirm.getByText('De 5 a 6').waitFor();
    await confirm.getByText(/^(19,\d\d|20,00)\s€$/).waitFor();
    await confirm.getByText(/^120,00\s€ al mes$/).waitFor();
    await screenshot(page, 'billing-11-seat-change-confirm', { fullPage: false });
    findings.push(...(await auditAccessibility(page, 'seat-change-confirm')));
    expect((await businessOf(currentOwner!)).memberAllowedQuantity).toBe(5);
    await confirm.getByRole('button', { name: 'Confirmar y actualizar' }).click();
    await page.getByRole('tabpanel').getByText('6 miembros', { exact: true }).waitFor();
    expect((await businessOf(currentOwner!)).memberAllowedQuantity).toBe(6);
    expect(findings, `axe-core: serious or critical violations\n${formatFindings(findings)}`).toEqual([]);
}

let currentOwner: Account | undefined;
