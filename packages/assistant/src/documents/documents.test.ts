import { describe, expect, it } from 'vitest';
import { readZip } from '../test-utils/read-zip.ts';
import { detectDocumentRequest } from './document-request.ts';
import { draftDocument } from './draft-document.ts';
import { extractDealDetails } from './extract-details.ts';
import { BLANK } from './templates.ts';

function documentText(content: Uint8Array): string {
  const xml = readZip(content).get('word/document.xml') ?? '';
  return xml.replace(/<[^>]+>/g, '');
}

describe('detectDocumentRequest', () => {
  it.each([
    ['Redacta un contrato de arras penitenciales', 'arras'],
    ['¿Me preparas un contrato de alquiler de vivienda?', 'lease'],
    ['Hazme un documento de reserva para un piso', 'reservation'],
    ['Necesito un modelo de carta de no renovación del alquiler', 'non-renewal'],
    ['Draft a residential lease agreement', 'lease'],
  ])('%j asks for %s', (question, kind) => {
    expect(detectDocumentRequest(question)).toBe(kind);
  });

  it('does not take questions about a document for a drafting request', () => {
    expect(detectDocumentRequest('¿Qué pasa si el comprador pierde las arras?')).toBeUndefined();
    expect(detectDocumentRequest('¿Cuánto dura un contrato de alquiler?')).toBeUndefined();
    expect(detectDocumentRequest('Si el vendedor se arrepiente tras cobrar las arras, ¿qué tiene que hacer?')).toBeUndefined();
    expect(detectDocumentRequest('Hazme un contrato de arras')).toBe('arras');
  });
});

describe('extractDealDetails', () => {
  it('reads parties, address, amounts and dates', () => {
    const details = extractDealDetails(
      'Redacta un contrato de arras entre Juan Pérez García y María López por la vivienda de la calle Mayor 5, 3º B, Madrid, con un precio de 250.000 euros y arras de 25.000 €, escritura antes del 15 de marzo de 2026',
    );
    expect(details).toMatchObject({
      firstParty: 'Juan Pérez García',
      secondParty: 'María López',
      price: '250.000 €',
      deposit: '25.000 €',
      date: '15 de marzo de 2026',
    });
    expect(details.address).toContain('calle Mayor 5');
  });

  it('reads roles named explicitly', () => {
    expect(extractDealDetails('Contrato de alquiler: arrendador Pedro Ruiz, inquilina Ana Gómez, renta 900 euros')).toMatchObject({
      firstParty: 'Pedro Ruiz',
      secondParty: 'Ana Gómez',
      price: '900 €',
    });
  });
});

describe('draftDocument', () => {
  it('produces a valid .docx with the given names and visible blanks', async () => {
    const drafted = await draftDocument('arras', 'Redacta un contrato de arras penitenciales entre Juan Pérez y María López', 'SPANISH');
    const { content, fileName, mimeType } = drafted.document;
    expect(fileName).toBe('contrato-de-arras.docx');
    expect(mimeType).toContain('wordprocessingml');
    expect(Buffer.from(content.subarray(0, 2)).toString()).toBe('PK');
    const text = documentText(content);
    expect(text).toContain('Juan Pérez');
    expect(text).toContain('María López');
    expect(text).toContain('1454');
    expect(text).toContain(BLANK);
    expect(drafted.text).toContain('Juan Pérez');
  });

  it.each(['lease', 'reservation', 'non-renewal'] as const)('drafts a %s with blanks when nothing is given', async (kind) => {
    const drafted = await draftDocument(kind, 'redacta el documento', 'ENGLISH');
    const text = documentText(drafted.document.content);
    expect(text.length).toBeGreaterThan(300);
    expect(text).toContain(BLANK);
    expect(drafted.text).toMatch(/^Here is/);
  });
});
