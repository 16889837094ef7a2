import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createCitationResolver } from '../compose/citations.ts';
import { findLaw } from '../legislation/laws.ts';
import { loadSharedProvisions } from '../test-utils/shared-corpus.ts';

// The consolidated laws are test data read in place (BRIEFING: never copied into the repo).
const here = dirname(fileURLToPath(import.meta.url));
const LEGISLATION = join(here, '../../../../../shared/legislation/es');

const WORDS = ['', 'primero', 'segundo', 'tercero', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo', 'noveno', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro'];
const ORDINALS = ['', 'primera', 'segunda', 'tercera', 'cuarta', 'quinta', 'sexta', 'séptima', 'octava', 'novena', 'décima', 'undécima', 'duodécima'];
const KINDS: Record<string, string> = { DA: 'adicional', DT: 'transitoria', DF: 'final' };

/** Every `{ law: '…', article: '…', apartado?: '…' }` written in the calculations' code. */
function citedSources(): { law: string; article: string; apartado?: string; file: string }[] {
  const found: { law: string; article: string; apartado?: string; file: string }[] = [];
  for (const file of readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const code = readFileSync(join(here, file), 'utf8');
    for (const match of code.matchAll(/\{ law: '([^']+)', article: '([^']+)'(?:, apartado: '([^']+)')? \}/g)) {
      found.push({ law: match[1]!, article: match[2]!, ...(match[3] ? { apartado: match[3] } : {}), file });
    }
  }
  return found;
}

/** Some texts separate words with no-break spaces ('Artículo\u00a023.'). */
const SPACE = '[ \\u00a0]';

/** The heading of an article or provision as the consolidated text writes it. */
function headingPattern(law: string, article: string): RegExp {
  const provision = /^(DA|DT|DF) (\d+)$/.exec(article);
  if (provision) return new RegExp(`^##### Disposición${SPACE}${KINDS[provision[1]!]}${SPACE}${ORDINALS[Number(provision[2])]}\\.`, 'm');
  const [number, suffix] = article.split(' ');
  const name = law === 'LPH' ? WORDS[Number(number)] : number;
  return new RegExp(`^##### Artículo${SPACE}${name}${suffix ? `${SPACE}${suffix}` : ''}\\.`, 'm');
}

/** The text of the block under a heading, up to the next heading. */
function blockOf(text: string, heading: RegExp): string | undefined {
  const match = heading.exec(text);
  if (!match) return undefined;
  const rest = text.slice(match.index + match[0].length);
  const next = rest.search(/^#{2,5} /m);
  return next < 0 ? rest : rest.slice(0, next);
}

describe('every provision the calculations cite exists in the consolidated text', () => {
  const sources = citedSources();

  it('finds the sources written in the code', () => {
    expect(sources.length).toBeGreaterThan(40);
  });

  it.each(sources.map((s) => [`${s.law} ${s.article}${s.apartado ? ` (${s.apartado})` : ''} in ${s.file}`, s] as const))('%s', (_name, source) => {
    const boeId = findLaw(source.law)?.boeId;
    expect(boeId, `${source.law} is not a known law`).toBeDefined();
    const text = readFileSync(join(LEGISLATION, `${boeId}.md`), 'utf8');
    const block = blockOf(text, headingPattern(source.law, source.article));
    expect(block, `${source.law} ${source.article} not found`).toBeDefined();
    if (!source.apartado) return;
    const [first, ...rest] = source.apartado.split('.');
    expect(block, `apartado ${first} of ${source.law} ${source.article}`).toMatch(new RegExp(`^${first}\\. `, 'm'));
    const letter = rest.find((part) => /^[a-z]$/.test(part));
    if (letter) expect(block, `letter ${letter} of ${source.law} ${source.article}`).toMatch(new RegExp(`^${letter}\\) `, 'm'));
  });
});

describe('every source the calculations write becomes a chip through the engine\'s resolver', () => {
  const resolver = createCitationResolver(loadSharedProvisions());

  it.each(citedSources().map((s) => [`${s.law} ${s.article}${s.apartado ? ` (${s.apartado})` : ''} in ${s.file}`, s] as const))('%s', (_name, source) => {
    expect(resolver.resolve(source).status).toBe('cited');
  });
});
