import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts.ts';
import { parseLocaleNumber } from './numbers.ts';
import { COMMUNITIES, COMMUNITY_IDS, findRegion } from './regions.ts';

const amounts = (question: string) => extractFacts(question).amounts.map(({ value, role }) => ({ value, role }));

describe('numbers as users write them', () => {
  it.each([
    ['250.000', 250000],
    ['250,000', 250000],
    ['1.200', 1200],
    ['1,200', 1200],
    ['1.234.567', 1234567],
    ['1.200,50', 1200.5],
    ['1,200.50', 1200.5],
    ['4,5', 4.5],
    ['4.5', 4.5],
    ['900', 900],
  ])('%s → %d', (raw, value) => {
    expect(parseLocaleNumber(raw)).toBe(value);
  });
});

describe('amounts and what they are', () => {
  it('reads a Spanish purchase price with thousands dots', () => {
    expect(amounts('Compro un piso de segunda mano en Valencia por 250.000 €')).toEqual([{ value: 250000, role: 'price' }]);
  });

  it('reads an English price and a monthly rent', () => {
    expect(amounts("I'm buying a resale flat in Barcelona for €400,000")).toEqual([{ value: 400000, role: 'price' }]);
    expect(amounts('rent of €1,200 a month')).toEqual([{ value: 1200, role: 'rent' }]);
    expect(amounts('I pay 950 a month')).toEqual([{ value: 950, role: 'rent' }]);
  });

  it('tells purchase from sale and the cadastral values apart', () => {
    expect(amounts('Compré en 2015 por 150.000 y vendo en 2025 por 250.000, valor catastral 100.000 € del que el suelo es 40.000 €')).toEqual([
      { value: 150000, role: 'acquisitionPrice' },
      { value: 250000, role: 'salePrice' },
      { value: 100000, role: 'cadastralTotal' },
      { value: 40000, role: 'cadastralLand' },
    ]);
  });

  it('reads deposits, loan amounts, "k" and "mil"', () => {
    expect(amounts('me piden una fianza de 1.800 €')).toEqual([{ value: 1800, role: 'deposit' }]);
    expect(amounts('quiero amortizar 30.000 € de la hipoteca')).toEqual([{ value: 30000, role: 'repaidCapital' }]);
    expect(amounts('I still owe 120k on the mortgage')).toEqual([{ value: 120000, role: 'unknown' }]);
    expect(amounts('me quedan 120 mil euros pendientes')[0]?.value).toBe(120000);
  });

  it('ignores years, law numbers, counts and percentages', () => {
    expect(amounts('Ley 12/2023, firmado en 2024, 20 vecinos, IPC del 3 %')).toEqual([]);
  });
});

describe('dates and durations', () => {
  it('reads a Spanish full date as the contract start', () => {
    expect(extractFacts('firmado el 3 de marzo de 2022').dates).toEqual([
      expect.objectContaining({ date: '2022-03-03', precision: 'day', role: 'start' }),
    ]);
  });

  it('reads English dates and years', () => {
    expect(extractFacts('contract signed in 2024').dates).toEqual([expect.objectContaining({ date: '2024-01-01', precision: 'year', role: 'start' })]);
    expect(extractFacts('handed over on 15 June 2018').dates).toEqual([expect.objectContaining({ date: '2018-06-15', role: 'reception' })]);
    expect(extractFacts('signed on March 3, 2022').dates).toEqual([expect.objectContaining({ date: '2022-03-03', role: 'start' })]);
    expect(extractFacts('el 03/03/2022').dates[0]?.date).toBe('2022-03-03');
  });

  it('reads a range "desde 2015 hasta 2025" as start and end', () => {
    expect(extractFacts('desde 2015 hasta 2025').dates.map((d) => [d.date, d.role])).toEqual([
      ['2015-01-01', 'start'],
      ['2025-01-01', 'end'],
    ]);
  });

  it('reads what ended on a date, and what appeared on it from the words after it', () => {
    expect(extractFacts('The lease ended on 31 March 2025 and the tenant will not leave').dates).toEqual([expect.objectContaining({ date: '2025-03-31', role: 'end' })]);
    expect(extractFacts('el contrato venció el 1 de junio de 2025').dates).toEqual([expect.objectContaining({ date: '2025-06-01', role: 'end' })]);
    expect(extractFacts('Nos entregaron la vivienda el 1 de marzo de 2016, aparecieron grietas').dates[0]).toMatchObject({ role: 'reception' });
    expect(extractFacts('Compramos en 2019 y en enero de 2022 aparecieron grietas').dates.map((d) => [d.date, d.role])).toEqual([
      ['2019-01-01', 'acquisition'],
      ['2022-01-01', 'damage'],
    ]);
  });

  it('rejects impossible dates', () => {
    expect(extractFacts('el 31/02/2024').dates.filter((d) => d.precision === 'day')).toEqual([]);
  });

  it('reads arrears, terms and elapsed time', () => {
    expect(extractFacts('el inquilino le debe 2 meses').durations).toEqual([expect.objectContaining({ value: 2, unit: 'month', role: 'arrears' })]);
    expect(extractFacts('the tenant owes two months of rent').durations).toEqual([expect.objectContaining({ value: 2, unit: 'month', role: 'arrears' })]);
    expect(extractFacts('un contrato de 3 años').durations).toEqual([expect.objectContaining({ value: 3, unit: 'year', role: 'term' })]);
    expect(extractFacts('lo compré hace 12 años').durations).toEqual([expect.objectContaining({ value: 12, unit: 'year', role: 'elapsed' })]);
  });
});

