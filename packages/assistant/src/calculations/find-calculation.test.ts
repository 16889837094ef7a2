import { describe, expect, it } from 'vitest';
import { findCalculation } from './find-calculation.ts';
import { createCitationResolver } from '../compose/citations.ts';
import { loadSharedProvisions } from '../test-utils/shared-corpus.ts';
import { calculationCitations, formatCalculation } from './format-calculation.ts';
import type { CalculationOutcome, CalculationResult } from './types.ts';

const TODAY = { today: '2026-06-01' };

function ready(question: string, language: 'SPANISH' | 'ENGLISH' = 'SPANISH'): CalculationResult {
  const outcome = findCalculation(question, language, undefined, TODAY);
  expect(outcome?.status, question).toBe('ready');
  return (outcome as Extract<CalculationOutcome, { status: 'ready' }>).result;
}

describe('findCalculation', () => {
  it('ITP from a Spanish question: Madrid 300.000 × 6 % = 18.000', () => {
    const result = ready('Compro un piso de segunda mano en Madrid por 300.000 €, ¿cuánto ITP pago?');
    expect(result).toMatchObject({ kind: 'itp-resale', figures: { tax: 18_000 } });
  });

  it('ITP when the question does not say resale: computed as resale, with the new-build alternative noted', () => {
    const result = ready('Compro un piso en Madrid por 300.000 €, ¿cuánto pago de impuestos?');
    expect(result).toMatchObject({ kind: 'itp-resale', figures: { tax: 18_000 } });
    expect(result.notes[0]).toMatch(/obra nueva/);
  });

  it('ITP from an English question naming a Spanish city: Barcelona 400.000 × 10 % = 40.000', () => {
    const result = ready("I'm buying a resale flat in Barcelona for €400,000, how much transfer tax?", 'ENGLISH');
    expect(result).toMatchObject({ kind: 'itp-resale', language: 'ENGLISH', figures: { tax: 40_000 } });
  });

  it('new home in Málaga: IVA 20.000 + AJD 2.400', () => {
    expect(ready('Compro una vivienda de obra nueva en Málaga por 200.000 €, ¿qué impuestos pago?')).toMatchObject({
      kind: 'new-home-taxes',
      figures: { iva: 20_000, ajd: 2_400 },
    });
  });

  it('deposit from a monthly rent: 900 and up to 1.800', () => {
    expect(ready('Alquiler de 900 € al mes, ¿cuánta fianza puedo pedir?')).toMatchObject({ kind: 'lease-deposit', figures: { deposit: 900, additionalGuaranteeCap: 1_800 } });
  });

  it('community majority: 20 owners and a lift → 11', () => {
    expect(ready('Tengo 20 vecinos, ¿qué mayoría hace falta para instalar un ascensor?')).toMatchObject({ kind: 'community-majority', figures: { ownersNeeded: 11 } });
  });

  it('community majority from a fraction: 18 owners, 3/5 → 11', () => {
    expect(ready('We are 18 owners in the building; how many votes for a 3/5 majority?', 'ENGLISH')).toMatchObject({ figures: { ownersNeeded: 11, rule: 'three-fifths' } });
  });

  it('checks the votes given: 20 owners, 12 voted for the lift with 55 % of the quotas → passes', () => {
    const result = ready('En una comunidad de 20 vecinos, 12 votaron a favor del ascensor con el 55 % de las cuotas, ¿se aprueba con esa mayoría?');
    expect(result.steps.at(-1)).toMatch(/12 propietarios con el 55 % de las cuotas → el acuerdo se aprueba/);
  });

  it('plusvalía on a sale at a loss: no tax, without asking for the cadastral value', () => {
    const result = ready('Compré un piso en 2007 por 250.000 € y lo vendo ahora por 180.000 €. ¿Pago plusvalía municipal?');
    expect(result).toMatchObject({ kind: 'plusvalia', figures: { tax: 0 } });
  });

  it('plusvalía with both methods', () => {
    const result = ready('Compré el piso el 10 de marzo de 2015 por 150.000 € y lo vendo el 20 de junio de 2025 por 250.000 €. Valor catastral 100.000 €, suelo 40.000 €, tipo municipal 29 %. ¿Cuánta plusvalía municipal pago?');
    expect(result).toMatchObject({ kind: 'plusvalia', figures: { base: 4_800, tax: 1_392 } });
  });

  it('rent update with the IRAV given by the user: 1.000 × 2,3 % = 23', () => {
    const result = ready('Alquiler de 1.000 € al mes, contrato firmado el 10 de septiembre de 2024 con cláusula de actualización; el IRAV es del 2,3 %. ¿Cuánto puedo subir la renta?');
    expect(result).toMatchObject({ kind: 'rent-update', figures: { regime: 'irav', appliedPercent: 2.3, newRent: 1_023 } });
  });

  it('rent update keeps the roles of two figures: the agreed IPC is capped by the IRAV, with the overcharge', () => {
    const result = ready('Renta de 900 €, contrato de 15 de junio de 2024 con actualización anual por IPC. En junio de 2025 le subimos el IPC, un 3 %, pero el IRAV era del 2 %. ¿Estaba bien?');
    expect(result).toMatchObject({ kind: 'rent-update', figures: { regime: 'irav', capPercent: 2, appliedPercent: 2, newRent: 918, updateDate: '2025-06-15' } });
    expect(result.steps.join('\n')).toMatch(/927 €: 9 € al mes por encima del máximo/);
    expect(result.sources).toContainEqual({ law: 'CC', article: '1895' });
  });

  it('rent update asks for the IRAV of the right month when the table does not have it', () => {
    const outcome = findCalculation('Alquiler de 1.000 € al mes, contrato firmado el 10 de septiembre de 2024, ¿cuánto puedo subir la renta?', 'SPANISH', undefined, TODAY);
    expect(outcome).toMatchObject({ status: 'missing', kind: 'rent-update' });
    expect(outcome?.status === 'missing' && outcome.missing[0]?.label).toMatch(/IRAV publicado por el INE para julio de 2026/);
  });

  it('notice dates for non-renewal', () => {
    expect(ready('Contrato firmado el 3 de marzo de 2022 por 1 año, ¿hasta cuándo tengo que avisar para no renovar?')).toMatchObject({
      kind: 'lease-notice',
      figures: { landlordNoticeBy: '2026-11-03', tenantNoticeBy: '2027-01-03' },
    });
  });

  it("tenant's withdrawal indemnity", () => {
    expect(ready('Pago 800 € al mes de alquiler desde el 1 de febrero de 2024 y quiero irme el 1 de diciembre de 2026, ¿cuánta indemnización por desistimiento?')).toMatchObject({
      kind: 'lease-withdrawal',
      figures: { indemnity: 135.89 },
    });
  });

  it('mortgage fee', () => {
    expect(ready('Quiero amortizar 30.000 € de mi hipoteca a tipo variable firmada el 1 de marzo de 2023, ¿qué comisión me pueden cobrar?')).toMatchObject({
      kind: 'mortgage-fees',
      figures: { fee: 45 },
    });
  });

  it('LOE deadlines in English', () => {
    expect(ready('The building was handed over on 15 June 2018 and cracks in a load-bearing wall appeared on 1 February 2025. When must I claim under the LOE?', 'ENGLISH')).toMatchObject({
      kind: 'loe-deadlines',
      figures: { claimBy: '2027-02-01', covered: true },
    });
  });

  it('asks for the missing figures when the question asks for a calculation', () => {
    const outcome = findCalculation('¿Cuánto ITP se paga en Sevilla?', 'SPANISH', undefined, TODAY);
    expect(outcome).toMatchObject({ status: 'missing', kind: 'itp-resale', missing: [{ id: 'price' }] });
    expect(formatCalculation(outcome!)).toMatch(/^\*\*Para calcularlo necesito el precio de compra\.\*\*/);
    const majority = findCalculation('¿Cuántos votos hacen falta para poner placas solares en la comunidad?', 'SPANISH', undefined, TODAY);
    expect(majority).toMatchObject({ status: 'missing', missing: [{ id: 'owners' }] });
  });

  it('does not take the date a lease ended as the date it began', () => {
    const outcome = findCalculation('The lease on my flat ended on 31 March 2025; until when do I have to give notice?', 'ENGLISH', undefined, TODAY);
    expect(outcome).toMatchObject({ status: 'missing', kind: 'lease-notice', missing: [{ id: 'leaseStart' }] });
  });

  it('asks for no figures when the question asks for the rule, which the answer gives', () => {
    for (const question of [
      '¿Qué mayoría hace falta para poner placas solares en la comunidad?',
      'Vamos a alquilar un ático de 350 m² por 6.000 € al mes con un contrato de 2 años sin prórrogas. ¿Se puede?',
      'I want to glass in my terrace and the president says it needs a vote: is that true, and what majority?',
    ]) {
      expect(findCalculation(question, /^[¿V]/.test(question) ? 'SPANISH' : 'ENGLISH', undefined, TODAY), question).toBeNull();
    }
  });

  it("says, while asking for the rent, that a let for a passing need takes two months' deposit", () => {
    const seasonal = findCalculation('I let a furnished flat to a teacher for nine months for work. How much deposit do I take?', 'ENGLISH', undefined, TODAY);
    expect(seasonal).toMatchObject({ status: 'missing', kind: 'lease-deposit', missing: [{ id: 'rent' }] });
    expect(formatCalculation(seasonal!)).toMatch(/^\*\*To calculate it I need the monthly rent \(a seasonal let.*use other than housing: the deposit is two months’ rent\)\.\*\*/);
    const home = findCalculation('¿Cuánta fianza le pido al inquilino de mi piso?', 'SPANISH', undefined, TODAY);
    expect(home).toMatchObject({ status: 'missing', kind: 'lease-deposit', missing: [{ id: 'rent', label: 'la renta mensual' }] });
    expect(ready('Alquilo mi piso a una profesora por nueve meses, durante el curso escolar, por 700 € al mes. ¿Qué fianza?', 'SPANISH')).toMatchObject({
      kind: 'lease-deposit',
      figures: { deposit: 1400 },
    });
  });

  it('leaves explanations and other subjects to retrieval', () => {
    for (const question of ['¿Qué es el ITP?', '¿Cuándo me devuelven la fianza?', '¿Cuánto ITP pago por un coche de segunda mano de 8.000 €?', 'What is a community of owners?']) {
      expect(findCalculation(question, 'SPANISH', undefined, TODAY), question).toBeNull();
    }
  });

  it('formats the block with the figure first, then steps, rule, rates with their dates, and sources; citations use the Citation type', () => {
    const outcome = findCalculation('Compro un piso de segunda mano en Barcelona por 700.000 €, ¿cuánto ITP pago?', 'SPANISH', undefined, TODAY)!;
    const block = formatCalculation(outcome);
    expect(block.split('\n')[0]).toMatch(/^\*\*.*71\.000 €/);
    expect(block.indexOf('Cálculo:')).toBeLessThan(block.indexOf('Regla:'));
    expect(block).toMatch(/desde el 27 de junio de 2025/);
    expect(block).toMatch(/tabla revisada a 1 de enero de 2026/);
    expect(block.trimEnd().split('\n').at(-1)).toBe('Fuentes: Art. 11.1.a TRLITPAJD; Art. 10.2 TRLITPAJD.');
    const itp = { lawId: 'BOE-A-1993-25359', versionDate: '2026-03-19' };
    expect(calculationCitations(outcome, createCitationResolver(loadSharedProvisions()))).toEqual([
      { label: 'Art. 11.1.a TRLITPAJD', article: '11', apartado: '1', url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1993-25359#a11', ...itp },
      { label: 'Art. 10.2 TRLITPAJD', article: '10', apartado: '2', url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1993-25359#a10', ...itp },
    ]);
  });
});
