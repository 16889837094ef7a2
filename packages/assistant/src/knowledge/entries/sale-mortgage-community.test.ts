import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from '../types.ts';
import { communityEntries } from './community.ts';
import { mortgageEntries } from './mortgage.ts';
import { saleEntries } from './sale.ts';

const all: KnowledgeEntry[] = [...saleEntries, ...mortgageEntries, ...communityEntries];
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PREFIX = /^(cc|lh|tax|ley5|ley2|ley41|lph|lau|loe|lec|rd390|rdl6|sale)-/;

function sentences(body: string): number {
  return body.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡(])/u).filter((s) => s.trim().length > 0).length;
}

describe('sale, mortgage and community knowledge entries', () => {
  it('has the expected number of entries', () => {
    expect(saleEntries.length).toBeGreaterThanOrEqual(40);
    expect(mortgageEntries.length).toBeGreaterThanOrEqual(20);
    expect(communityEntries.length).toBeGreaterThanOrEqual(25);
    expect(all.length).toBeGreaterThanOrEqual(85);
  });

  it('uses unique, kebab-case, prefixed ids', () => {
    const ids = all.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id, id).toMatch(KEBAB);
      expect(id, id).toMatch(PREFIX);
    }
  });

  it('assigns the right topics to each file', () => {
    for (const e of saleEntries) expect(['sale', 'tax'], e.id).toContain(e.topic);
    for (const e of mortgageEntries) expect(['mortgage', 'tax'], e.id).toContain(e.topic);
    for (const e of communityEntries) expect(e.topic, e.id).toBe('community');
  });

  it('has complete Spanish and English texts', () => {
    for (const e of all) {
      for (const lang of ['es', 'en'] as const) {
        const t = e[lang];
        expect(t.title.trim().length, `${e.id} ${lang} title`).toBeGreaterThan(5);
        expect(t.body.trim().length, `${e.id} ${lang} body`).toBeGreaterThan(80);
        const n = sentences(t.body);
        expect(n, `${e.id} ${lang} sentences`).toBeGreaterThanOrEqual(2);
        expect(n, `${e.id} ${lang} sentences`).toBeLessThanOrEqual(6);
        expect(t.questions.length, `${e.id} ${lang} questions`).toBeGreaterThanOrEqual(2);
        expect(t.questions.length, `${e.id} ${lang} questions`).toBeLessThanOrEqual(3);
        for (const q of t.questions) expect(q.trim().length, `${e.id} ${lang} question`).toBeGreaterThan(5);
      }
    }
  });

  it('cites at least one source and has keywords', () => {
    for (const e of all) {
      expect(e.sources.length, e.id).toBeGreaterThanOrEqual(1);
      for (const s of e.sources) {
        expect(s.law.trim(), e.id).not.toBe('');
        expect(s.article.trim(), e.id).not.toBe('');
      }
      expect(e.keywords?.length ?? 0, e.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('carries the key facts in clearly worded entries', () => {
    const byId = new Map(all.map((e) => [e.id, e]));
    const es = (id: string) => {
      const e = byId.get(id);
      expect(e, id).toBeDefined();
      return `${e!.es.title} ${e!.es.body}`.toLowerCase();
    };
    expect(es('cc-arras-penitenciales')).toContain('pierde');
    expect(es('cc-arras-penitenciales')).toContain('1454');
    expect(es('lph-pisos-turisticos-tres-quintos')).toContain('tres quintas');
    expect(es('tax-plusvalia-municipal-quien-paga')).toContain('vendedor');
    expect(es('tax-plusvalia-municipal-quien-paga')).toContain('transmitente');
    const gastos = es('ley5-gastos-hipoteca-quien-paga');
    for (const w of ['notari', 'registro', 'gestoría']) expect(gastos).toContain(w);
    expect(es('lh-nota-simple-registro')).toContain('cargas');
    expect(es('lh-nota-simple-registro')).toContain('titular');
    expect(es('rd390-certificado-eficiencia-energetica')).toContain('obligatorio');
    expect(es('lph-fondo-reserva')).toContain('10 %');
    expect(es('lph-impugnacion-acuerdos-plazo')).toContain('tres meses');
  });
});