describe('parties, property and community facts', () => {
  it('reads the landlord kind, gran tenedor and zona tensionada', () => {
    const facts = extractFacts('el casero es una SL, gran tenedor, en zona tensionada');
    expect(facts).toMatchObject({ landlordKind: 'legal', bigLandlord: true, stressedArea: true });
    expect(extractFacts('the landlord is a company').landlordKind).toBe('legal');
    expect(extractFacts('el arrendador es persona física y no es gran tenedor')).toMatchObject({ landlordKind: 'natural', bigLandlord: false });
    expect(extractFacts('the flat is in a stressed housing market area').stressedArea).toBe(true);
  });

  it('does not make the landlord a company when the company is the tenant or the buyer', () => {
    expect(extractFacts('Tengo alquilado un local a una SL que no paga').landlordKind).toBeUndefined();
    expect(extractFacts('My tenant is a limited company that runs a restaurant').landlordKind).toBeUndefined();
    expect(extractFacts('Soy particular y alquilo un local a una empresa por 2.000 €').landlordKind).toBe('natural');
    expect(extractFacts('El inquilino es una sociedad y se quiere ir antes').landlordKind).toBeUndefined();
    // The seller of a let flat was its landlord: a company there is one (art. 14 LAU, seven years).
    expect(extractFacts('Mi cliente compró a una SL un piso alquilado').landlordKind).toBe('legal');
    expect(extractFacts('Inmuebles Pérez S.L. es la propietaria y me alquila el piso').landlordKind).toBe('legal');
    // Rent paid to a company, or a company that bought the building the user rents in: the landlord is a company.
    expect(extractFacts('Pago el alquiler a una empresa y me quiere subir la renta').landlordKind).toBe('legal');
    expect(extractFacts('An investment fund bought our building and now wants to raise the rent').landlordKind).toBe('legal');
  });

  it('reads a let for a passing need, for less than a year, as seasonal', () => {
    expect(extractFacts('I let a furnished flat to a teacher for nine months for work').propertyUse).toBe('seasonal');
    expect(extractFacts('Alquilo el piso durante 10 meses a un médico que viene por trabajo').propertyUse).toBe('seasonal');
    expect(extractFacts('Le alquilo el piso por 3 años a alguien que viene por trabajo').propertyUse).toBeUndefined();
    expect(extractFacts('Alquilo el piso durante nueve meses').propertyUse).toBeUndefined();
    expect(extractFacts('The tenant owes 3 months; he rented it for work').propertyUse).toBeUndefined();
    expect(extractFacts('Alquilé un piso por trabajo y el casero me pide 2 meses de fianza').propertyUse).toBeUndefined();
    expect(extractFacts('I have to move to Madrid for work; can I leave with 30 days notice?').propertyUse).toBeUndefined();
  });

  it('reads a landlord holding more than ten homes as a gran tenedor, not a building of as many', () => {
    expect(extractFacts('Somos un fondo con 300 pisos y demandamos a un inquilino').bigLandlord).toBe(true);
    expect(extractFacts('We are a fund with 300 flats suing a tenant').bigLandlord).toBe(true);
    expect(extractFacts('I own 12 flats in Valencia').bigLandlord).toBe(true);
    expect(extractFacts('tengo 10 pisos alquilados').bigLandlord).toBeUndefined();
    expect(extractFacts('un edificio con 40 viviendas').bigLandlord).toBeUndefined();
    expect(extractFacts('our building has 60 flats').bigLandlord).toBeUndefined();
    expect(extractFacts('Tenemos 20 viviendas en la comunidad').bigLandlord).toBeUndefined();
    expect(extractFacts('our urbanisation has 40 homes').bigLandlord).toBeUndefined();
  });

  it('reads the use and the kind of property, new or resale', () => {
    expect(extractFacts('un piso de segunda mano')).toMatchObject({ newBuild: false, propertyKind: 'dwelling' });
    expect(extractFacts('a new-build flat from the developer')).toMatchObject({ newBuild: true, propertyKind: 'dwelling' });
    expect(extractFacts('alquiler de temporada').propertyUse).toBe('seasonal');
    expect(extractFacts('alquilo un local comercial').propertyUse).toBe('commercial');
    expect(extractFacts('será su vivienda habitual').propertyUse).toBe('habitual');
    expect(extractFacts('una VPO de régimen especial').protectedHousing).toBe('special');
  });

  it('reads owners, fractions and quota percentages', () => {
    expect(extractFacts('Somos 18 owners, 3/5 needed; mi cuota del 4,5 %')).toMatchObject({
      owners: 18,
      fraction: { numerator: 3, denominator: 5 },
      percents: [expect.objectContaining({ value: 4.5, role: 'quota' })],
    });
    expect(extractFacts('Tengo 20 vecinos').owners).toBe(20);
    expect(extractFacts('una comunidad de 24 viviendas').owners).toBe(24);
    expect(extractFacts('hace falta un tercio').fraction).toEqual({ numerator: 1, denominator: 3 });
    expect(extractFacts('12 votos a favor').votesFor).toBe(12);
  });

  it('tells the index a lease agreed from the IRAV that caps it', () => {
    expect(extractFacts('actualizamos con el IPC del 2,9 % pero el IRAV era del 2,2 %').percents).toMatchObject([
      { value: 2.9, role: 'index' },
      { value: 2.2, role: 'cap' },
    ]);
  });

  it('reads the date of an update from the verb after it', () => {
    const dates = extractFacts('Contrato firmado el 1 de marzo de 2024. En marzo de 2025 le aplicamos la subida.').dates;
    expect(dates.map((date) => date.role)).toEqual(['start', 'update']);
  });

  it('reads the mortgage rate kind and operation', () => {
    expect(extractFacts('quiero amortizar parte de mi hipoteca a tipo variable')).toMatchObject({ loanRateKind: 'variable', mortgageOperation: 'repayment' });
    expect(extractFacts('I want to switch to a fixed rate')).toMatchObject({ mortgageOperation: 'switchToFixed' });
    expect(extractFacts('The bank has agreed to switch us to a fixed rate by novation')).toMatchObject({ mortgageOperation: 'switchToFixed' });
    expect(extractFacts('Can we change our mortgage to a fixed rate?')).toMatchObject({ mortgageOperation: 'switchToFixed' });
    expect(extractFacts('hipoteca a tipo fijo').loanRateKind).toBe('fixed');
  });
});

