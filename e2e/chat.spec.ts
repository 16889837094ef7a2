import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { callApi, registerOwner, signInBrowser } from './support/api.ts';
import { openBrowser, screenshot, waitForAnimations, waitForToast, type BrowserSession } from './support/browser.ts';
import { freePort, repoRoot, startServer, type RunningServer } from './support/server.ts';
import { docxLines } from '../test-support/index.ts';

const baseUrl = inject('baseUrl');

const QUESTION = '¿Qué fianza hay que pagar al alquilar un piso?';
// Spec §9: 26 characters, then '…'. The 26th character of QUESTION is a space, which the preview trims.
const QUESTION_PREVIEW = '¿Qué fianza hay que pagar…';
const FOLLOW_UP = '¿Y cuándo tiene que devolverla el propietario?';
// SECURITY.md #17: HTML typed into a chat is shown as the text it is.
const HTML_MESSAGE = '<img src=x onerror=alert(1)>';
const HTML_PREVIEW = '<img src=x onerror=alert(1…';
const TYPING = 'MIKE está escribiendo';

interface Watch {
  sawTyping?: boolean;
  inputDisabledWhileTyping?: boolean[];
}

/**
 * Records, from before a message is sent, whether the bot placeholder (role status, 'MIKE está escribiendo')
 * ever showed and whether the 'Consulta a MIKE' input was disabled meanwhile (spec §4). A reply can come in
 * well under a second, so this watches the DOM instead of racing it.
 */
