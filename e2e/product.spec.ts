import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { PASSWORD, latestOutboxId, uniqueEmail, uniqueMobile, waitForOutbox } from './support/api.ts';
import { auditAccessibility, formatFindings, type AxeFinding } from './support/axe.ts';
import { openBrowser, openContext, screenshot, waitForAnimations, waitForToast, type BrowserSession } from './support/browser.ts';

const baseUrl = inject('baseUrl');

const QUESTION = '¿Qué fianza hay que pagar al alquilar un piso?';
const QUESTION_PREVIEW = '¿Qué fianza hay que pagar…';
const BUSINESS = 'Navarro Abogados';
const NEW_PASSWORD = 'Nueva-Fianza-Legal-36';

type Size = 'desktop' | 'mobile';
const VIEWPORTS: Record<Size, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};

/** What one run of the journey gathers: the accessibility findings and every URL the browsers asked for. */
interface Journey {
  size: Size;
  findings: AxeFinding[];
  requests: string[];
  /** Screens wider than the viewport. */
  overflows: string[];
  shot: number;
}

/**
 * The elements that stick out past the right edge of the viewport (a page that scrolls sideways), deepest
 * first; empty when the page fits its width.
 */
async function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((name) => `.${name}`).join('')}`;
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 1);
    const deepest = sticking.filter((element) => !sticking.some((other) => other !== element && element.contains(other)));
    return [`scrollWidth ${document.documentElement.scrollWidth} > ${width}`, ...deepest.slice(0, 6).map(describe)];
  });
}

/** Audits the screen with axe-core (and, at 390 px, its width) and saves `product-<size>-NN-<name>.png`. */
async function visit(journey: Journey, page: Page, name: string): Promise<void> {
  journey.findings.push(...(await auditAccessibility(page, `${journey.size}/${name}`)));
  const overflow = await overflowOf(page);
  if (overflow.length > 0) journey.overflows.push(`${journey.size}/${name}: ${overflow.join(', ')}`);
  journey.shot += 1;
  await screenshot(page, `product-${journey.size}-${String(journey.shot).padStart(2, '0')}-${name}`, { fullPage: false });
}

function recordRequests(journey: Journey, context: BrowserContext): void {
  context.on('request', (request) => journey.requests.push(request.url()));
}

/**
 * A menu entry: from the side menu at desktop size, from the slide-in menu ('Abrir menú') at 390 px, where the
 * side menu is hidden. The logout entry is a button; the others are links.
 */
async function useMenu(journey: Journey, page: Page, entry: 'MIKEar' | 'Usuarios' | 'Consultas' | 'Subscripción' | 'logout'): Promise<void> {
  if (journey.size === 'desktop') {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    if (entry === 'logout') await menu.getByRole('button', { name: 'Salir' }).click();
    else await menu.getByRole('link', { name: entry }).click();
    return;
  }
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await menu.waitFor();
  if (entry === 'logout') await menu.getByRole('button', { name: 'Cerrar sesión' }).click();
  else await menu.getByRole('link', { name: entry }).click();
  await menu.waitFor({ state: 'detached' });
}

const pathIs = (path: string) => (url: URL) => url.pathname === path;

/**
 * The whole product as a new business lives it (issue 8): register, welcome, ask, history, invite, the invitee
 * joins, an agent signs in by phone, the owner buys a plan and sees the bill, and resets the password. Every
 * screen is audited with axe-core and photographed; every request of every browser context is recorded.
 */
async function walkTheProduct(session: BrowserSession, journey: Journey): Promise<void> {
  const { page, context, browser } = session;
  recordRequests(journey, context);
  const email = uniqueEmail('producto');
  const ownerMobile = uniqueMobile();

  // Register by email: /login → 'Regístrate' → two steps → /new-user.
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
  await visit(journey, page, 'login');
  await page.getByRole('link', { name: 'Regístrate' }).click();
  await page.waitForURL(pathIs('/register'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await visit(journey, page, 'register-step-1');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('heading', { name: 'Y para terminar' }).waitFor();
  await page.getByLabel('Nombre', { exact: true }).fill('Elena Navarro Vidal');
  await page.getByLabel('Nombre de la empresa').fill(BUSINESS);
  const ownerPhone = page.getByLabel('Teléfono', { exact: true });
  await ownerPhone.click();
  await ownerPhone.pressSequentially(ownerMobile.national);
  await visit(journey, page, 'register-step-2');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // The welcome.
  await page.waitForURL(pathIs('/new-user'));
  await page.getByRole('heading', { level: 1, name: 'Bienvenido a MIKE' }).waitFor();
  await page.getByRole('complementary', { name: 'Período de prueba' }).waitFor();
  await visit(journey, page, 'new-user');
  await page.getByRole('link', { name: 'Empezar a MIKEar' }).click();

  // Ask: the answer comes with its citation.
  await page.waitForURL(pathIs('/chat'));
  const box = page.getByPlaceholder('Consulta lo que quieras...');
  await box.waitFor();
  await visit(journey, page, 'chat-new');
  await box.fill(QUESTION);
  await page.getByRole('button', { name: 'Consultar' }).click();
  const conversation = page.getByRole('list', { name: 'Conversación' });
  await conversation.getByText(QUESTION, { exact: true }).waitFor();
  await conversation.getByRole('list', { name: 'Fuentes' }).getByText('Art. 36 LAU', { exact: true }).waitFor();
  await page.getByRole('status', { name: 'MIKE está escribiendo' }).waitFor({ state: 'detached' });
  await page.getByRole('textbox', { name: 'Consulta a MIKE' }).and(page.locator(':enabled')).waitFor();
  await visit(journey, page, 'chat-answer');

  // At 390 px, the slide-in menu is a screen of its own.
  if (journey.size === 'mobile') {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.waitFor();
    await waitForAnimations(menu);
    await visit(journey, page, 'menu');
    await menu.getByRole('button', { name: 'Cerrar menú' }).click();
    await menu.waitFor({ state: 'detached' });
  }

  // History: the chat is listed; opening it shows it read-only.
  await useMenu(journey, page, 'Consultas');
  await page.waitForURL(pathIs('/historical'));
  await page.getByRole('heading', { level: 1, name: 'Consultas' }).waitFor();
  const entry = page.getByRole('navigation', { name: 'Lista de consultas' }).getByRole('link').filter({ hasText: QUESTION_PREVIEW });
  await entry.waitFor();
  await visit(journey, page, 'historical');
  await entry.click();
  await page.waitForURL((url) => url.pathname === '/historical' && url.searchParams.has('id'));
  await page.getByRole('list', { name: 'Conversación' }).getByText(QUESTION, { exact: true }).waitFor();
  await page.getByRole('list', { name: 'Fuentes' }).getByText('Art. 36 LAU', { exact: true }).waitFor();
  expect(await page.getByRole('textbox').count()).toBe(0);
  await visit(journey, page, 'historical-detail');

  // Invite an agent from Usuarios.
  const agent = { name: 'Javier Moreno Gil', email: uniqueEmail('agente'), mobile: uniqueMobile() };
  await useMenu(journey, page, 'Usuarios');
  await page.waitForURL(pathIs('/users'));
  await page.getByText('1 de 3 plazas').waitFor();
  await visit(journey, page, 'users');
  await page.getByRole('button', { name: 'AÑADIR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitar usuario' });
  await dialog.waitFor();
  await dialog.getByLabel('Nombre').fill(agent.name);
  await dialog.getByLabel('Email').fill(agent.email);
  const agentPhone = dialog.getByLabel('Teléfono', { exact: true });
  await agentPhone.click();
  await agentPhone.pressSequentially(agent.mobile.national);
  await visit(journey, page, 'users-invite');
  await dialog.getByRole('button', { name: 'Invitar' }).click();
  await waitForToast(page, 'Usuario invitado');
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('2 de 3 plazas').waitFor();
  await visit(journey, page, 'users-invited');

  // The invitee joins from the link of the e-mail, in a browser context of their own.
  const [link] = await waitForOutbox(baseUrl, agent.email, /https?:\/\/\S+\/invitation\?invitationId=[0-9a-f-]{36}/);
  const invitee = await openContext(browser, { baseUrl, viewport: VIEWPORTS[journey.size] });
  recordRequests(journey, invitee.context);
  try {
    const agentPage = invitee.page;
    await agentPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await agentPage.getByRole('heading', { name: `Te han invitado a unirte a ${BUSINESS}` }).waitFor();
    await visit(journey, agentPage, 'invitation');
    await agentPage.getByRole('button', { name: 'Crear cuenta' }).click();
    await agentPage.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
    await agentPage.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await agentPage.getByLabel('Confirmar contraseña').fill(PASSWORD);
    await visit(journey, agentPage, 'invitation-create-account');
    await agentPage.getByRole('button', { name: 'Crear cuenta' }).click();
    await waitForToast(agentPage, 'Registro exitoso');
    await agentPage.waitForURL(pathIs('/'));
    await agentPage.getByPlaceholder('Consulta lo que quieras...').waitFor();

    // The agent signs out and back in by phone, with the code from the outbox.
    await useMenu(journey, agentPage, 'logout');
    await agentPage.waitForURL(pathIs('/login'));
    await agentPage.getByRole('button', { name: 'Entrar con WhatsApp' }).click();
    const phoneField = agentPage.getByLabel('Teléfono móvil');
    await phoneField.waitFor();
    await visit(journey, agentPage, 'login-phone');
    const before = await latestOutboxId(baseUrl, agent.mobile.full);
    await phoneField.fill(agent.mobile.national);
    await agentPage.getByRole('button', { name: 'Enviar código' }).click();
    const [, code] = await waitForOutbox(baseUrl, agent.mobile.full, /^(\d{4})$/, before);
    await agentPage.getByLabel('Dígito 1 de 4').waitFor();
    await visit(journey, agentPage, 'login-phone-code');
    for (let index = 0; index < 4; index++) await agentPage.getByLabel(`Dígito ${index + 1} de 4`).fill(code![index]!);
    await agentPage.getByRole('button', { name: 'Confirmar' }).click();
    await agentPage.waitForURL(pathIs('/'));
    await waitForToast(agentPage, 'Bienvenido a MIKE');
    await agentPage.getByPlaceholder('Consulta lo que quieras...').waitFor();
    await visit(journey, agentPage, 'agent-signed-in');
  } finally {
    await invitee.context.close();
  }
  expect(invitee.pageErrors, 'uncaught errors in the invitee’s pages').toEqual([]);

  // The owner sees the agent active, then buys a plan from the trial banner in the sandbox.
  await page.reload();
  await page
    .getByRole('table', { name: 'Miembros del equipo' })
    .getByRole('row')
    .filter({ hasText: agent.name })
    // Its own column from 600 px up; folded under the name below that.
    .getByText('Activo', { exact: true })
    .filter({ visible: true })
    .waitFor();
  await page.getByRole('complementary', { name: 'Período de prueba' }).getByRole('link').click();
  await page.waitForURL(pathIs('/choose-plan'));
  const seats = page.getByLabel('Número de miembros');
  await seats.waitFor();
  await seats.fill('3');
  await page.getByText(/^Total: 60,00\s€ al mes$/).waitFor();
  await visit(journey, page, 'choose-plan');
  // Spec §4: the payment page opens in a new window; the journey pays there and comes back.
  const [checkout] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Contratar' }).click()]);
  await checkout.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
  const card = checkout.getByRole('form', { name: 'Datos de la tarjeta' });
  await card.waitFor();
  await card.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await card.getByLabel('Caducidad (MM/AA)').fill(`12/${String(new Date().getFullYear() + 3).slice(2)}`);
  await card.getByLabel('CVC').fill('123');
  await card.getByLabel('Titular de la tarjeta').fill('Elena Navarro Vidal');
  await visit(journey, checkout, 'checkout');
  await card.getByRole('button', { name: /^Pagar/ }).click();
  await checkout.waitForURL(pathIs('/success-payment'));
  await checkout.getByRole('heading', { level: 1, name: 'Bienvenido a MIKE' }).waitFor();
  await visit(journey, checkout, 'success-payment');
  await checkout.close();
  await page.reload();

  // Subscripción: the plan and, under 'Facturas', the paid bill.
  await useMenu(journey, page, 'Subscripción');
  await page.waitForURL(pathIs('/pricing'));
  await page.getByRole('tabpanel').getByText('3 miembros', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Cancelar plan' }).waitFor();
  await visit(journey, page, 'pricing-plan');
  await page.getByRole('tab', { name: 'Facturas' }).click();
  await page.getByRole('table', { name: 'Facturas' }).getByRole('row').filter({ hasText: 'Pagada' }).waitFor();
  await visit(journey, page, 'pricing-bills');

  // Password reset: request it, follow the link of the e-mail, sign in with the new password.
  await useMenu(journey, page, 'logout');
  await page.waitForURL(pathIs('/login'));
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await page.waitForURL(pathIs('/reset-password'));
  await page.getByLabel('Email').fill(email);
  await visit(journey, page, 'reset-password-request');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await page.getByText(/revisa la carpeta de spam/).waitFor();
  await visit(journey, page, 'reset-password-request-sent');
  const [resetLink] = await waitForOutbox(baseUrl, email, /http\S+\/reset-password\?\S+/);
  await page.goto(resetLink.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(NEW_PASSWORD);
  await visit(journey, page, 'reset-password');
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await page.waitForURL(pathIs('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(pathIs('/'));
  await page.getByPlaceholder('Consulta lo que quieras...').waitFor();
  await visit(journey, page, 'signed-in-new-password');
}

/** Runs the journey at one size and checks what it gathered. */
async function runAt(session: BrowserSession, size: Size): Promise<void> {
  const journey: Journey = { size, findings: [], requests: [], overflows: [], shot: 0 };
  await walkTheProduct(session, journey);

  expect(journey.findings, `axe-core: serious or critical violations\n${formatFindings(journey.findings)}`).toEqual([]);
  // Every screen fits the viewport's width: nothing to scroll sideways for.
  expect(journey.overflows).toEqual([]);

  // No request leaves the server's origin: no CDN, no analytics, no fonts from elsewhere.
  const { origin } = new URL(baseUrl);
  const foreign = journey.requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
  expect(journey.requests.length).toBeGreaterThan(20);
  expect([...new Set(foreign)], 'requests to another host').toEqual([]);
}

describe('the whole product as a new business lives it (issue 8), in Chromium', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('desktop (1280×800)', async () => {
    session = await openBrowser({ baseUrl, viewport: VIEWPORTS.desktop });
    await runAt(session, 'desktop');
  });

  it('mobile (390×844)', async () => {
    session = await openBrowser({ baseUrl, viewport: VIEWPORTS.mobile });
    await runAt(session, 'mobile');
  });
});
