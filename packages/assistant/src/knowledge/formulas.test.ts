import { describe, expect, it } from 'vitest';
import { extractFacts } from '../facts/extract-facts.ts';
import { applyFormula, checkFormula, type Formula } from './formulas.ts';

const cession: Formula = { inputs: { rent: ['rent'] }, es: 'Hasta {rent * 1.2} € ({rent * 0.2} € más).', en: 'Up to €{rent * 1.2} (€{rent * 0.2} more).' };

describe('formulas over the user\'s amounts', () => {
  it('applies the rule to the amount of the role it takes, in each language\'s number format', () => {
    expect(applyFormula(cession, extractFacts('Local alquilado a un bar, renta 1.500 € al mes; quiere traspasarlo'), 'es')).toBe('Hasta 1.800 € (300 € más).');
    expect(applyFormula(cession, extractFacts('The rent of the shop is €1,250 a month'), 'en')).toBe('Up to €1,500 (€250 more).');
    expect(applyFormula({ ...cession, es: '{rent / 3}' }, extractFacts('renta de 1.000 €'), 'es')).toBe('333,33');
  });

  it('is not applied without the amount, nor to an amount of another role', () => {
    expect(applyFormula(cession, extractFacts('¿Cuánto puede subir la renta si traspaso el local?'), 'es')).toBeUndefined();
    expect(applyFormula(cession, extractFacts('Vendo el local por 200.000 €'), 'es')).toBeUndefined();
  });

  it('reads an amount of no known role only when it is the question\'s one amount', () => {
    const threshold: Formula = { inputs: { capital: ['unknown'] }, es: '{capital * 0.03}', en: '{capital * 0.03}' };
    expect(applyFormula(threshold, extractFacts('el préstamo es de 180.000 a 30 años'), 'es')).toBe('5.400');
    expect(applyFormula(threshold, extractFacts('préstamo de 180.000 y cuota de 800 al mes'), 'es')).toBeUndefined();
  });

  it('accepts only arithmetic over the declared inputs', () => {
    expect(checkFormula(cession)).toBeUndefined();
    expect(checkFormula({ ...cession, es: '{price * 2}' })).toMatch(/price is not an input/);
    expect(checkFormula({ ...cession, es: '{rent.constructor}' })).toMatch(/not arithmetic/);
    expect(checkFormula({ ...cession, en: '{alert(rent)}' })).toMatch(/not arithmetic/);
    expect(checkFormula({ ...cession, en: "{rent * 'x'}" })).toMatch(/only numbers/);
    expect(checkFormula({ ...cession, es: '{rent *}' })).toMatch(/cannot read/);
  });
});