async function watchPlaceholder(page: Page): Promise<void> {
  await page.evaluate((typing) => {
    const watch: Watch = { sawTyping: false, inputDisabledWhileTyping: [] };
    (window as unknown as { mikeWatch: Watch }).mikeWatch = watch;
    new MutationObserver(() => {
      if (!document.querySelector(`[role="status"][aria-label="${typing}"]`)) return;
      watch.sawTyping = true;
      const input = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Consulta a MIKE"]');
      if (input) watch.inputDisabledWhileTyping?.push(input.disabled);
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, TYPING);
}

async function placeholderSeen(page: Page): Promise<Watch> {
  return page.evaluate(() => (window as unknown as { mikeWatch: Watch }).mikeWatch);
}

/** The messages of the open chat (the bot placeholder, marked aria-busy, is not one). */
const messages = (page: Page) => page.locator('ol[aria-label="Conversación"] > li:not(:has([aria-busy="true"]))');

/** Waits until the open chat holds `count` messages and MIKE is no longer typing. */
async function waitForMessages(page: Page, count: number): Promise<void> {
  await expect.poll(() => messages(page).count(), { timeout: 20_000, interval: 100 }).toBe(count);
  await page.getByRole('status', { name: TYPING }).waitFor({ state: 'detached' });
}

/** Today as the history groups it: dd/mm/yyyy in the browser's time zone. */
const todayInBrowser = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
  });

/** Asks the first question on the new-chat screen and waits for the answer about the deposit (art. 36 LAU). */
async function askAboutTheDeposit(page: Page): Promise<void> {
  const box = page.getByPlaceholder('Consulta lo que quieras...');
  await box.waitFor();
  const consultar = page.getByRole('button', { name: 'Consultar' });
  expect(await consultar.isDisabled()).toBe(true);
  await box.fill(QUESTION);
  await watchPlaceholder(page);
  await consultar.click();
  const conversation = page.getByRole('list', { name: 'Conversación' });
  await conversation.getByText(QUESTION, { exact: true }).waitFor();
  await conversation.getByRole('list', { name: 'Fuentes' }).getByText('Art. 36 LAU', { exact: true }).waitFor();
  await waitForMessages(page, 2);
  const watch = await placeholderSeen(page);
  expect(watch.sawTyping, 'the dots placeholder showed').toBe(true);
  expect(watch.inputDisabledWhileTyping?.every(Boolean), 'the input is disabled while MIKE types').toBe(true);
  expect(await messages(page).nth(1).innerText()).toContain('36');
}

describe('chat journey (issue 5) in Chromium', () => {
  let session: BrowserSession;
  afterEach(() => session.close());

  it('desktop: asks, follows up, finds the chat in Consultas and reads it; HTML in a message stays text', async () => {
    session = await openBrowser({ baseUrl });
    const { page } = session;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const owner = await registerOwner(baseUrl);
    await signInBrowser(page, owner);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Nueva consulta' }).waitFor();
    await screenshot(page, 'chat-new-desktop', { fullPage: false });

    await askAboutTheDeposit(page);
    await screenshot(page, 'chat-desktop', { fullPage: false });

    // A follow-up in the same chat.
    const input = page.getByRole('textbox', { name: 'Consulta a MIKE' });
    await input.fill(FOLLOW_UP);
    await watchPlaceholder(page);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByRole('list', { name: 'Conversación' }).getByText(FOLLOW_UP, { exact: true }).waitFor();
    await waitForMessages(page, 4);
    expect((await placeholderSeen(page)).sawTyping).toBe(true);
    expect((await messages(page).nth(3).innerText()).trim().length).toBeGreaterThan(20);
    await screenshot(page, 'chat-follow-up-desktop', { fullPage: false });

    // Consultas: the chat is under today's date, its preview cut at 26 characters.
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Consultas' }).click();
    await page.waitForURL((url) => url.pathname === '/historical');
    await page.getByRole('heading', { level: 1, name: 'Consultas' }).waitFor();
    const today = await todayInBrowser(page);
    const list = page.getByRole('navigation', { name: 'Lista de consultas' });
    const group = list.getByRole('region', { name: today });
    await group.getByRole('heading', { level: 2, name: today }).waitFor();
    expect(await list.getByRole('heading', { level: 2 }).first().innerText()).toBe(today);
    const entry = group.getByRole('link').filter({ hasText: QUESTION_PREVIEW });
    await entry.waitFor();
    expect(await list.getByText(QUESTION, { exact: true }).count()).toBe(0);
    await page.getByText('Selecciona una consulta para verla.').waitFor();
    await screenshot(page, 'historical-desktop', { fullPage: false });

    // Opening it shows the whole chat, read-only.
    await entry.click();
    await page.waitForURL((url) => url.pathname === '/historical' && url.searchParams.has('id'));
    await entry.and(page.locator('[aria-current="page"]')).waitFor();
    await page.getByRole('heading', { level: 2, name: today }).last().waitFor();
    await waitForMessages(page, 4);
    await page.getByRole('list', { name: 'Conversación' }).getByText(FOLLOW_UP, { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Fuentes' }).first().getByText('Art. 36 LAU', { exact: true }).waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByPlaceholder('Consulta a MIKE').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Enviar', exact: true }).count()).toBe(0);
    // Desktop shows the list beside the chat: no back arrow.
    expect(await page.getByRole('link', { name: 'Volver', exact: true }).isVisible()).toBe(false);
    await screenshot(page, 'historical-detail-desktop', { fullPage: false });

    // Issue 14: 'Exportar' downloads the chat as a .docx memo named after its title.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('que-fianza-hay-que-pagar-al-alquilar-un-piso.docx');
    const memo = docxLines(new Uint8Array(await readFile((await download.path())!))).join('\n');
    expect(memo.split('\n')[0]).toBe(QUESTION);
    expect(memo).toContain(`Consultado por: ${owner.name} (${owner.email})`);
    expect(memo).toContain(FOLLOW_UP);
    expect(memo).toMatch(/mensualidad/);
    expect(memo).toContain('Art. 36 LAU: https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36');
    expect(memo.split('\n').at(-1)).toBe('Información general, no asesoramiento jurídico: para tu caso concreto, consulta con un profesional.');
    expect(memo).not.toMatch(/\*\*/);
    await screenshot(page, 'historical-exported-desktop', { fullPage: false });

    // SECURITY.md #17: a message made of HTML is shown as inert text, in the chat and in the history.
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'MIKEar' }).click();
    await page.waitForURL((url) => url.pathname === '/chat');
    await page.getByPlaceholder('Consulta lo que quieras...').fill(HTML_MESSAGE);
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByRole('list', { name: 'Conversación' }).getByText(HTML_MESSAGE, { exact: true }).waitFor();
    await waitForMessages(page, 2);
    expect(await page.locator('img[src="x"], img[onerror], [onerror]').count()).toBe(0);
    await screenshot(page, 'chat-html-desktop', { fullPage: false });
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Consultas' }).click();
    await page.waitForURL((url) => url.pathname === '/historical');
    await list.getByRole('region', { name: today }).getByText(HTML_PREVIEW, { exact: true }).waitFor();
    expect(await page.locator('img[src="x"], img[onerror], [onerror]').count()).toBe(0);
    await list.getByRole('link').filter({ hasText: HTML_PREVIEW }).click();
    await page.getByRole('list', { name: 'Conversación' }).getByText(HTML_MESSAGE, { exact: true }).waitFor();
    expect(await page.locator('img[src="x"], img[onerror], [onerror]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('mobile (390 px): asks, opens Consultas from the slide-in menu, reads a chat and goes back to the list', async () => {
    session = await openBrowser({ baseUrl, viewport: { width: 390, height: 844 } });
    const { page } = session;
    const owner = await registerOwner(baseUrl);
    await signInBrowser(page, owner);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Nueva consulta' }).waitFor();
    // Below md the side menu is hidden; the top bar has the menu button.
    const openMenu = page.getByRole('button', { name: 'Abrir menú' });
    await openMenu.waitFor();
    expect(await page.getByRole('navigation', { name: 'Menú principal' }).isVisible()).toBe(false);
    await screenshot(page, 'chat-new-mobile', { fullPage: false });

    await askAboutTheDeposit(page);
    await screenshot(page, 'chat-mobile', { fullPage: false });

    // The slide-in menu: MIKEar, Usuarios, Consultas, Subscripción, Cerrar sesión.
    await openMenu.click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.waitFor();
    await waitForAnimations(menu);
    expect(await menu.getByRole('listitem').allInnerTexts()).toEqual(['MIKEar', 'Usuarios', 'Consultas', 'Subscripción', 'Cerrar sesión']);
    await screenshot(page, 'menu-mobile', { fullPage: false });
    await menu.getByRole('link', { name: 'Consultas' }).click();
    await page.waitForURL((url) => url.pathname === '/historical');
    await menu.waitFor({ state: 'detached' });

    // The list alone.
    const today = await todayInBrowser(page);
    const list = page.getByRole('navigation', { name: 'Lista de consultas' });
    const entry = list.getByRole('region', { name: today }).getByRole('link').filter({ hasText: QUESTION_PREVIEW });
    await entry.waitFor();
    expect(await page.getByText('Selecciona una consulta para verla.').isVisible()).toBe(false);
    await screenshot(page, 'historical-mobile', { fullPage: false });

    // The chat alone, read-only, with the back arrow.
    await entry.click();
    await page.waitForURL((url) => url.searchParams.has('id'));
    const back = page.getByRole('link', { name: 'Volver', exact: true });
    await back.waitFor();
    await waitForMessages(page, 2);
    await page.getByRole('list', { name: 'Fuentes' }).getByText('Art. 36 LAU', { exact: true }).waitFor();
    await list.waitFor({ state: 'hidden' });
    expect(await page.getByRole('textbox').count()).toBe(0);
    await screenshot(page, 'historical-detail-mobile', { fullPage: false });

    // Issue 14: the phone exports the same memo from the read-only view.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('que-fianza-hay-que-pagar-al-alquilar-un-piso.docx');
    const memo = docxLines(new Uint8Array(await readFile((await download.path())!)));
    expect(memo[0]).toBe(QUESTION);
    expect(memo).toContain('Art. 36 LAU: https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36');
    await screenshot(page, 'historical-exported-mobile', { fullPage: false });

    // Back to the list.
    await back.click();
    await page.waitForURL((url) => url.pathname === '/historical' && !url.searchParams.has('id'));
    await entry.waitFor();
    await back.waitFor({ state: 'detached' });
    expect(await page.getByRole('list', { name: 'Conversación' }).count()).toBe(0);
    await screenshot(page, 'historical-back-mobile', { fullPage: false });
  });
});

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

