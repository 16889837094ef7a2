import { describe, expect, it } from 'vitest';
import { detectDocumentRequest } from '../document-request.ts';
import { extractDocumentFacts, type DocumentFacts, type MoneyRole } from './extract-facts.ts';
import { findIdNumbers } from './ids.ts';
import { parseNumberWords, parseNumeral } from './numbers.ts';

const TODAY = new Date('2025-06-10T10:00:00Z');
const MONEY_ROLES: MoneyRole[] = ['price', 'rent', 'newRent', 'arras', 'reservation', 'deposit', 'additionalGuarantee', 'debt', 'deduction'];

/** What a test compares: the parties with their roles and ids, the property, the figures, dates and terms. */
function summary(facts: DocumentFacts) {
  return {
    parties: facts.parties.map((party) => ({
      name: party.name,
      role: party.role,
      company: party.isCompany,
      ...(party.id ? { id: party.id.written, valid: party.id.isValid } : {}),
    })),
    address: facts.property?.full,
    unit: facts.property?.unit,
    postalCode: facts.property?.postalCode,
    city: facts.city,
    ...Object.fromEntries(MONEY_ROLES.map((role) => [role, facts.amounts[role]?.value])),
    dates: Object.fromEntries(Object.entries(facts.dates).map(([role, date]) => [role, date?.iso ?? date?.written])),
    term: facts.term?.months ?? (facts.term?.days ? `${facts.term.days}d` : undefined),
    arrasKind: facts.arrasKind,
    landlordIsCompany: facts.landlordIsCompany,
    senderRole: facts.senderRole,
    monthsOwed: facts.monthsOwed,
    deadlineDays: facts.deadlineDays,
    reason: facts.seasonalReason,
    activity: facts.activity,
    index: facts.rentUpdate.index,
    percent: facts.rentUpdate.percent,
  };
}

function read(request: string) {
  return summary(extractDocumentFacts(request, { kind: detectDocumentRequest(request), today: TODAY }));
}

const person = (name: string, role: string, id?: string, valid = true) => ({ name, role, company: false, ...(id ? { id, valid } : {}) });
const company = (name: string, role: string, id?: string, valid = true) => ({ name, role, company: true, ...(id ? { id, valid } : {}) });

