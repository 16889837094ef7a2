import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { registerOwner, signInBrowser } from './support/api.ts';
import { openBrowser, screenshot, waitForAnimations, type BrowserSession } from './support/browser.ts';

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

    // Back to the list.
    await back.click();
    await page.waitForURL((url) => url.pathname === '/historical' && !url.searchParams.has('id'));
    await entry.waitFor();
    await back.waitFor({ state: 'detached' });
    expect(await page.getByRole('list', { name: 'Conversación' }).count()).toBe(0);
    await screenshot(page, 'historical-back-mobile', { fullPage: false });
  });
});
