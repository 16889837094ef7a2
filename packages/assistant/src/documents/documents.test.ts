import { describe, expect, it } from 'vitest';
import type { Language } from '../types.ts';
import { DOCUMENT_KINDS, detectDocumentRequest, type DocumentKind } from './document-request.ts';
import { draftDocument } from './draft-document.ts';
import { docxText, findLegalReferences, provisionsOf } from './test-helpers.ts';

const TODAY = new Date('2025-06-10T10:00:00Z');

async function draft(request: string, language: Language = 'SPANISH') {
  const kind = detectDocumentRequest(request);
  if (!kind) throw new Error(`not a drafting request: ${request}`);
  const drafted = await draftDocument(kind, request, language, { today: TODAY });
  return { kind, text: docxText(drafted.document.content), reply: drafted.text, drafted };
}

/** The blanks of a document: every '[label]' left in its text. */
function blanksIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1] ?? ''))];
}

describe('detectDocumentRequest', () => {
  it.each<[string, DocumentKind]>([
    ['Redacta un contrato de arras penitenciales', 'arras'],
    ['¿Me preparas un contrato de alquiler de vivienda?', 'housing-lease'],
    ['Draft a residential lease agreement', 'housing-lease'],
    ['Hazme un contrato de alquiler de temporada para un estudiante', 'seasonal-lease'],
    ['Draft a seasonal lease for a work assignment', 'seasonal-lease'],
    ['Redacta un contrato de arrendamiento de local comercial', 'commercial-lease'],
    ['Draft a commercial lease for a shop', 'commercial-lease'],
    ['Hazme un documento de reserva para un piso', 'reservation'],
    ['Draft a reservation agreement with a holding deposit', 'reservation'],
    ['Necesito un modelo de carta de no renovación del alquiler', 'non-renewal'],
    ['Write a notice of non-renewal to my tenant', 'non-renewal'],
    ['Draft a letter to my tenant saying I will not renew the lease', 'non-renewal'],
    ['Can you draft a holding deposit agreement?', 'reservation'],
    ['Redacta la comunicación de actualización de la renta por el IPC', 'rent-update'],
    ['Write a rent increase notice to my tenant', 'rent-update'],
    ['Prepara un burofax de requerimiento de pago a mi inquilino que no paga', 'payment-demand'],
    ['Draft a payment demand for unpaid rent', 'payment-demand'],
    ['Redacta una carta para reclamar la devolución de la fianza', 'deposit-return'],
    ['Write a letter to claim back my deposit from my landlord', 'deposit-return'],
    ['Genera la convocatoria de la junta de propietarios', 'meeting-notice'],
    ['Draft the notice of the annual general meeting of the community', 'meeting-notice'],
  ])('%j asks for %s', (question, kind) => {
    expect(detectDocumentRequest(question)).toBe(kind);
  });

  it('does not take questions about a document for a drafting request', () => {
    expect(detectDocumentRequest('¿Qué pasa si el comprador pierde las arras?')).toBeUndefined();
    expect(detectDocumentRequest('¿Cuánto dura un contrato de alquiler?')).toBeUndefined();
    expect(detectDocumentRequest('Si el vendedor se arrepiente tras cobrar las arras, ¿qué tiene que hacer?')).toBeUndefined();
  });

  it('takes the user writing a document themselves for a question about it, unless they also ask for one', () => {
    expect(detectDocumentRequest('Estoy redactando una demanda de desahucio por impago: ¿qué digo de la enervación?')).toBeUndefined();
    expect(detectDocumentRequest("I'm drafting a lease for my flat; can the tenant waive the yearly extensions?")).toBeUndefined();
    expect(detectDocumentRequest('Draft a payment demand for the unpaid rent; I have written the amounts below')).toBe('payment-demand');
    expect(detectDocumentRequest('He redactado un burofax de reclamación de rentas, ¿me preparas uno mejor?')).toBe('payment-demand');
  });

  it.each([
    'Quiero ceder mi contrato de alquiler a mi hermana, ¿puedo?',
    'Necesito subarrendar una habitación, ¿qué dice mi contrato?',
    'Quiero rescindir el contrato de arrendamiento antes de tiempo',
    'I want to assign my lease agreement to a colleague',
    'We need to terminate the contract early, is there a penalty?',
  ])('does not take wishing to do something with a contract for a drafting request: %j', (question) => {
    expect(detectDocumentRequest(question)).toBeUndefined();
  });

  it.each<[string, DocumentKind]>([
    ['Necesito un contrato de alquiler de vivienda para mi piso', 'housing-lease'],
    ['Quiero hacer un contrato de alquiler de temporada', 'seasonal-lease'],
    ['I need a rental agreement for my flat', 'housing-lease'],
    ['Redacta un documento de reserva (no arras) para un piso', 'reservation'],
    ['Draft a holding deposit agreement, not arras', 'reservation'],
  ])('%j still asks for %s', (question, kind) => {
    expect(detectDocumentRequest(question)).toBe(kind);
  });

  it('reads a letter’s words inside a contract request as a clause, not as the letter', () => {
    expect(detectDocumentRequest('Redacta un contrato de alquiler de vivienda con preaviso de dos meses')).toBe('housing-lease');
  });
});