describe('places', () => {
  it('maps every community to itself by its own name', () => {
    for (const community of COMMUNITIES) {
      expect(findRegion(`un piso en ${community.name.es}`)?.community, community.name.es).toBe(community.id);
    }
    expect(COMMUNITIES.map((c) => c.id).sort()).toEqual([...COMMUNITY_IDS].sort());
  });

  it.each([
    ['Valencia', 'comunitat-valenciana'],
    ['Alicante', 'comunitat-valenciana'],
    ['Málaga', 'andalucia'],
    ['Seville', 'andalucia'],
    ['Bilbao', 'pais-vasco'],
    ['San Sebastián', 'pais-vasco'],
    ['Palma de Mallorca', 'baleares'],
    ['La Palma', 'canarias'],
    ['Tenerife', 'canarias'],
    ['León', 'castilla-y-leon'],
    ['Castilla y León', 'castilla-y-leon'],
    ['Toledo', 'castilla-la-mancha'],
    ['Girona', 'cataluna'],
    ['Catalonia', 'cataluna'],
    ['Vigo', 'galicia'],
    ['Logroño', 'la-rioja'],
    ['Pamplona', 'navarra'],
    ['Cartagena', 'murcia'],
    ['Gijón', 'asturias'],
    ['Santander', 'cantabria'],
    ['Cáceres', 'extremadura'],
    ['Zaragoza', 'aragon'],
    ['Getafe', 'madrid'],
    ['Ceuta', 'ceuta'],
    ['Melilla', 'melilla'],
  ])('%s is in %s', (place, community) => {
    expect(findRegion(`I'm buying a flat in ${place} next year`)?.community).toBe(community);
  });

  it('does not find a place in words that merely contain one', () => {
    expect(findRegion('la comunidad valenciana')?.community).toBe('comunitat-valenciana');
    expect(findRegion('una leona en la sabana')).toBeUndefined();
  });
});
