import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { addAgent, callApi, registerOwner, signInBrowser, type Account } from './support/api.ts';
import { auditAccessibility, formatFindings, type AxeFinding } from './support/axe.ts';
import { openBrowser, screenshot, waitForToast, type BrowserSession } from './support/browser.ts';

const baseUrl = inject('baseUrl');

const SIZES = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** Whether the page scrolls sideways (a screen wider than the viewport). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A business with an owner and an agent who has asked one question. */
async function businessWithActivity(): Promise<{ owner: Account; agent: Account }> {
  const owner = await registerOwner(baseUrl);
  const agent = await addAgent(baseUrl, owner, 'Javier Moreno Gil');
  await callApi(baseUrl, 'POST', '/conversations/create', { message: '¿Cuánto dura la fianza de un alquiler de vivienda?' }, agent.token);
  return { owner, agent };
}

describe('governance journey (issue 16) in Chromium', () => {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((session) => session.close()));
  });

  it.for(Object.entries(SIZES))('%s: the owner opens "Uso" and "Actividad", exports the CSV and sets retention; the agent downloads their data', async ([size, viewport]) => {
    const { owner, agent } = await businessWithActivity();
    const ownerSession = await openBrowser({ baseUrl, viewport });
    sessions.push(ownerSession);
    const { page } = ownerSession;
    const findings: AxeFinding[] = [];
    await signInBrowser(page, owner);

    // Usuarios → Uso: the agent's question counts, the text of it never shows.
    await page.goto('/users');
    await page.getByRole('navigation', { name: 'Secciones de usuarios' }).getByRole('link', { name: 'Uso' }).click();
    await page.getByRole('heading', { level: 1, name: 'Uso' }).waitFor();
    const agentRow = page.getByRole('table', { name: 'Uso por miembro' }).getByRole('row').filter({ hasText: 'Javier Moreno Gil' });
    await agentRow.getByRole('cell', { name: '1', exact: true }).first().waitFor();
    await page.getByRole('img', { name: /Preguntas por día de \d{4}-\d{2}: 1 en total/ }).waitFor();
    expect(await page.getByText('fianza').count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    findings.push(...(await auditAccessibility(page, `${size}/usage`)));
    await screenshot(page, `governance-${size}-usage`, { fullPage: false });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^uso-\d{4}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Nombre,Rol,Preguntas');
    expect(csv).toMatch(/Javier Moreno Gil,Agente,1,1,0,0,0,/);

    // Actividad: the invitation is in the trail; the owner keeps conversations 12 months.
    await page.getByRole('link', { name: 'Actividad' }).click();
    await page.getByRole('heading', { level: 1, name: 'Actividad' }).waitFor();
    const log = page.getByRole('table', { name: 'Registro de actividad' });
    await log.getByRole('row').filter({ hasText: 'Invitó a un usuario' }).waitFor();
    await page.getByLabel('Guardar las conversaciones').selectOption({ label: '12 meses' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Conservación guardada.');
    await log.getByRole('row').nth(1).filter({ hasText: 'Cambió la conservación de conversaciones' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    findings.push(...(await auditAccessibility(page, `${size}/activity`)));
    await screenshot(page, `governance-${size}-activity`);
    const settings = await callApi<{ settings: { retentionMonths: number | null } }>(baseUrl, 'GET', '/business/settings', undefined, owner.token);
    expect(settings.settings.retentionMonths).toBe(12);

    // The agent: Tu cuenta → 'Descargar mis datos' gives a ZIP with their question in it.
    const agentSession = await openBrowser({ baseUrl, viewport });
    sessions.push(agentSession);
    const agentPage = agentSession.page;
    await signInBrowser(agentPage, agent);
    await agentPage.goto('/profile');
    await agentPage.getByRole('heading', { level: 1, name: 'Tu cuenta' }).waitFor();
    findings.push(...(await auditAccessibility(agentPage, `${size}/profile`)));
    await screenshot(agentPage, `governance-${size}-profile`);
    const [zip] = await Promise.all([agentPage.waitForEvent('download'), agentPage.getByRole('button', { name: 'Descargar mis datos' }).click()]);
    expect(zip.suggestedFilename()).toMatch(/^mike-datos-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile((await zip.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    // The export is in the owner's trail.
    await page.reload();
    await log.getByRole('row').filter({ hasText: 'Descargó sus datos' }).waitFor();
    expect(findings, formatFindings(findings)).toEqual([]);
  });
});
