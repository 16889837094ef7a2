import { describe, expect, it } from 'vitest';
import { conversationMemo, memoFileName } from './memo.ts';
import { readZip } from '../test-utils/read-zip.ts';
import { docxText } from './test-helpers.ts';

const ANSWER = [
  'La fianza es de **una mensualidad** de renta (art. 36 LAU).',
  '',
  '- Se deposita en la comunidad autónoma',
  '- Se devuelve al **final** del contrato',
  '',
  '_Información general, no asesoramiento jurídico: para tu caso concreto, consulta con un profesional._',
].join('\n');

describe('conversationMemo', () => {
  it('writes the title, date, member, each question and answer without markdown marks, the sources with their BOE address and the notice once', async () => {
    const memo = await conversationMemo({
      title: '¿Qué fianza hay que pagar?',
      date: new Date('2026-01-05T10:00:00Z'),
      language: 'SPANISH',
      member: { name: 'Ana Pérez', email: 'ana@example.com' },
      turns: [
        {
          question: '¿Qué fianza hay que pagar al alquilar un piso?',
          answer: ANSWER,
          sources: [{ label: 'Art. 36 LAU', url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36' }],
        },
      ],
    });
    expect(memo.fileName).toBe('que-fianza-hay-que-pagar.docx');
    const lines = docxText(memo.content).split('\n');
    expect(lines).toEqual([
      '¿Qué fianza hay que pagar?',
      'Fecha: 5 de enero de 2026',
      'Consultado por: Ana Pérez (ana@example.com)',
      'Consulta 1',
      '¿Qué fianza hay que pagar al alquilar un piso?',
      'La fianza es de una mensualidad de renta (art. 36 LAU).',
      'Se deposita en la comunidad autónoma',
      'Se devuelve al final del contrato',
      'Fuentes',
      'Art. 36 LAU: https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36',
      'Información general, no asesoramiento jurídico: para tu caso concreto, consulta con un profesional.',
    ]);
    // '**una mensualidad**' is a bold run, '- Se deposita…' a bulleted paragraph.
    const paragraphs = readZip(memo.content).get('word/document.xml')!.split('</w:p>');
    expect(paragraphs.find((paragraph) => paragraph.includes('una mensualidad'))).toMatch(/<w:b\/>(?:(?!<w:t).)*<w:t[^>]*>una mensualidad<\/w:t>/s);
    expect(paragraphs.find((paragraph) => paragraph.includes('Se deposita'))).toContain('<w:numPr>');
  });

  it('names the file from the title in safe ASCII, or after the conversation when the title has none', () => {
    expect(memoFileName('Plusvalía / "IBI" de 2025: ¿quién paga?', 'SPANISH')).toBe('plusvalia-ibi-de-2025-quien-paga.docx');
    expect(memoFileName('¿?', 'ENGLISH')).toBe('conversation.docx');
  });
});
