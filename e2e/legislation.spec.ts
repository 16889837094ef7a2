import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { registerOwner, signInBrowser } from './support/api.ts';
import { auditAccessibility, formatFindings } from './support/axe.ts';
import { openBrowser, screenshot, waitForAnimations, type BrowserSession } from './support/browser.ts';

const baseUrl = inject('baseUrl');

const QUESTION = '¿Qué dice el artículo 36 de la LAU?';
/** The start of art. 36.1 LAU in the shared corpus (version of 25/05/2023). */
const ARTICLE_36_1 = 'A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico';

/** Asks on the new-chat screen and waits for the answer with its source chip. */
async function askForArticle36(page: Page): Promise<void> {
  await page.goto('/');
  const box = page.getByPlaceholder('Consulta lo que quieras...');
  await box.fill(QUESTION);
  await page.getByRole('button', { name: 'Consultar' }).click();
  const conversation = page.getByRole('list', { name: 'Conversación' });
  await conversation.getByText('Este es el texto del art. 36 LAU (Fianza):').waitFor({ timeout: 30_000 });
  await conversation.getByText('art. 36 LAU, redacción vigente a 25/05/2023', { exact: false }).waitFor();
  // The chips replace the plain 'Fuentes' line.
  expect(await conversation.getByText(/^Fuentes:/).count()).toBe(0);
}

/** Opens the chip 'Art. 36 LAU' and waits for the provision's text in the panel. */
async function openChip(page: Page) {
  const chip = page.getByRole('list', { name: 'Fuentes' }).getByRole('button', { name: 'Art. 36 LAU', exact: true });
  await chip.click();
  const panel = page.getByRole('dialog', { name: 'Art. 36 LAU' });
  await panel.getByText(`1. ${ARTICLE_36_1}`, { exact: false }).waitFor();
  await waitForAnimations(panel);
  return { chip, panel };
}

describe('the law behind an answer (issue 11) in Chromium', () => {
  let session: BrowserSession;
  afterEach(() => session.close());

  it('desktop: asks what art. 36 LAU says, opens its chip, reads art. 36.1 with its date and the BOE link; Escape closes it', async () => {
    session = await openBrowser({ baseUrl });
    const { page } = session;
    await signInBrowser(page, await registerOwner(baseUrl));

    await askForArticle36(page);
    const { chip, panel } = await openChip(page);

    expect(await panel.getByRole('heading', { name: 'Artículo 36. Fianza' }).isVisible()).toBe(true);
    expect(await panel.getByText('Texto vigente a 25/05/2023 · Fuente: Agencia Estatal BOE').isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Ver en el BOE' }).getAttribute('href')).toBe('https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36');
    // A side panel on the right: full height, not the full width.
    const box = await panel.boundingBox();
    expect(box && box.x + box.width).toBeCloseTo(1280, 0);
    expect(box?.width).toBeLessThan(1280);
    await screenshot(page, 'legislation-panel-desktop', { fullPage: false });
    const findings = await auditAccessibility(page, 'legislation-panel-desktop');
    expect(findings, formatFindings(findings)).toEqual([]);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await chip.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('mobile (390 px): the panel is a full-width sheet', async () => {
    session = await openBrowser({ baseUrl, viewport: { width: 390, height: 844 } });
    const { page } = session;
    await signInBrowser(page, await registerOwner(baseUrl));

    await askForArticle36(page);
    const { panel } = await openChip(page);

    const box = await panel.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(390);
    expect(await panel.getByText('Texto vigente a 25/05/2023 · Fuente: Agencia Estatal BOE').isVisible()).toBe(true);
    await screenshot(page, 'legislation-panel-mobile', { fullPage: false });
    const findings = await auditAccessibility(page, 'legislation-panel-mobile');
    expect(findings, formatFindings(findings)).toEqual([]);
    await panel.getByRole('button', { name: 'Cerrar' }).click();
    await panel.waitFor({ state: 'detached' });
  });
});
