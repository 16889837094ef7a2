import { describe, expect, it } from 'vitest';
import { leaseEntries } from './leases.ts';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('leaseEntries', () => {
  it('has at least 80 entries', () => {
    expect(leaseEntries.length).toBeGreaterThanOrEqual(80);
  });

  it('has unique kebab-case ids with the expected prefixes', () => {
    const ids = leaseEntries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(KEBAB);
      expect(id).toMatch(/^(lau|lec|cc)-/);
    }
  });

  it('uses only the lease and procedure topics', () => {
    for (const e of leaseEntries) expect(['lease', 'procedure']).toContain(e.topic);
  });

  it('has non-empty Spanish and English texts with 2-3 questions', () => {
    for (const e of leaseEntries) {
      for (const text of [e.es, e.en]) {
        expect(text.title.trim(), e.id).not.toBe('');
        expect(text.body.trim(), e.id).not.toBe('');
        expect(text.questions.length, e.id).toBeGreaterThanOrEqual(2);
        expect(text.questions.length, e.id).toBeLessThanOrEqual(3);
        for (const q of text.questions) expect(q.trim(), e.id).not.toBe('');
      }
    }
  });

  it('cites at least one source with law and article', () => {
    for (const e of leaseEntries) {
      expect(e.sources.length, e.id).toBeGreaterThanOrEqual(1);
      for (const s of e.sources) {
        expect(s.law.trim(), e.id).not.toBe('');
        expect(s.article.trim(), e.id).not.toBe('');
      }
    }
  });
});
