import { describe, expect, it } from 'vitest';
import { NOTICE } from '../compose/notice.ts';
import { createAssistant } from '../engine.ts';
import { parseLegalizeMarkdown } from '../legislation/parse-markdown.ts';
import { fixtureEntries } from '../test-fixtures.ts';
import { readSharedLaw } from '../test-utils/shared-corpus.ts';
import { docxText } from './test-helpers.ts';

const provisions = ['BOE-A-1994-26003', 'BOE-A-1889-4763'].flatMap((lawId) => parseLegalizeMarkdown(readSharedLaw(lawId)).provisions);
const engine = createAssistant({ provider: 'local', knowledge: fixtureEntries, provisions });

describe('drafting through the engine', () => {
  it('answers an English request naming Spanish places with an English document, reply and citations', async () => {
    const deltas: string[] = [];
    const answer = await engine.answer({
      history: [],
      question: 'Please draft a residential lease for the flat at Calle Alcalá 100, 2º izq, 28009 Madrid: landlord Acme Properties Ltd, tenant John Smith, rent €1,200 per month for one year',
      onDelta: (text) => deltas.push(text),
    });
    expect(answer.language).toBe('ENGLISH');
    expect(answer.documents).toHaveLength(1);
    const [document] = answer.documents;
    expect(document?.fileName).toBe('residential-lease-calle-alcala-100.docx');
    const text = docxText(document?.content ?? new Uint8Array());
    expect(text).toContain('RESIDENTIAL LEASE AGREEMENT');
    expect(text).toContain('Acme Properties Ltd');
    expect(text).toContain('seven years, the landlord being a legal person');
    expect(answer.text).toMatch(/^Here is a residential lease/);
    expect(answer.text).toContain('below the legal minimum');
    expect(answer.text.endsWith(NOTICE.ENGLISH)).toBe(true);
    expect(deltas.join('')).toBe(answer.text);
    expect(answer.citations.map((citation) => citation.label)).toEqual(expect.arrayContaining(['Art. 9 LAU', 'Art. 36 LAU']));
    expect(answer.englishText).toBeUndefined();
  });

  it('drafts in the conversation’s language and adds the English rendering of a Spanish reply', async () => {
    const answer = await engine.answer({ history: [], question: 'Redacta un documento de reserva de 3.000 € para el piso de calle Goya 7, Zaragoza', language: 'SPANISH' });
    expect(answer.text).toMatch(/^Aquí tienes un documento de reserva de compra/);
    expect(answer.text.endsWith(NOTICE.SPANISH)).toBe(true);
    expect(answer.englishText).toMatch(/^Here is a reservation agreement: \*\*documento-reserva-calle-goya-7\.docx\*\*/);
    expect(answer.englishText?.endsWith(NOTICE.ENGLISH)).toBe(true);
    expect(docxText(answer.documents[0]?.content ?? new Uint8Array())).toContain('DOCUMENTO DE RESERVA DE COMPRA');
  });
});
