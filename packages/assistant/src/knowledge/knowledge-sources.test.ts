import { describe, expect, it } from 'vitest';
import { findMissingSources } from '../compose/citations.ts';
import { loadSharedProvisions } from '../test-utils/shared-corpus.ts';
import { loadKnowledgeBase } from './load-knowledge.ts';

// Every source of the knowledge base must name a provision of the consolidated corpus (../shared/legislation/es):
// its law, its article, and its apartado and letter when given. A source that does not exist would become a
// citation that opens nothing, so it fails here, naming the entry and the provision.
const provisions = loadSharedProvisions();

describe('the sources of the knowledge base', () => {
  it('all exist in the consolidated corpus, down to the apartado and letter', () => {
    const missing = findMissingSources(loadKnowledgeBase(), provisions);
    expect(missing, `sources not found in ../shared/legislation/es:\n${missing.join('\n')}`).toEqual([]);
  });

  it('fails on an entry citing an article, apartado or letter that does not exist', () => {
    const entries = [
      { id: 'fx-ok', sources: [{ law: 'LAU', article: '36', apartado: '1' }, { law: 'LPH', article: '9', apartado: '1', letter: 'e' }] },
      { id: 'fx-article', sources: [{ law: 'LAU', article: '99' }] },
      { id: 'fx-apartado', sources: [{ law: 'LAU', article: '36', apartado: '9' }] },
      { id: 'fx-letter', sources: [{ law: 'LPH', article: '9', apartado: '1', letter: 'z' }] },
      { id: 'fx-disposition', sources: [{ law: 'LAU', article: 'DA 30ª' }] },
    ];
    expect(findMissingSources(entries, provisions)).toEqual([
      'fx-article: Art. 99 LAU',
      'fx-apartado: Art. 36.9 LAU',
      'fx-letter: Art. 9.1.z LPH',
      'fx-disposition: DA 30ª LAU',
    ]);
  });
});
