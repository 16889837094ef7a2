import { describe, expect, it } from 'vitest';
import { analyzeText } from '../retrieval/analyze.ts';
import { fixtureEntries } from '../test-fixtures.ts';
import { extractFacts } from '../facts/extract-facts.ts';
import { entryPhrasings, factsFit } from './relevance.ts';

describe('entryPhrasings', () => {
  it("analyses an entry's title, questions and title with keywords once per process and language", () => {
    const entry = fixtureEntries[0]!;
    const texts = entry.es;
    const phrasings = entryPhrasings(entry, 'es');
    expect(phrasings.map((terms) => [...terms])).toEqual(
      [texts.title, ...texts.questions, `${texts.title} ${texts.keywords.join(' ')}`].map((text) => [...new Set(analyzeText(text, 'es'))]),
    );
    // The same analysis is handed out again, not redone; each language has its own.
    expect(entryPhrasings(entry, 'es')).toBe(phrasings);
    expect(entryPhrasings(entry, 'en')).not.toBe(phrasings);
    expect(entryPhrasings(entry, 'en')).toBe(entryPhrasings(entry, 'en'));
  });
});

describe('factsFit', () => {
  // A rule kept for contracts signed up to 5-3-2019, with no facts of its own.
  const older = { ...fixtureEntries[0]!, appliesTo: undefined, validUntil: '2019-03-05' };

  it('sets a rule that had ended before the user signed against the contract', () => {
    expect(factsFit(older, extractFacts('Firmé el contrato de alquiler en marzo de 2025.'))).toBe('conflict');
    expect(factsFit(older, extractFacts('I signed the lease in March 2025.'))).toBe('conflict');
    expect(factsFit(older, extractFacts('Firmé el contrato de alquiler el 6 de marzo de 2019.'))).toBe('conflict');
  });

  it('leaves it neutral for a contract begun while the rule applied, or without a start date', () => {
    // A rule that ended by a date is not thereby the rule of every older contract (a temporary measure is not).
    expect(factsFit(older, extractFacts('Tengo un contrato de alquiler firmado en 2017.'))).toBe('neutral');
    expect(factsFit(older, extractFacts('Firmé el contrato de alquiler el 5 de marzo de 2019.'))).toBe('neutral');
    expect(factsFit(older, extractFacts('¿Cuánto me pueden subir el alquiler?'))).toBe('neutral');
    expect(factsFit(older, extractFacts('Firmé el contrato de alquiler en 2019.'))).toBe('neutral');
    expect(factsFit({ ...older, validUntil: undefined }, extractFacts('Firmé el contrato de alquiler en marzo de 2025.'))).toBe('neutral');
  });
});

