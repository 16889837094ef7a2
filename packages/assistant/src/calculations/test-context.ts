import type { CalculationContext } from './types.ts';

/** A fixed 'today' so deadlines and rates in force do not move with the clock. */
export const ES: CalculationContext = { language: 'SPANISH', today: '2026-06-01' };
export const EN: CalculationContext = { language: 'ENGLISH', today: '2026-06-01' };
