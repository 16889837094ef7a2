import { describe, expect, it } from 'vitest';
import { findOffFieldKind, findOtherFieldBeside } from './scope.ts';

describe('findOffFieldKind', () => {
  it.each([
    ['Me han detenido por conducir borracho, ¿qué hago?', 'es', 'criminal'],
    ['Mi hijo tiene antecedentes penales, ¿se pueden borrar?', 'es', 'criminal'],
    ['I was arrested for drunk driving, what should I do?', 'en', 'criminal'],
    ['Tengo dolor de espalda, ¿qué me recomiendas?', 'es', 'health'],
    ['What medicine should I take for a headache?', 'en', 'health'],
    ['Me han despedido del trabajo, ¿me corresponde indemnización?', 'es', 'labour'],
    ['How is my salary taxed as an employee?', 'en', 'labour'],
    ['¿Cómo se reparte la custodia en un divorcio?', 'es', 'family'],
    ['¿Cómo funciona el desahucio en Francia?', 'es', 'foreign'],
    ['¿Qué dice la ley francesa sobre la fianza del alquiler?', 'es', 'foreign'],
    ['How long is a residential lease in England?', 'en', 'foreign'],
    ['Under German law, can a landlord raise the rent?', 'en', 'foreign'],
    ['¿Quién ganó la liga de fútbol?', 'es', 'other'],
    // An ask of another field, set in a community, a lease or a let flat.
    ['Soy la portera de una comunidad de propietarios y me han despedido, ¿cuánta indemnización me corresponde?', 'es', 'labour'],
    ['Un comercial de nuestra inmobiliaria reclama horas extra y nos lleva al juzgado de lo social', 'es', 'labour'],
    ['Our letting agent says we owe him unpaid overtime and will take us to the labour court', 'en', 'labour'],
    ['Mi inquilino me amenazó y está denunciado: ¿qué pena le puede caer y necesito abogado para el juicio penal?', 'es', 'criminal'],
    ['I rent out my flat in Spain: how do I declare the rent on my HMRC self-assessment?', 'en', 'foreign'],
    ['What notice must a landlord give under a UK assured shorthold tenancy?', 'en', 'foreign'],
  ] as const)('%j is %s', (question, language, kind) => {
    expect(findOffFieldKind(question, language)).toBe(kind);
  });

  it.each([
    ['Mi inquilino es vulnerable y servicios sociales dice que no tiene alternativa habitacional, ¿se suspende el desahucio?', 'es'],
    ['Servicios sociales ha emitido informe de vulnerabilidad, ¿paran el lanzamiento?', 'es'],
    ['¿La cláusula penal del contrato de arras se puede moderar?', 'es'],
    ['¿Qué son las arras penales?', 'es'],
    ['Vivo en Alemania y tengo un piso alquilado en Málaga, ¿qué impuestos pago?', 'es'],
    ['I live in the UK and rent out my flat in Alicante: what tax do I pay in Spain?', 'en'],
    ['Soy de Francia y quiero comprar una casa en Girona, ¿necesito NIE?', 'es'],
    ['¿Puedo desahuciar a un okupa que ha cometido un delito de usurpación en mi vivienda?', 'es'],
    ['¿Cuál es la capital de Francia?', 'es'],
    ['¿Qué fianza hay que pagar al alquilar un piso?', 'es'],
    ['¿Puede la junta despedir al administrador de fincas antes de que acabe el año?', 'es'],
    ['El casero me amenaza con echarme si no acepto la subida, ¿puede hacerlo?', 'es'],
    ['¿Qué pena tiene la usurpación de una vivienda por okupas y cómo la recupero?', 'es'],
    ['Qué pena, el inquilino se fue sin pagar tres meses, ¿puedo quedarme la fianza?', 'es'],
    ['Al acabar el alquiler el casero quiere que firme un finiquito renunciando a la fianza', 'es'],
    ['Who pays the council tax (IBI) when I sell my flat in Spain?', 'en'],
    ['I file a UK self-assessment every year. How much ITP will I pay on a flat in Málaga?', 'en'],
  ] as const)('%j is not off the field (or not another country\'s law)', (question, language) => {
    expect(findOffFieldKind(question, language)).toBeUndefined();
  });
});

describe('findOffFieldKind, the asked sentence', () => {
  it('takes a question asked under another country’s law as foreign, whatever Spanish setting its story gives', () => {
    expect(findOffFieldKind('Tengo un piso en Málaga y otro en Oporto. ¿Según la ley portuguesa cuánto preaviso doy al inquilino de Oporto?', 'es')).toBe('foreign');
    // Asked under Spanish law, it stays ours.
    expect(findOffFieldKind('Vivo en Francia y alquilo mi piso de Málaga. ¿Qué dice la ley española del preaviso?', 'es')).toBeUndefined();
  });
});

describe('immigration (issue 30.6)', () => {
  it('redirects a question of visas, residence or nationality, and only the immigration part of a mixed one', () => {
    expect(findOffFieldKind('¿Cómo renuevo mi permiso de residencia si estoy en paro?', 'es')).toBe('immigration');
    expect(findOffFieldKind('¿Cuánto tarda la nacionalidad española por residencia?', 'es')).toBe('immigration');
    expect(findOffFieldKind('My visa expires next month, can my landlord evict me?', 'en')).toBeUndefined();
    expect(findOtherFieldBeside('My visa expires next month, can my landlord evict me?', 'en')).toBe('immigration');
  });

  it('keeps the golden visa, a question of buying property since its repeal, in the field', () => {
    expect(findOffFieldKind('Can I still get a golden visa if I buy a €500,000 flat in Marbella?', 'en')).toBeUndefined();
    expect(findOtherFieldBeside('Can I still get a golden visa if I buy a €500,000 flat in Marbella?', 'en')).toBeUndefined();
  });
});