describe('templates', () => {
  const requests: Record<DocumentKind, string> = {
    'housing-lease':
      'Prepara un contrato de alquiler de vivienda: arrendador Juan Pérez García, DNI 12345678Z, inquilina Ana Gómez Ruiz, DNI 87654321X, piso en calle Mayor 5, 3º B, 28013 Madrid, renta 900 € al mes, a partir del 1 de enero de 2026 por 5 años, actualización por IPC',
    'seasonal-lease':
      'Redacta un contrato de alquiler de temporada por motivos de trabajo: arrendador Luis Moreno, inquilino Peter Müller, piso en calle Colón 10, 2º, 46004 Valencia, desde el 1 de septiembre de 2025 durante 9 meses, renta 1.100 € al mes',
    'commercial-lease':
      'Redacta un contrato de arrendamiento de local comercial: arrendadora Inversiones Norte S.L., CIF B12345674, arrendatario Carlos Ruiz, local en calle Alcalá 200, 28028 Madrid, para una cafetería, renta 2.500 € al mes, por 10 años desde el 1 de enero de 2026',
    reservation:
      'Hazme un documento de reserva: D. José Luis de la Fuente reserva el piso de Doña María Sánchez en calle del Carmen 3, 46001 Valencia, con una reserva de 3.000 € sobre un precio de 180.000 €, válida hasta el 30 de junio de 2025',
    arras:
      'Redacta un contrato de arras entre Juan Pérez García (DNI 12345678Z) y María López (DNI 87654321X) por la vivienda de la calle Mayor 5, 3º B, 28013 Madrid, precio 250.000 euros, arras de 25.000 €, escritura antes del 15 de marzo de 2026',
    'non-renewal':
      'Redacta una carta de no renovación: soy el casero, Juan Pérez García, y el contrato con mi inquilina Laura Martín de la vivienda de calle Sol 3, Granada vence el 31 de diciembre de 2026',
    'rent-update':
      'Redacta la comunicación de actualización de la renta a mi inquilino Pedro Ruiz: renta actual 800 €, IPC del 2,8 %, la anualidad se cumple el 1 de julio de 2025, piso en calle Goya 7, Zaragoza',
    'payment-demand':
      'Redacta un burofax de requerimiento de pago a mi inquilino Pedro Ruiz, del piso de calle Goya 7, Zaragoza, que debe las rentas de enero, febrero y marzo de 2026, 750 € cada una, más 120 € de comunidad',
    'deposit-return':
      'Redacta una carta para reclamar la fianza a mi casero, Antonio Vega: le entregué las llaves del piso de calle Luna 8, Sevilla el 30 de abril de 2025 y no me ha devuelto la fianza de 1.100 €',
    'meeting-notice':
      'Genera una convocatoria de junta ordinaria de la comunidad de propietarios de calle Mayor 10, Madrid; la presidenta, Carmen Ruiz, la convoca para el 20 de marzo de 2026 a las 18:00 en el portal, orden del día: aprobación de cuentas, presupuesto 2026, derrama para el ascensor. Morosos: 2ºA y 3ºB',
  };

  // What each filled document must contain: parties, amounts, dates and its legal basis.
  const expected: Record<DocumentKind, Array<string | RegExp>> = {
    'housing-lease': ['Juan Pérez García', 'DNI 12345678Z', 'Ana Gómez Ruiz', 'calle Mayor 5, 3º B, 28013 Madrid', '900 € (novecientos euros)', '1 de enero de 2026', 'cinco años', 'Índice de Precios de Consumo', /art\. 9\.1 LAU/, /art\. 36\.1 LAU/, /art\. 20\.1 LAU/],
    'seasonal-lease': ['Luis Moreno', 'Peter Müller', 'calle Colón 10, 2º, 46004 Valencia', 'razones de trabajo', 'nueve meses', '1 de septiembre de 2025', '2.200 € (dos mil doscientos euros)', /art\. 3\.2 LAU/, /art\. 4\.3 LAU/],
    'commercial-lease': ['Inversiones Norte S.L.', 'CIF B12345674', 'Carlos Ruiz', 'cafetería', '2.500 € (dos mil quinientos euros)', '5.000 € (cinco mil euros)', 'diez años', /art\. 32 LAU/, /art\. 34 LAU|artículo 34 LAU/, /art\. 35 LAU/, /art\. 29 LAU/],
    reservation: ['José Luis de la Fuente', 'María Sánchez', '3.000 € (tres mil euros)', '180.000 € (ciento ochenta mil euros)', '30 de junio de 2025', 'no tiene el carácter de arras'],
    arras: ['Juan Pérez García', 'María López', '250.000 € (doscientos cincuenta mil euros)', '25.000 € (veinticinco mil euros)', '15 de marzo de 2026', 'arras penitenciales', /artículo 1454 del Código Civil/],
    'non-renewal': ['Juan Pérez García', 'Laura Martín', 'calle Sol 3, Granada', '31 de diciembre de 2026', /arts\. 9 y 10/, /artículo 10\.1 LAU/],
    'rent-update': ['Pedro Ruiz', '800 € (ochocientos euros)', '822,40 € (ochocientos veintidós euros con cuarenta céntimos)', '2,8 %', 'Índice de Precios de Consumo', '1 de julio de 2025', /art\. 18\.2 LAU/],
    'payment-demand': ['Pedro Ruiz', 'Renta de enero de 2026', 'Renta de marzo de 2026', '750 € (setecientos cincuenta euros)', '120 € (ciento veinte euros)', '2.370 € (dos mil trescientos setenta euros)', /artículo 22\.4 de la Ley de Enjuiciamiento Civil/, /enervar/, /Ley Orgánica 1\/2025/],
    'deposit-return': ['Antonio Vega', '30 de abril de 2025', '1.100 € (mil cien euros)', '30 de mayo de 2025', /artículo 36\.4 de la Ley de Arrendamientos Urbanos/],
    'meeting-notice': ['Carmen Ruiz', 'calle Mayor 10, Madrid', '20 de marzo de 2026', 'el portal', '18:00', '18:30', '1. Aprobación de cuentas.', '3. Derrama para el ascensor.', '2ºA, 3ºB', /artículo 15\.2 LPH/, /art\. 16\.2 LPH/, 'MODELO DE DELEGACIÓN'],
  };

  it.each(DOCUMENT_KINDS)('%s: filled with the request and read back from the .docx', async (kind) => {
    const { kind: detected, text, reply, drafted } = await draft(requests[kind]);
    expect(detected).toBe(kind);
    for (const value of expected[kind]) {
      if (typeof value === 'string') expect(text).toContain(value);
      else expect(text).toMatch(value);
    }
    expect(drafted.document.fileName).toMatch(/^[a-z0-9-]+\.docx$/);
    expect(drafted.document.fileName.length).toBeLessThanOrEqual(80);
    expect(reply).toContain(drafted.document.fileName);
  });

  it.each(DOCUMENT_KINDS)('%s: the reply names every blank left in the document, and only those', async (kind) => {
    const { text, reply } = await draft(requests[kind]);
    const blanks = blanksIn(text);
    const listed = [...reply.matchAll(/\*\*(?:Quedan por completar|Solo si procede)[^*]*\*\*:? ?([^\n]*)/g)].flatMap((match) => (match[1] ?? '').replace(/\.$/, '').split('; '));
    expect(blanks.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(new Set(blanks));
  });

  it.each(DOCUMENT_KINDS)('%s: every legal reference in both languages exists in the consolidated law', async (kind) => {
    for (const language of ['SPANISH', 'ENGLISH'] as const) {
      const { text } = await draft(requests[kind], language);
      const references = findLegalReferences(text);
      expect(references.length).toBeGreaterThan(0);
      for (const reference of references) {
        expect(provisionsOf(reference.boeId).has(reference.article), `${reference.article} ${reference.law} (${language})`).toBe(true);
      }
    }
  });

  it.each(['seasonal-lease', 'commercial-lease'] as const)('%s: does not apply the rules of housing leases (LAU title II)', async (kind) => {
    for (const language of ['SPANISH', 'ENGLISH'] as const) {
      const { text } = await draft(requests[kind], language);
      const housingOnly = findLegalReferences(text).filter((reference) => reference.law === 'LAU' && ['9', '10', '11', '17', '18', '20'].includes(reference.article));
      expect(housingOnly).toEqual([]);
    }
  });

  it('the reference check fails on a provision that does not exist', () => {
    const [reference] = findLegalReferences('según el art. 99 LAU');
    expect(reference).toEqual({ law: 'LAU', boeId: 'BOE-A-1994-26003', article: '99' });
    expect(provisionsOf('BOE-A-1994-26003').has('99')).toBe(false);
    expect(provisionsOf('BOE-A-1960-10906').has('16')).toBe(true);
  });
});

describe('housing lease term', () => {
  it('drafts a shorter term with the compulsory extension to five years, and says so', async () => {
    const { text, reply } = await draft('Redacta un contrato de alquiler de vivienda por 1 año a partir del 1 de febrero de 2026, arrendador Pedro Sanz, inquilino Luis Gil');
    expect(text).toContain('una duración de un año');
    expect(text).toMatch(/se prorrogará obligatoriamente por plazos anuales hasta alcanzar esa duración mínima/);
    expect(text).toContain('cinco años, o siete si el arrendador es persona jurídica');
    expect(reply).toContain('por debajo del mínimo legal');
    expect(reply).toContain('hasta el 1 de febrero de 2031');
  });

  it('counts seven years when the landlord is a company', async () => {
    const { text, reply } = await draft('Redacta un contrato de alquiler de vivienda: arrendadora Inmobiliaria Sol S.L., 3 años desde el 1 de enero de 2026');
    expect(text).toContain('siete años, por ser el arrendador persona jurídica');
    expect(reply).toContain('hasta el 1 de enero de 2033');
  });

  it('drafts the legal minimum when no term is given, and says why', async () => {
    const { text, reply } = await draft('Redacta un contrato de alquiler de vivienda');
    expect(text).toContain('una duración de cinco años');
    expect(reply).toMatch(/Duración: cinco años, el mínimo legal del art\. 9\.1 LAU/);
  });

  it('keeps a longer term as asked', async () => {
    const { text, reply } = await draft('Redacta un contrato de alquiler de vivienda por 8 años');
    expect(text).toContain('una duración de ocho años');
    expect(reply).not.toContain('por debajo del mínimo legal');
  });

  it('says the same in English', async () => {
    const { text, reply } = await draft('Draft a residential lease for 11 months starting 1 March 2026, landlord Acme Homes Ltd, tenant Jane Doe', 'ENGLISH');
    expect(text).toContain('a term of eleven months');
    expect(text).toContain('seven years, the landlord being a legal person');
    expect(reply).toContain('below the legal minimum');
    expect(reply).toContain('until 1 March 2033');
  });
});

describe('deposit', () => {
  it('keeps one month as the housing deposit and the excess as an additional guarantee, capped at two months', async () => {
    const { text, reply } = await draft('Redacta un contrato de alquiler de vivienda, renta 1.000 € al mes y fianza de 4.000 €');
    expect(text).toContain('la cantidad de 1.000 € (mil euros), equivalente a una mensualidad');
    expect(text).toContain('garantía adicional (art. 36.5 LAU) la cantidad de 2.000 € (dos mil euros)');
    expect(reply).toContain('no puede superar dos mensualidades');
  });

  it('asks two months for a seasonal lease', async () => {
    const { text, reply } = await draft('Redacta un contrato de temporada por estudios, renta 600 € al mes');
    expect(text).toContain('1.200 € (mil doscientos euros), equivalente a dos mensualidades');
    expect(reply).toContain('Fianza: dos mensualidades de renta');
  });
});

describe('reservation and arras', () => {
  it('a reservation is drafted as a reservation, never as arras', async () => {
    const { text, reply, drafted } = await draft('Redacta un documento de reserva de 3.000 € sobre un precio de 150.000 €');
    expect(drafted.facts.amounts.arras).toBeUndefined();
    expect(text).toContain('DOCUMENTO DE RESERVA');
    expect(text).toContain('en concepto de reserva (señal), la cantidad de 3.000 € (tres mil euros)');
    expect(text).toContain('no tiene el carácter de arras');
    expect(text).not.toMatch(/arras (penitenciales|confirmatorias|penales)/);
    expect(reply).toContain('Reserva, no arras');
  });

  it('a reservation already paid is counted in the arras, not turned into them', async () => {
    const { text } = await draft('Redacta un contrato de arras: el comprador ya entregó 3.000 € de reserva y entrega ahora 20.000 € de arras; precio 200.000 €');
    expect(text).toContain('la cantidad de 20.000 € (veinte mil euros), en la que se incluyen los 3.000 € entregados antes como reserva');
  });

  it.each([
    ['Redacta un contrato de arras confirmatorias', 'CONTRATO DE ARRAS CONFIRMATORIAS', /arras confirmatorias: es un pago a cuenta del precio/, 'Arras confirmatorias, las que pediste'],
    ['Redacta un contrato de arras penales', 'CONTRATO DE ARRAS PENALES', /artículos 1152 y 1153 del Código Civil/, 'Arras penales, las que pediste'],
    ['Redacta un contrato de arras penitenciales', 'CONTRATO DE ARRAS PENITENCIALES', /arras penitenciales del artículo 1454 del Código Civil/, 'Arras penitenciales, las que pediste'],
    ['Redacta un contrato de arras', 'CONTRATO DE ARRAS PENITENCIALES', /arras penitenciales del artículo 1454 del Código Civil/, 'no indicaste el tipo'],
  ])('%s → %s', async (request, title, clause, choice) => {
    const { text, reply, drafted } = await draft(request);
    expect(text).toContain(title);
    expect(text).toMatch(clause);
    expect(reply).toContain(choice);
    const others = ['penitenciales', 'confirmatorias', 'penales'].filter((kind) => !title.endsWith(kind.toUpperCase()));
    for (const other of others) expect(text).not.toContain(`arras ${other}`);
    expect(drafted.sources.length).toBeGreaterThan(0);
  });
});

describe('notices and claims', () => {
  it('gives the landlord’s deadline (four months) and warns during the compulsory extension', async () => {
    const { reply } = await draft('Redacta una carta de no renovación: soy el casero, el contrato con mi inquilina empezó el 1 de enero de 2023 y vence el 31 de diciembre de 2026');
    expect(reply).toContain('como tarde el 31 de agosto de 2026');
    expect(reply).toContain('prórroga obligatoria hasta el 1 de enero de 2028');
  });

  it('gives the tenant’s deadline (two months) once the minimum term has run', async () => {
    const { text, reply } = await draft('Write a non-renewal notice to my landlord: the lease started on 1 July 2019 and ends on 30 June 2026', 'ENGLISH');
    expect(text).toContain('NOTICE OF NON-RENEWAL');
    expect(reply).toContain('by 30 April 2026 at the latest');
  });

  it('gives both deadlines when the sender is not said', async () => {
    const { reply } = await draft('Redacta una comunicación de no renovación del contrato que vence el 30 de septiembre de 2026');
    expect(reply).toContain('si la envía el arrendador: el inquilino debe recibirla como tarde el 30 de mayo de 2026');
    expect(reply).toContain('si la envía el inquilino: el arrendador debe recibirla como tarde el 30 de julio de 2026');
  });

  it('warns when the landlord’s deadline has passed', async () => {
    const { reply } = await draft('Redacta una carta de no renovación a mi inquilino; el contrato vence el 30 de julio de 2025');
    expect(reply).toContain('ya ha pasado');
  });

  it('computes the new rent from the percentage (art. 18 LAU)', async () => {
    const { reply } = await draft('Redacta la carta de actualización de la renta: renta actual 1.000 €, IRAV 2,2 %');
    expect(reply).toContain('1.000 € × (1 + 2,2 %) = 1.022 € al mes');
  });

  it('itemises a debt given as a count of months and sets thirty days to pay', async () => {
    const { text, reply } = await draft('Prepara un burofax de requerimiento de pago: mi inquilina debe 3 meses de renta de 650 € cada uno');
    expect(text).toContain('Rentas impagadas: 3 mensualidades de 650 €: 1.950 € (mil novecientos cincuenta euros)');
    expect(text).toContain('en el plazo de 30 días naturales');
    expect(reply).toContain('treinta días naturales');
  });

  it('states the date from which the deposit bears interest', async () => {
    const { reply } = await draft('Write a letter to claim back my deposit of €900 from my landlord; I returned the keys on 31 January 2025', 'ENGLISH');
    expect(reply).toContain('from 28 February 2025');
  });

  it('gives the last day to deliver the meeting notice and the default second call', async () => {
    const { text, reply } = await draft('Convoca la junta ordinaria de propietarios para el 20 de marzo de 2026 a las 19:00 en el portal');
    expect(text).toContain('19:30');
    expect(text).toContain('Aprobación, si procede, de las cuentas del ejercicio anterior.');
    expect(reply).toContain('como tarde el 13 de marzo de 2026');
    expect(reply).toContain('media hora después');
  });
});

describe('language', () => {
  it('an English request gets an English document and reply', async () => {
    const { text, reply, drafted } = await draft('Draft a residential lease: landlord John Smith, tenant Emma Jones, rent €1,200 per month', 'ENGLISH');
    expect(text).toContain('RESIDENTIAL LEASE AGREEMENT');
    expect(text).toContain('€1,200 (one thousand two hundred euros)');
    expect(text).not.toMatch(/CLÁUSULAS|arrendador/);
    expect(reply).toMatch(/^Here is a residential lease/);
    expect(reply).toContain('Left to fill in');
    expect(drafted.document.fileName).toMatch(/^residential-lease-/);
    expect(drafted.englishText).toBeUndefined();
  });

  it('a Spanish request gets a Spanish document, reply and an English rendering of the reply', async () => {
    const { text, reply, drafted } = await draft('Redacta un contrato de arras entre Juan Pérez y María López');
    expect(text).toContain('ESTIPULACIONES');
    expect(reply).toMatch(/^Aquí tienes un contrato de arras/);
    expect(drafted.englishText).toMatch(/^Here is an arras \(deposit\) agreement: \*\*contrato-arras-juan-perez-maria-lopez\.docx\*\*/);
  });

  it('flags an id whose control letter is wrong and keeps it as written', async () => {
    const { text, reply } = await draft('Redacta un contrato de alquiler: arrendador Jorge Vidal, DNI 12.345.678-A');
    expect(text).toContain('DNI 12.345.678-A');
    expect(reply).toContain('El DNI 12.345.678-A no es válido');
  });
});
