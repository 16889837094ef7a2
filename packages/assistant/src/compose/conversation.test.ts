import { describe, expect, it } from 'vitest';
import { looksLikeFollowUp, readConversation, replaceContradicted } from './conversation.ts';

describe('replaceContradicted', () => {
  it.each([
    ['¿Cuánto me cobran por amortizar una hipoteca variable?', '¿Y si la hipoteca es a tipo fijo?', '¿Cuánto me cobran por amortizar una hipoteca fijo?'],
    ['What fee for repaying a variable-rate mortgage early?', 'And if it is fixed?', 'What fee for repaying a fixed-rate mortgage early?'],
    ['¿Qué fianza se pide en una vivienda?', '¿Y para un local?', '¿Qué fianza se pide en una local?'],
    ['¿Qué pasa si el vendedor incumple unas arras penitenciales?', '¿Y si eran confirmatorias?', '¿Qué pasa si el vendedor incumple unas arras confirmatorias?'],
    ['¿Qué IVA paga una vivienda de obra nueva?', '¿Y si es de segunda mano?', '¿Qué IVA paga una vivienda de segunda mano?'],
    ['¿Retiene IRPF una persona física?', '¿Y una empresa?', '¿Retiene IRPF una empresa?'],
  ])('%j then %j reads %j', (previous, question, expected) => {
    expect(replaceContradicted(previous, question)).toBe(expected);
  });

  it('keeps the earlier question when nothing is contradicted, or when the follow-up names both words', () => {
    expect(replaceContradicted('¿Cuánta fianza para una vivienda?', '¿Y cuándo me la devuelven?')).toBe('¿Cuánta fianza para una vivienda?');
    expect(replaceContradicted('¿Hipoteca variable?', '¿Y pasar de variable a fija?')).toBe('¿Hipoteca variable?');
    // Only whole words: 'localidad' is not 'local'.
    expect(replaceContradicted('¿Fianza de una vivienda en otra localidad?', '¿Y un local?')).toBe('¿Fianza de una local en otra localidad?');
  });
});

describe('readConversation', () => {
  it('reads a change of facts with the earlier question on the new facts', () => {
    const history = [
      { sender: 'USER' as const, text: '¿Cuánto me pueden cobrar por amortizar anticipadamente una hipoteca variable?' },
      { sender: 'BOT' as const, text: 'En variable, como máximo 0,25 %…' },
    ];
    const reading = readConversation('¿Y si la hipoteca es a tipo fijo?', history, 'es');
    expect(reading.followUp).toBe(true);
    expect(reading.previous).toBe('¿Cuánto me pueden cobrar por amortizar anticipadamente una hipoteca fijo?');
  });
});

describe('looksLikeFollowUp', () => {
  it('reads a question whose later sentence leans on the conversation as a follow-up', () => {
    expect(looksLikeFollowUp('Tiene 67 años y lleva 20 viviendo en el piso. ¿Queda exento del todo? ¿Y si fuera su casa de la playa?', 'es')).toBe(true);
    expect(looksLikeFollowUp('El contrato lo firmamos en 2021 con una agencia de Bilbao; ¿vale lo mismo para el trastero también?', 'es')).toBe(true);
    expect(looksLikeFollowUp('Mi hermano vive ahí desde hace años sin pagar nada a nadie, ¿puede quedarse?', 'es')).toBe(true);
  });

  it('does not take a question that opens a new subject, or stands alone, for one', () => {
    expect(looksLikeFollowUp('Otra pregunta. ¿Y cuánto cuesta inscribir una compraventa en el Registro?', 'es')).toBe(false);
    expect(looksLikeFollowUp('¿Cuánto tiempo tiene el inquilino para reclamar la fianza cuando se va del piso?', 'es')).toBe(false);
  });
});
