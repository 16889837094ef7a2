import { describe, expect, it } from 'vitest';
import { formatDate, formatEuros, formatPrice } from './format.ts';

// Intl puts a no-break space between the amount and the sign.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatEuros', () => {
  it.each([
    [20, '20,00 €'],
    [60, '60,00 €'],
    [12.5, '12,50 €'],
    [0, '0,00 €'],
    [12345.678, '12.345,68 €'],
  ])('%d reads %j', (amount, text) => {
    expect(formatEuros(amount)).toBe(nbsp(text));
  });
});

describe('formatPrice', () => {
  it('drops the cents of a whole price only', () => {
    expect(formatPrice(20)).toBe(nbsp('20 €'));
    expect(formatPrice(19.5)).toBe(nbsp('19,50 €'));
  });
});

describe('formatDate', () => {
  it('reads dd/mm/yyyy', () => {
    expect(formatDate('2025-07-15T12:00:00.000Z')).toBe('15/07/2025');
    expect(formatDate(new Date(2025, 0, 5, 12))).toBe('05/01/2025');
  });
});