/** The compact box under a chat, and the dock (its own background) that holds it. */
const composerDock = (page: Page) => page.locator('form:has(textarea[aria-label="Consulta a MIKE"])').locator('..');

/** The composer never covers the newest message: scrolled to the end, the last message ends above the dock. */
async function expectComposerBelowLastMessage(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
  const last = await messages(page).last().boundingBox();
  const dock = await composerDock(page).boundingBox();
  expect(last && dock, 'both are on screen').toBeTruthy();
  expect(last!.y + last!.height).toBeLessThanOrEqual(dock!.y + 1);
}

/** The chat's id, from its address. */
const chatIdOf = (page: Page) => /\/chat\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1] ?? '';

describe('chat UX (issue 14) in Chromium', () => {
  let session: BrowserSession;
  afterEach(() => session.close());

  it.for(SIZES)('$name: /chat/:id survives a reload with its draft; copy, 👎 with a comment, rename, "Continuar consulta"', async ({ name, viewport }) => {
    session = await openBrowser({ baseUrl, viewport });
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const owner = await registerOwner(baseUrl);
    await signInBrowser(page, owner);
    await page.goto('/');
    await askAboutTheDeposit(page);

    // Every chat has its address, and its title is its first question.
    await page.waitForURL((url) => /^\/chat\/[0-9a-f-]{36}$/.test(url.pathname));
    const chatId = chatIdOf(page);
    await page.getByRole('heading', { level: 1, name: QUESTION }).waitFor();
    await expectComposerBelowLastMessage(page);
    await screenshot(page, `chat-ux-answer-${name}`, { fullPage: false });

    // Copy: the answer and its sources, as plain text.
    await messages(page).nth(1).getByRole('button', { name: 'Copiar' }).click();
    await waitForToast(page, 'Respuesta copiada');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Fuentes:\n- Art. 36 LAU: https://www.boe.es/');
    expect(copied).not.toMatch(/\*\*/);

    // 👎 with a comment, stored for this answer and member.
    await messages(page).nth(1).getByRole('button', { name: 'Mala respuesta' }).click();
    await page.getByLabel('¿Quieres añadir un comentario? (opcional)').fill('Falta el plazo de devolución');
    await page.getByRole('button', { name: 'Enviar comentario' }).click();
    await waitForToast(page, 'Gracias por tu valoración');
    await screenshot(page, `chat-ux-feedback-${name}`, { fullPage: false });
    const stored = await callApi<{ chat: { messages: { feedback?: unknown }[] } }>(baseUrl, 'GET', `/conversations/${chatId}`, undefined, owner.token);
    expect(stored.chat.messages[1]!.feedback).toEqual({ rating: 'down', comment: 'Falta el plazo de devolución' });

    // Rename with the pencil.
    await page.getByRole('button', { name: 'Renombrar consulta' }).click();
    const title = page.getByLabel('Título de la consulta');
    await title.fill('Fianza del piso de Chamberí');
    await screenshot(page, `chat-ux-rename-${name}`, { fullPage: false });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fianza del piso de Chamberí' }).waitFor();

    // A reload keeps the chat and the half-typed follow-up.
    await page.getByRole('textbox', { name: 'Consulta a MIKE' }).fill('¿Y si no me la devuelve');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Fianza del piso de Chamberí' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Consulta a MIKE' }).inputValue()).toBe('¿Y si no me la devuelve');
    await waitForMessages(page, 2);
    expect(await messages(page).nth(1).getByRole('button', { name: 'Mala respuesta' }).getAttribute('aria-pressed')).toBe('true');
    await expectComposerBelowLastMessage(page);
    await screenshot(page, `chat-ux-reloaded-${name}`, { fullPage: false });

    // Another member's address (or none of theirs): 'Consulta no encontrada'.
    await page.goto(`/chat/${crypto.randomUUID()}`);
    await page.getByRole('heading', { level: 1, name: 'Consulta no encontrada' }).waitFor();
    await screenshot(page, `chat-ux-not-found-${name}`, { fullPage: false });

    // 'Continuar consulta' from Consultas continues it.
    await page.goto(`/historical?id=${chatId}`);
    await page.getByRole('link', { name: 'Continuar consulta' }).click();
    await page.waitForURL((url) => url.pathname === `/chat/${chatId}`);
    await page.getByRole('textbox', { name: 'Consulta a MIKE' }).fill(FOLLOW_UP);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await waitForMessages(page, 4);
    await expectComposerBelowLastMessage(page);
    await screenshot(page, `chat-ux-continued-${name}`, { fullPage: false });

    // Search finds it by a word of its answer ('mensualidades', in the Spanish stem of 'mensualidad').
    await page.goto('/historical');
    const searchBox = page.getByRole('searchbox', { name: 'Buscar en tus consultas' });
    await searchBox.fill('mensualidad');
    await searchBox.press('Enter');
    await page.getByRole('navigation', { name: 'Lista de consultas' }).getByRole('link').filter({ hasText: QUESTION_PREVIEW }).waitFor();
    await searchBox.fill('hipoteca inversa');
    await searchBox.press('Enter');
    await page.getByText('Ninguna consulta coincide con «hipoteca inversa».').waitFor();
    await screenshot(page, `chat-ux-search-${name}`, { fullPage: false });

    // Delete it from Consultas (with confirmation): it is gone, and so is its address.
    await page.goto(`/historical?id=${chatId}`);
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar consulta' });
    await confirm.waitFor();
    await screenshot(page, `chat-ux-delete-${name}`, { fullPage: false });
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.getByRole('link', { name: 'Empezar una consulta' }).waitFor();
    await screenshot(page, `chat-ux-empty-history-${name}`, { fullPage: false });
    await page.goto(`/chat/${chatId}`);
    await page.getByRole('heading', { level: 1, name: 'Consulta no encontrada' }).waitFor();
  });
});

