import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts a journey refuses. */
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations, labelled `screen`.
 *
 * The app is served with `script-src 'self'`, so `page.addScriptTag({ content })` (an inline `<script>`) is
 * refused by the page's CSP. `page.evaluate(source)` goes through the DevTools protocol (Runtime.evaluate),
 * which CSP does not govern, so axe is injected that way and the journey keeps the app's real CSP (no
 * `bypassCSP`: a CSP regression still breaks the journey). The source is evaluated again after every full
 * page load; client-side navigations keep it.
 */
export async function auditAccessibility(page: Page, screen: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
}

/** One line per finding: where, which rule, which elements. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings.map((finding) => `[${finding.screen}] ${finding.rule} (${finding.impact}): ${finding.help} → ${finding.targets.join(', ')}`).join('\n');
}