describe('extractDocumentFacts', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    [
      'Redacta un contrato de arras entre Juan Pérez García y María López por la vivienda de la calle Mayor 5, 3º B, 28013 Madrid, con un precio de 250.000 euros y arras de 25.000 €, escritura antes del 15 de marzo de 2026',
      {
        parties: [person('Juan Pérez García', 'seller'), person('María López', 'buyer')],
        address: 'calle Mayor 5, 3º B, 28013 Madrid',
        unit: '3º B',
        postalCode: '28013',
        city: 'Madrid',
        price: 250000,
        arras: 25000,
        dates: { deed: '2026-03-15' },
        arrasKind: undefined,
      },
    ],
    [
      'Prepara un contrato de alquiler de vivienda: arrendador Inmobiliaria Sol S.L., CIF B12345674, inquilina Ana Gómez Ruiz con DNI 12345678Z, piso en Avenida de la Constitución 12, 4ºA, 41001 Sevilla, renta 900 € al mes, fianza de 900 €, a partir del 1 de enero de 2026 por 3 años',
      {
        parties: [company('Inmobiliaria Sol S.L.', 'landlord', 'B12345674'), person('Ana Gómez Ruiz', 'tenant', '12345678Z')],
        address: 'Avenida de la Constitución 12, 4ºA, 41001 Sevilla',
        city: 'Sevilla',
        rent: 900,
        deposit: 900,
        dates: { start: '2026-01-01' },
        term: 36,
        landlordIsCompany: true,
      },
    ],
    [
      'Draft a residential lease between Acme Properties Ltd (landlord) and John Smith (tenant), NIE X1234567L, for the flat at Calle Alcalá 100, 2º izq, 28009 Madrid, rent €1,200 per month, starting January 1, 2026 for 11 months',
      {
        parties: [company('Acme Properties Ltd', 'landlord'), person('John Smith', 'tenant', 'X1234567L')],
        address: 'Calle Alcalá 100, 2º izq, 28009 Madrid',
        unit: '2º izq',
        rent: 1200,
        dates: { start: '2026-01-01' },
        term: 11,
        landlordIsCompany: true,
      },
    ],
    [
      'Hazme un documento de reserva: D. José Luis de la Fuente reserva el piso de Doña María Sánchez-Vicario en calle del Carmen 3, Valencia, con una reserva de 3.000 € sobre un precio de 180.000 €',
      {
        parties: [person('José Luis de la Fuente', 'buyer'), person('María Sánchez-Vicario', 'seller')],
        address: 'calle del Carmen 3, Valencia',
        reservation: 3000,
        price: 180000,
        arras: undefined,
      },
    ],
    [
      'Redacta un burofax de requerimiento de pago a mi inquilino Pedro Ruiz, que debe las rentas de enero, febrero y marzo de 2026, 750 € cada una, más 120 € de comunidad',
      { parties: [person('Pedro Ruiz', 'tenant')], rent: 750, monthsOwed: 3, senderRole: 'landlord' },
    ],
    [
      'Write a letter to my landlord Mr David Brown to claim back my deposit of mil doscientos euros; I returned the keys on 3 May 2025',
      { parties: [person('David Brown', 'landlord')], deposit: 1200, dates: { keys: '2025-05-03' }, senderRole: 'tenant' },
    ],
    [
      'Redacta una carta de no renovación: soy el casero, el contrato con mi inquilina Laura Martín empezó el 1 de enero de 2023 y vence el 31 de diciembre de 2026',
      { parties: [person('Laura Martín', 'tenant')], dates: { start: '2023-01-01', end: '2026-12-31' }, senderRole: 'landlord' },
    ],
    [
      'Necesito un contrato de alquiler con una renta de mil doscientos euros al mes y una fianza de mil doscientos euros',
      { rent: 1200, deposit: 1200 },
    ],
    [
      'Draft an arras agreement: price of €250,000 and a deposit of €25,000, completion by 15 March 2026',
      { price: 250000, arras: 25000, dates: { deed: '2026-03-15' } },
    ],
    ['Redacta un contrato de alquiler de vivienda por 1.250,50 € mensuales', { rent: 1250.5 }],
    [
      'Redacta un contrato de arras: el comprador paga doscientos cincuenta mil euros y entrega veinticinco mil euros de arras penitenciales',
      { price: 250000, arras: 25000, arrasKind: 'penitenciales' },
    ],
    ['Draft a reservation agreement with a holding deposit of two thousand euros on a price of €195,000', { reservation: 2000, price: 195000 }],
    [
      'Redacta un contrato de alquiler: arrendador Luis Moreno, NIE Y-1234567-X, arrendataria Elena Castro Díaz, DNI 12.345.678-Z',
      { parties: [person('Luis Moreno', 'landlord', 'Y-1234567-X'), person('Elena Castro Díaz', 'tenant', '12.345.678-Z')] },
    ],
    [
      'Prepara un contrato de alquiler; el casero es Jorge Vidal con DNI 12345678A y la inquilina Sara Gil',
      { parties: [person('Jorge Vidal', 'landlord', '12345678A', false), person('Sara Gil', 'tenant')] },
    ],
    [
      'Redacta un contrato de arras: la parte vendedora es Construcciones García, S.A., con CIF A-12345674, y el comprador Andrés Molina Vera',
      { parties: [company('Construcciones García, S.A.', 'seller', 'A-12345674'), person('Andrés Molina Vera', 'buyer')] },
    ],
    [
      'Draft an arras agreement: Sunrise Homes Limited sells the apartment at Calle Larios 4, 29005 Málaga to Emma Watson for €320,000 with penalty arras of €32,000',
      {
        parties: [company('Sunrise Homes Limited', 'seller'), person('Emma Watson', 'buyer')],
        address: 'Calle Larios 4, 29005 Málaga',
        price: 320000,
        arras: 32000,
        arrasKind: 'penales',
      },
    ],
    [
      'Redacta el contrato de alquiler: Pedro Gómez alquila su piso de la calle Sol 3, 1º A, Granada a Lucía Fernández por 650 euros al mes',
      { parties: [person('Pedro Gómez', 'landlord'), person('Lucía Fernández', 'tenant')], address: 'calle Sol 3, 1º A, Granada', rent: 650 },
    ],
    ['Draft a tenancy agreement: Tom Baker rents the flat from Acme Lettings Ltd at £0 deposit', { parties: [person('Tom Baker', 'tenant'), company('Acme Lettings Ltd', 'landlord')] }],
    [
      'Redacta un contrato de arrendamiento de vivienda: los inquilinos Ana Gómez y Luis Martín, arrendadora Carmen Ruiz',
      { parties: [person('Ana Gómez', 'tenant'), person('Luis Martín', 'tenant'), person('Carmen Ruiz', 'landlord')] },
    ],
    ['Redacta un contrato de alquiler de vivienda; el arrendador es una empresa y la renta es de 1.000 €', { landlordIsCompany: true, rent: 1000 }],
    ['Hazme un contrato de alquiler de vivienda por un año a partir del 1 de marzo del 2026', { term: 12, dates: { start: '2026-03-01' } }],
    ['Redacta un contrato de alquiler de vivienda con inicio el 01/09/2026 y duración de cinco años', { term: 60, dates: { start: '2026-09-01' } }],
    ['Draft a lease for a year starting 1st of September 2026, rent 950 euros a month', { term: 12, rent: 950, dates: { start: '2026-09-01' } }],
    [
      'Redacta un contrato de alquiler de temporada por motivos de trabajo durante 6 meses, desde el 1 de octubre de 2025, renta 1.100 €',
      { term: 6, reason: 'work', rent: 1100, dates: { start: '2025-10-01' } },
    ],
    ['Draft a seasonal lease for a student for 10 months, rent €700 per month', { term: 10, reason: 'studies', rent: 700 }],
    [
      'Redacta un contrato de arrendamiento de local comercial en calle Alcalá 200, Madrid, para una cafetería, renta 2.500 € al mes, por 5 años',
      { address: 'calle Alcalá 200, Madrid', activity: 'cafetería', rent: 2500, term: 60 },
    ],
    [
      'Prepara la carta de actualización de renta: renta actual 800 €, IPC del 2,8 %, el contrato cumple años el 1 de julio de 2025',
      { rent: 800, index: 'IPC', percent: 2.8, dates: { update: '2025-07-01' } },
    ],
    ['Write a rent increase notice to my tenant: IRAV 2.2%, current rent €1,000', { rent: 1000, index: 'IRAV', percent: 2.2, senderRole: 'landlord' }],
    [
      'Redacta un contrato de arras: el comprador ya entregó 3.000 € de reserva y ahora entregará 20.000 € de arras; precio 200.000 €',
      { reservation: 3000, arras: 20000, price: 200000 },
    ],
    ['Draft a reservation agreement: the buyer pays a deposit of €3,000 to take the flat off the market', { reservation: 3000, arras: undefined, deposit: undefined }],
    ['Redacta un contrato de arras con un depósito de 15.000 € y precio de 150.000 €', { arras: 15000, price: 150000, deposit: undefined }],
    ['Redacta un contrato de alquiler de vivienda con un depósito de 800 € y renta de 800 €', { deposit: 800, rent: 800, arras: undefined }],
    ['Redacta un documento de reserva con una señal de 6.000 € para el piso de la calle Goya 7, Zaragoza', { reservation: 6000, arras: undefined, address: 'calle Goya 7, Zaragoza' }],
    [
      'Redacta un contrato de arras: el propietario, Ramón Sanz, vende a Beatriz Ortega',
      { parties: [person('Ramón Sanz', 'seller'), person('Beatriz Ortega', 'buyer')] },
    ],
    ['Redacta un contrato de alquiler: el propietario, Ramón Sanz, y la inquilina Beatriz Ortega', { parties: [person('Ramón Sanz', 'landlord'), person('Beatriz Ortega', 'tenant')] }],
    [
      'Redacta una carta para reclamar la fianza a mi casero: de una fianza de 1.100 € me retiene 300 € por pintura; le devolví las llaves el 30 de abril de 2025',
      { deposit: 1100, deduction: 300, dates: { keys: '2025-04-30' }, senderRole: 'tenant' },
    ],
    [
      'Redacta un burofax para reclamar a mi inquilina Rosa Prieto 2.400 € de rentas atrasadas, debe 3 meses, con un plazo de 15 días',
      { parties: [person('Rosa Prieto', 'tenant')], debt: 2400, monthsOwed: 3, deadlineDays: 15 },
    ],
    [
      'Necesito un contrato de alquiler para mi cliente María José Fernández de Córdoba, que alquila su piso de la Calle Serrano 45, 5º dcha, 28001 Madrid a un matrimonio, Javier Ortiz y Lucía Peña, por 1.800 euros al mes desde el 15 de enero de 2026',
      {
        parties: [person('María José Fernández de Córdoba', 'landlord'), person('Javier Ortiz', 'tenant'), person('Lucía Peña', 'tenant')],
        address: 'Calle Serrano 45, 5º dcha, 28001 Madrid',
        unit: '5º dcha',
        rent: 1800,
        dates: { start: '2026-01-15' },
      },
    ],
    [
      'Can you draft a holding deposit agreement? My client Laura Smith wants to reserve a flat in Marbella listed at €450,000; she will pay €5,000',
      { parties: [person('Laura Smith', 'buyer')], city: 'Marbella', price: 450000, reservation: 5000, arras: undefined },
    ],
    [
      'Redacta un contrato de alquiler de una oficina en Paseo de la Castellana 100, planta 3, Madrid, a la empresa Tech Solutions S.L.U. por 4.500 €/mes más IVA, duración 3 años, arrendador Fondo Inmobiliario Castellana SOCIMI',
      {
        parties: [company('Tech Solutions S.L.U.', 'tenant'), company('Fondo Inmobiliario Castellana SOCIMI', 'landlord')],
        address: 'Paseo de la Castellana 100, planta 3, Madrid',
        rent: 4500,
        term: 36,
      },
    ],
    [
      'prepara un contrato de alquiler de temporada para un profesor que viene a Sevilla a dar clase un curso, del 1 de septiembre de 2025 al 30 de junio de 2026, 850 euros al mes',
      { reason: 'work', rent: 850, dates: { start: '2025-09-01', end: '2026-06-30' } },
    ],
    [
      'Redacta un requerimiento de pago por burofax: Inquilino: Francisco Javier López Martínez, DNI 45678912S. Debe 4 mensualidades de 700 euros y 90 euros de agua',
      { parties: [person('Francisco Javier López Martínez', 'tenant', '45678912S')], rent: 700, monthsOwed: 4, term: undefined },
    ],
    [
      'Redacta un contrato de arras. VENDEDOR: JOSÉ LUIS DE LA FUENTE, DNI 12345678Z. COMPRADORA: ANA RUIZ GIL. Precio 350.000€ (trescientos cincuenta mil euros) y arras del 10% del precio',
      { parties: [person('JOSÉ LUIS DE LA FUENTE', 'seller', '12345678Z'), person('ANA RUIZ GIL', 'buyer')], price: 350000, arras: 35000 },
    ],
    [
      'Redacta un contrato de arras sobre un piso de 1,5 millones de euros con arras de 150.000 €, vendedora Promociones del Sur SL',
      { parties: [company('Promociones del Sur SL', 'seller')], price: 1500000, arras: 150000 },
    ],
    ['Draft a lease. Landlord: Mr. John Smith. Tenant: Ms. Jane Doe. Rent: EUR 2,500 per month.', { parties: [person('John Smith', 'landlord'), person('Jane Doe', 'tenant')], rent: 2500 }],
    ['Draft a lease: the tenant is Sean O’Brien and the landlord is Mrs Anne McDonald', { parties: [person('Sean O’Brien', 'tenant'), person('Anne McDonald', 'landlord')] }],
    [
      'Draft a residential lease for the flat at 14 Calle de Toledo, 2nd floor, Madrid; landlord Oak Tree Investments Ltd, tenant Maria Rossi',
      { parties: [company('Oak Tree Investments Ltd', 'landlord'), person('Maria Rossi', 'tenant')], unit: '2nd floor', city: 'Madrid' },
    ],
    // A DNI/NIE between a name and its role, or no role word at all: the words around the names tell it.
    [
      'Prepara un contrato de arrendamiento entre Lucía Herrero Sanz, con NIE X1122334A, como arrendadora, y Tomás Vidal Rey, con DNI 44556677L, como arrendatario',
      { parties: [person('Lucía Herrero Sanz', 'landlord', 'X1122334A'), person('Tomás Vidal Rey', 'tenant', '44556677L')] },
    ],
    [
      'Hazme un contrato de alquiler de temporada para una investigadora, Olga Petrova (NIE Y7654321G), del apartamento de Marcos Gil Soler (DNI 66778899D) en calle Real 4, Cádiz',
      { parties: [person('Olga Petrova', 'tenant', 'Y7654321G'), person('Marcos Gil Soler', 'landlord', '66778899D')] },
    ],
    [
      'Draft a lease for a teacher, Paul Grant (NIE Z2468135X), of my apartment at Calle Colón 3, Valencia. I am Clara Soto, DNI 13572468F.',
      { parties: [person('Paul Grant', 'tenant', 'Z2468135X'), person('Clara Soto', 'landlord', '13572468F')] },
    ],
    [
      'Redacta un contrato de arras confirmatorias por la compra del chalet de Beatriz Lago (DNI 24681357B) por Andrés Ferrer (DNI 98765432M), precio 320.000 €',
      { parties: [person('Beatriz Lago', 'seller', '24681357B'), person('Andrés Ferrer', 'buyer', '98765432M')], price: 320000 },
    ],
    [
      'Prepara un documento de reserva de 2.000 € sobre la casa de la calle Sol 9, Huesca, que compra Raquel Ibáñez (DNI 44556677L), precio 140.000 €',
      { parties: [person('Raquel Ibáñez', 'buyer', '44556677L')], reservation: 2000, price: 140000 },
    ],
    [
      'Escribe una carta para reclamar mi fianza de 750 € a mi casera Pilar Roldán; dejé el piso el 2 de marzo de 2026. Me llamo Diego Marín Ortiz, DNI 66778899D.',
      { parties: [person('Pilar Roldán', 'landlord'), person('Diego Marín Ortiz', 'tenant', '66778899D')], deposit: 750 },
    ],
    [
      'Redacta la carta de no renovación que envía la inquilina Nuria Camps al arrendador Jaume Puig; el contrato termina el 30 de abril de 2027',
      { parties: [person('Nuria Camps', 'tenant'), person('Jaume Puig', 'landlord')], senderRole: 'tenant', dates: { end: '2027-04-30' } },
    ],
    // Periods: whole months, and a start written without the end's year.
    [
      'Hazme un contrato de alquiler de temporada de octubre de 2026 a mayo de 2027, renta 500 € al mes, fianza de dos mensualidades',
      { dates: { start: '2026-10-01', end: '2027-05-31' }, term: undefined, rent: 500 },
    ],
    ['Draft a seasonal lease from March to August 2027 at 900 euros a month', { dates: { start: '2027-03-01', end: '2027-08-31' }, rent: 900 }],
    ['Draft a seasonal lease from 15 September to 15 December 2026, rent 800 euros per month', { dates: { start: '2026-09-15', end: '2026-12-15' } }],
    ['Redacta un contrato de temporada desde el 1 de noviembre hasta el 31 de marzo de 2027', { dates: { start: '2026-11-01', end: '2027-03-31' } }],
    // Amounts: a monthly figure times months, and the total in brackets.
    ['Draft a payment demand: my tenant owes three months of 700 euros (2,100 euros)', { rent: 700, debt: 2100 }],
    ['Prepara un burofax: el inquilino debe cuatro mensualidades de 650 € (2.600 €)', { rent: 650, debt: 2600 }],
    ['Redacta un documento de reserva, no arras, de 1.500 € para un piso de 90.000 €', { reservation: 1500, price: 90000, arras: undefined }],
  ];

  it.each(cases)('%s', (request, expected) => {
    expect(read(request)).toMatchObject(expected);
  });

  it('keeps the id exactly as written and flags a wrong control letter', () => {
    const facts = extractDocumentFacts('Contrato de alquiler: arrendador Jorge Vidal, DNI 12.345.678-A');
    expect(facts.ids).toEqual([{ type: 'DNI', written: '12.345.678-A', normalized: '12345678A', isValid: false, label: 'DNI' }]);
  });

  it('reads the meeting of a community: calls, agenda and debtors', () => {
    const facts = extractDocumentFacts(
      'Genera una convocatoria de junta ordinaria de la comunidad de propietarios de calle Mayor 10, Madrid, para el 20 de marzo de 2026 a las 18:00 en primera convocatoria y a las 18:30 en segunda, orden del día: aprobación de cuentas, presupuesto 2026, derrama para el ascensor. Morosos: 2ºA y 3ºB',
      { kind: 'meeting-notice', today: TODAY },
    );
    expect(facts.meeting).toEqual({
      kind: 'ordinaria',
      firstCall: '18:00',
      secondCall: '18:30',
      agenda: ['aprobación de cuentas', 'presupuesto 2026', 'derrama para el ascensor'],
      debtors: ['2ºA', '3ºB'],
    });
    expect(facts.dates.other?.iso).toBe('2026-03-20');
  });

  it('reads the agenda of a meeting called to approve something', () => {
    const facts = extractDocumentFacts('Convoca junta extraordinaria para el 5 de mayo de 2026 a las 19:30 para aprobar la instalación de un ascensor y su derrama, comunidad Calle Real 8, Cádiz', { kind: 'meeting-notice' });
    expect(facts.meeting).toMatchObject({ kind: 'extraordinaria', firstCall: '19:30', agenda: ['aprobar la instalación de un ascensor y su derrama'] });
    expect(facts.property?.full).toBe('Calle Real 8, Cádiz');
    expect(facts.dates.meeting?.iso).toBe('2026-05-05');
  });

  it('lists the months owed with the year written once', () => {
    const facts = extractDocumentFacts('Burofax: mi inquilino debe las rentas de noviembre y diciembre de 2025', { kind: 'payment-demand' });
    expect(facts.monthsOwedNamed).toEqual([
      { month: 11, year: 2025 },
      { month: 12, year: 2025 },
    ]);
  });

  it('never turns a reservation into arras', () => {
    const facts = extractDocumentFacts('Redacta una reserva de 3.000 € sobre un precio de 150.000 €', { kind: 'reservation' });
    expect(facts.amounts).toEqual({ reservation: { value: 3000, written: '3.000 €' }, price: { value: 150000, written: '150.000 €' } });
  });
});

