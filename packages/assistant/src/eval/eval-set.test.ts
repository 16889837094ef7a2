import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVAL_SETS } from './eval-paths.ts';
import { EVAL_AREAS, loadEvalSet } from './eval-set.ts';
import { findMissingSources } from '../compose/citations.ts';
import { CORPUS_LAWS, type KnowledgeSource } from '../knowledge/schema.ts';
import { foldText } from '../retrieval/fold.ts';
import { loadSharedProvisions } from '../test-utils/shared-corpus.ts';
import { normaliseForMatch } from './run-eval.ts';

function writeSet(cases: unknown[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'eval-set-')), 'set.json');
  writeFileSync(file, JSON.stringify({ about: 'test', cases }));
  return file;
}

const fact = (source?: string) => ({ fact: 'deposit of one month', match: ['(una|1) mensualidad'], ...(source ? { source } : {}) });
const question = { id: 'q', area: 'leases', kind: 'question', lang: 'es', question: '¿Qué fianza?', facts: [fact('Art. 36.1 LAU'), fact('Art. 36.5 LAU')] };

describe('loadEvalSet', () => {
  it('reads our own set: at least 250 cases over every area, a fifth in English, with follow-ups, drafts, outside and greetings', () => {
    const cases = loadEvalSet(EVAL_SETS.own);
    expect(cases.length).toBeGreaterThanOrEqual(250);
    expect(cases.filter((item) => item.lang === 'en').length / cases.length).toBeGreaterThanOrEqual(0.2);
    expect(new Set(cases.map((item) => item.area))).toEqual(new Set(EVAL_AREAS));
    for (const kind of ['follow-up', 'draft', 'outside', 'greeting'] as const) {
      expect(cases.filter((item) => item.kind === kind).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('has no in-field key fact that an answer could meet by echoing the question', () => {
    const echoed = loadEvalSet(EVAL_SETS.own)
      .filter((item) => item.kind === 'question' || item.kind === 'follow-up')
      .flatMap((item) => {
        const question = normaliseForMatch(item.question);
        return item.facts.filter((fact) => fact.match.some((source) => new RegExp(foldText(source)).test(question))).map((fact) => `${item.id}: ${fact.fact}`);
      });
    expect(echoed).toEqual([]);
  });

  it('reads the shared dev questions, their patterns as facts', () => {
    const cases = loadEvalSet(EVAL_SETS.shared);
    expect(cases.find((item) => item.id === 'fianza-importe')?.facts.map((f) => f.match)).toEqual([['(una|1) mensualidad|un mes'], ['36']]);
    expect(cases.find((item) => item.id === 'redactar-arras')).toMatchObject({ kind: 'draft', documentValues: [] });
    expect(cases.find((item) => item.id === 'fuera-de-ambito')?.kind).toBe('outside');
  });

  it('rejects a case with one fact, an unsourced fact, a follow-up without history or a broken pattern, naming the case', () => {
    expect(() => loadEvalSet(writeSet([{ ...question, facts: [fact('Art. 36.1 LAU')] }]))).toThrow(/cases\.0\.facts: an in-field question needs at least two/);
    expect(() => loadEvalSet(writeSet([{ ...question, facts: [fact('Art. 36.1 LAU'), fact()] }]))).toThrow(/cites its source/);
    expect(() => loadEvalSet(writeSet([{ ...question, kind: 'follow-up' }]))).toThrow(/cases\.0\.history: a follow-up needs/);
    expect(() => loadEvalSet(writeSet([{ ...question, facts: [fact('a'), { ...fact('b'), match: ['(unclosed'] }] }]))).toThrow(/not a valid regular expression/);
    expect(() => loadEvalSet(writeSet([{ ...question, kind: 'draft' }]))).toThrow(/documentValues: a draft lists/);
    expect(() => loadEvalSet(writeSet([question, question]))).toThrow(/duplicate id q/);
  });
});

/** 'Art. 36.1 LAU', 'DA 12ª.5.a TRLSRU', 'Art. 3.k Ley 12/2023', 'Art. 91.Uno.1.7 LIVA' → law, article, apartado, letter. */
function parseSource(label: string): KnowledgeSource | undefined {
  const law = CORPUS_LAWS.find((name) => label.endsWith(` ${name}`));
  const match = /^(?:Art\. (\d+(?: bis| ter)?)|(D[ATF] \d+ª))((?:\.[^ .]+)*) /.exec(label);
  if (!law || !match) return undefined;
  const [apartado, letter] = (match[3] ?? '').split('.').slice(1);
  const source: KnowledgeSource = { law, article: (match[1] ?? match[2]) as string };
  if (apartado && /^\d+$/.test(apartado)) source.apartado = apartado;
  const letterKey = /^[a-z]$/.test(apartado ?? '') ? apartado : source.apartado && /^[a-z]$/.test(letter ?? '') ? letter : undefined;
  if (letterKey) source.letter = letterKey;
  return source;
}

describe('the sources of our own set', () => {
  it('name, for every key fact, a provision of the consolidated corpus down to the apartado and letter', { timeout: 60_000 }, () => {
    const facts = loadEvalSet(EVAL_SETS.own).flatMap((item) => item.facts.filter((fact) => fact.source).map((fact) => ({ id: item.id, label: fact.source as string })));
    expect(facts.filter((fact) => !parseSource(fact.label)).map((fact) => `${fact.id}: ${fact.label}`)).toEqual([]);
    const entries = facts.map((fact) => ({ id: fact.id, sources: [parseSource(fact.label) as KnowledgeSource] }));
    expect(findMissingSources(entries, loadSharedProvisions())).toEqual([]);
  });
});

describe('normaliseForMatch', () => {
  it('writes numbers one way, in both languages, and folds accents', () => {
    expect(normaliseForMatch('Fianza: 1.200,50 € (un 10 %)')).toBe('fianza: 1200.50€ (un 10%)');
    expect(normaliseForMatch('Deposit: 1,200.50 EUR, 2.000 euros')).toBe('deposit: 1200.50€, 2000€');
    expect(normaliseForMatch('Art. 9.1 LAU, 0,25 % y 36 meses')).toBe('art. 9.1 lau, 0.25% y 36 meses');
    expect(normaliseForMatch('Años')).toBe('anos');
  });
});