describe('chat UX (issue 14): never blank, in Chromium', () => {
  let session: BrowserSession;
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await session.close();
    await server?.stop();
    server = undefined;
    // Given to both runs of the server, so not removed by its `stop`.
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  it.for(SIZES)('$name: the server stops mid-chat → banner, the draft stays; once back, the send works', async ({ name, viewport }) => {
    const port = String(await freePort());
    dataDir = mkdtempSync(path.join(tmpdir(), 'mike-e2e-offline-'));
    server = await startServer({ PORT: port, DATA_DIR: dataDir });
    const own = server.baseUrl;
    session = await openBrowser({ baseUrl: own, viewport });
    const { page } = session;
    const owner = await registerOwner(own);
    await signInBrowser(page, owner);
    await page.goto('/');
    await askAboutTheDeposit(page);

    await server.stop();
    const input = page.getByRole('textbox', { name: 'Consulta a MIKE' });
    await input.fill(FOLLOW_UP);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText('Sin conexión con MIKE. Reintentando…').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Reintentar' }).waitFor();
    expect(await input.inputValue()).toBe(FOLLOW_UP);
    expect(await messages(page).count()).toBe(2);
    await screenshot(page, `chat-ux-offline-${name}`, { fullPage: false });

    server = await startServer({ PORT: port, DATA_DIR: dataDir });
    await page.getByText('Sin conexión con MIKE. Reintentando…').waitFor({ state: 'hidden', timeout: 30_000 });
    await page.getByRole('alert').filter({ hasText: 'Reintentar' }).getByRole('button', { name: 'Reintentar' }).click();
    await waitForMessages(page, 4);
    expect(await input.inputValue()).toBe('');
    await screenshot(page, `chat-ux-back-online-${name}`, { fullPage: false });
  });

  it('a built chunk deleted from dist while the app is open: the screen says so inside the layout and recovers', async () => {
    session = await openBrowser({ baseUrl });
    const { page } = session;
    const owner = await registerOwner(baseUrl);
    await signInBrowser(page, owner);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Nueva consulta' }).waitFor();

    const assets = path.join(repoRoot, 'apps/web/dist/assets');
    const chunk = readdirSync(assets).find((file) => /^historical-.*\.js$/.test(file));
    expect(chunk, 'the Consultas screen is its own chunk').toBeTruthy();
    const hidden = path.join(assets, `${chunk}.hidden`);
    renameSync(path.join(assets, chunk!), hidden);
    try {
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Consultas' }).click();
      // Retried, then (the server answering) reloaded once at the same address; still missing, so the screen says so.
      await page.getByRole('heading', { level: 1, name: 'No se ha podido mostrar esta pantalla' }).waitFor({ timeout: 20_000 });
      expect(new URL(page.url()).pathname).toBe('/historical');
      await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
      await screenshot(page, 'chat-ux-chunk-missing-desktop', { fullPage: false });
    } finally {
      renameSync(hidden, path.join(assets, chunk!));
    }
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Consultas' }).waitFor();
    await screenshot(page, 'chat-ux-chunk-recovered-desktop', { fullPage: false });
  });
});
