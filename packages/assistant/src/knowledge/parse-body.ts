/** The body of an entry: per language, the direct answer and the details. */
export type EntryBody = Record<'es' | 'en', { answer: string; details: string }>;

export interface BodyIssue {
  /** Where: '# en', '# es › ## Detalles', 'body'. */
  field: string;
  message: string;
}

type Lang = keyof EntryBody;
type Part = keyof EntryBody[Lang];

/** The six headings every body has, in this order. */
const LAYOUT: ReadonlyArray<{ lang: Lang; heading: string; sections: ReadonlyArray<{ part: Part; heading: string }> }> = [
  { lang: 'es', heading: 'es', sections: [{ part: 'answer', heading: 'Respuesta' }, { part: 'details', heading: 'Detalles' }] },
  { lang: 'en', heading: 'en', sections: [{ part: 'answer', heading: 'Answer' }, { part: 'details', heading: 'Details' }] },
];
const EXPECTED = LAYOUT.flatMap((language) => [`# ${language.heading}`, ...language.sections.map((section) => `## ${section.heading}`)]);
const EXPECTED_TEXT = '# es (## Respuesta, ## Detalles) then # en (## Answer, ## Details)';

const HEADING = /^(#{1,2})[ \t]+(.*?)[ \t#]*$/;
const FENCE = /^[ \t]*(```|~~~)/;
const RAW_HTML = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<!--/i;

/**
 * Splits an entry's Markdown body into its sections. Level-1 and level-2 headings outside code
 * fences must be exactly the six of the layout; deeper headings belong to a section's text.
 */
export function parseEntryBody(body: string): { body?: EntryBody; issues: BodyIssue[] } {
  const issues: BodyIssue[] = [];
  const found: Array<{ key: string; lines: string[] }> = [];
  const preamble: string[] = [];
  let inFence = false;
  for (const line of body.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    const heading = inFence ? null : HEADING.exec(line);
    if (heading) {
      const key = `${heading[1]} ${heading[2]}`;
      const owner = ownerOf(found, found.length - 1);
      const language = LAYOUT.find((candidate) => `# ${candidate.heading}` === owner);
      if (!EXPECTED.includes(key)) {
        issues.push({ field: 'body', message: `unknown heading "${line.trim()}" (expected ${EXPECTED_TEXT})` });
      } else if (found.some((section) => section.key === key && (key.startsWith('# ') || ownerOf(found, found.indexOf(section)) === owner))) {
        issues.push({ field: key.startsWith('# ') ? key : `${owner} › ${key}`, message: 'appears twice' });
      } else if (key.startsWith('## ') && !language?.sections.some((section) => `## ${section.heading}` === key)) {
        issues.push({ field: 'body', message: `"${key}" is not a section of ${owner ? `"${owner}"` : 'any language'} (expected ${EXPECTED_TEXT})` });
      }
      found.push({ key, lines: [] });
    } else {
      (found.at(-1)?.lines ?? preamble).push(line);
    }
  }
  if (preamble.join('').trim()) issues.push({ field: 'body', message: 'has text before "# es"' });

  const result = {} as EntryBody;
  for (const language of LAYOUT) {
    if (!found.some((section) => section.key === `# ${language.heading}`)) {
      issues.push({ field: `# ${language.heading}`, message: `missing (every entry has ${EXPECTED_TEXT})` });
      continue;
    }
    result[language.lang] = { answer: '', details: '' };
    const h1 = found.find((section) => section.key === `# ${language.heading}`);
    if (h1?.lines.join('').trim()) issues.push({ field: `# ${language.heading}`, message: 'has text outside its ## sections' });
    for (const section of language.sections) {
      const field = `# ${language.heading} › ## ${section.heading}`;
      const match = found.find((candidate, i) => candidate.key === `## ${section.heading}` && ownerOf(found, i) === `# ${language.heading}`);
      if (!match) {
        issues.push({ field, message: 'missing' });
        continue;
      }
      const content = match.lines.join('\n').trim();
      if (!content) issues.push({ field, message: 'is empty' });
      const html = RAW_HTML.exec(content);
      if (html) issues.push({ field, message: `contains raw HTML ("${html[0]}"); write Markdown` });
      result[language.lang][section.part] = content;
    }
  }
  const order = found.map((section) => section.key).filter((key) => EXPECTED.includes(key));
  if (issues.length === 0 && order.join('|') !== EXPECTED.join('|')) {
    issues.push({ field: 'body', message: `sections out of order (expected ${EXPECTED_TEXT})` });
  }
  return issues.length === 0 ? { body: result, issues } : { issues };
}

/** The level-1 heading a section at `index` sits under. */
function ownerOf(found: ReadonlyArray<{ key: string }>, index: number): string | undefined {
  for (let i = index; i >= 0; i--) {
    const key = found[i]?.key;
    if (key?.startsWith('# ')) return key;
  }
  return undefined;
}
