import { describe, expect, it } from 'vitest';
import { analyzeText } from '../retrieval/analyze.ts';
import { fixtureEntries } from '../test-fixtures.ts';
import { entryPhrasings } from './relevance.ts';

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
