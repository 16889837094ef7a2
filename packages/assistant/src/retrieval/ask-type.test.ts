import { describe, expect, it } from 'vitest';
import { askTypes } from './ask-type.ts';

describe('askTypes', () => {
  it('reads a request for a definition, in either language, after a greeting', () => {
    expect(askTypes('¿Qué es el retracto de colindantes?')).toEqual(['definition']);
    expect(askTypes('hola, que es exactamente una nota simple y para que sirve?')).toEqual(['definition']);
    expect(askTypes('¿En qué consiste la prórroga tácita?')).toEqual(['definition']);
    expect(askTypes('What is a nota simple?')).toEqual(['definition']);
    expect(askTypes('What does "arras penitenciales" mean?')).toEqual(['definition']);
  });

  it('does not take other questions that begin alike for one', () => {
    expect(askTypes('¿Qué es mejor, arras o reserva?')).toEqual([]);
    expect(askTypes('¿Qué es lo que tengo que pagar al comprar?')).toEqual([]);
    expect(askTypes('What is the maximum deposit for a flat?')).toEqual([]);
    expect(askTypes('¿Cuánto dura el contrato?')).toEqual([]);
  });
});
