import { describe, expect, it } from 'vitest';
import { stripUserSpecifics } from './scoring-text.ts';

const words = (text: string) => stripUserSpecifics(text).split(/[^\p{L}%]+/u).filter(Boolean);

describe('stripUserSpecifics', () => {
  it('strips figures, amounts with their period, dates, places and the names of people', () => {
    expect(words('Mi inquilino Juan Pérez de Valencia me debe 1.200 € al mes desde el 3 de marzo de 2024')).toEqual([
      'Mi', 'inquilino', 'de', 'me', 'debe', 'desde', 'el',
    ]);
    expect(words('My tenant in Málaga has owed €1,200 a month since March 3, 2024')).toEqual(['My', 'tenant', 'in', 'has', 'owed', 'since']);
  });

  it('strips the year a building went up, so an old flat is not read as new-build', () => {
    expect(words('Vendo un piso construido en 1975, ¿necesito certificado energético?')).toEqual(['Vendo', 'un', 'piso', 'necesito', 'certificado', 'energético']);
    expect(words('A flat built in 2010')).toEqual(['A', 'flat']);
    expect(words('Una vivienda de obra nueva construida por la promotora')).toContain('construida');
  });

  it('keeps acronyms, laws, institutions, everyday words of the field and what a percentage asks', () => {
    expect(words('¿Qué dice la Ley de Propiedad Horizontal del IBI que cobra Hacienda?')).toEqual([
      'Qué', 'dice', 'la', 'Ley', 'de', 'Propiedad', 'Horizontal', 'del', 'IBI', 'que', 'cobra', 'Hacienda',
    ]);
    expect(words('Alquilo por Airbnb, ¿qué %?')).toEqual(['Alquilo', 'por', 'Airbnb', 'qué', '%']);
    expect(words("El vendedor va a 'renunciar a la exención de IVA', ¿qué pago?")).toContain('IVA');
  });

  it("strips a flat's floor and door whole, leaving no stray letter to weigh as an unknown word", () => {
    expect(words('El dueño del 2ºB no puede venir a la junta')).toEqual(['El', 'dueño', 'del', 'no', 'puede', 'venir', 'a', 'la', 'junta']);
    expect(words('Vivo en el 3.º A y el del 1ª me debe')).toEqual(['Vivo', 'en', 'el', 'y', 'el', 'del', 'me', 'debe']);
  });
});