describe('numbers', () => {
  it.each([
    ['1.200', 1200],
    ['1,200', 1200],
    ['1.200,50', 1200.5],
    ['1,200.50', 1200.5],
    ['250.000', 250000],
    ['1 200', 1200],
    ['1,5', 1.5],
    ['900', 900],
  ])('reads %s', (written, value) => {
    expect(parseNumeral(written)).toBe(value);
  });

  it.each([
    ['mil doscientos', 1200],
    ['doscientos cincuenta mil', 250000],
    ['veintiun mil quinientos', 21500],
    ['dos millones quinientos mil', 2500000],
    ['one thousand two hundred', 1200],
    ['two hundred and fifty thousand', 250000],
    ['twenty-five thousand', 25000],
    ['1,5 millones', 1500000],
  ])('reads %s in words', (words, value) => {
    expect(parseNumberWords(words)).toBe(value);
  });

  it('does not read ordinary words as numbers', () => {
    expect(parseNumberWords('la fianza')).toBeUndefined();
  });
});

describe('findIdNumbers', () => {
  it.each([
    ['DNI 12345678Z', 'DNI', true],
    ['dni 87654321x', 'DNI', true],
    ['NIE X1234567L', 'NIE', true],
    ['NIE Z7654321H', 'NIE', true],
    ['NIE Y1234567A', 'NIE', false],
    ['CIF B12345674', 'CIF', true],
    ['NIF N1234567D', 'CIF', true],
    ['CIF B12345675', 'CIF', false],
  ])('%s is a %s, valid: %s', (text, type, isValid) => {
    expect(findIdNumbers(text)).toMatchObject([{ type, isValid, written: text.split(' ')[1] }]);
  });

  it('does not take an amount or a postal code for an id', () => {
    expect(findIdNumbers('precio de 1.250.000 euros, 28013 Madrid, 250.000 a pagar')).toEqual([]);
  });
});
