import { describe, expect, it } from 'vitest';
import { findDeception, findEmergency } from './signals.ts';

describe('emergencies', () => {
  it.each([
    ['Huele a gas en el piso alquilado y el casero no contesta, ¿qué hago?', 'gas'],
    ['There is a gas smell in the flat my tenant rents', 'gas'],
    ['Mi inquilina tiene mareos y dolor de cabeza cuando enciende el calentador', 'carbonMonoxide'],
    ['the CO alarm keeps going off in the rented flat', 'carbonMonoxide'],
    ['Hay grietas en el techo del baño y parece que se va a caer', 'structure'],
    ['The balcony above has cracks and pieces fell onto the street', 'structure'],
    ['Sale humo del cuadro eléctrico del portal', 'fire'],
    ['Huele muchísimo a gas en mi piso y el casero no contesta', 'gas'],
    ['La viga del techo está cediendo y se oye crujir', 'structure'],
    ['el calentador hace olor raro y estamos mareados toda la familia', 'carbonMonoxide'],
    ['Me ha saltado la alarma de monoxido y me duele la cabeza', 'carbonMonoxide'],
    ['Entra agua por la lámpara del pasillo desde el piso de arriba, ¿qué hago?', 'electric'],
    ['Water is dripping onto the sockets in my kitchen from the flat above', 'electric'],
    ['Al enchufar la lavadora saltan chispas del enchufe', 'electric'],
    ['El techo del baño se está abombando por una fuga', 'structure'],
  ])('reads a danger in %j', (question, kind) => {
    expect(findEmergency(question)).toBe(kind);
  });

  it.each([
    '¿Quién paga la reparación de la caldera del piso alquilado?',
    'El seguro de incendio de la comunidad, ¿es obligatorio?',
    'Hay una grieta pequeña en la pared del salón, ¿quién la arregla?',
    'Our tenant complains about smoke from the restaurant downstairs, what can the community do?',
    'Tengo grietas antiguas en la fachada, el perito dice que no hay peligro, ¿quién paga?',
    '¿Es obligatorio un detector de monóxido en un piso de alquiler?',
    '¿Quién paga cambiar los enchufes viejos del piso alquilado?',
    'Hace un año hubo una gotera en el techo y nadie la arregló, ¿puedo reclamar?',
  ])('reads no danger in %j', (question) => {
    expect(findEmergency(question)).toBeUndefined();
  });
});

describe('requests to deceive', () => {
  it.each([
    ['¿Podemos poner en el contrato una fecha anterior para que no le aplique la ley nueva?', 'backdate'],
    ['Can we backdate the lease to 2022?', 'backdate'],
    ['Quiero poner menos renta en el contrato y cobrar el resto en efectivo en B', 'hideIncome'],
    ['How can I rent it out without declaring it to Hacienda?', 'hideIncome'],
    ['¿Puedo fingir que mi hijo necesita el piso para echar al inquilino?', 'fake'],
    ['¿Me haces un contrato de alquiler falso para empadronar a mi primo?', 'fake'],
    ['Quiero poner en la escritura un precio más bajo del real para pagar menos ITP', 'hideIncome'],
  ])('reads a request to deceive in %j', (question, kind) => {
    expect(findDeception(question)).toBe(kind);
  });

  it.each([
    'El casero finge que su hija necesita el piso, ¿puedo oponerme?',
    '¿Puedo reclamar si el casero puso una fecha falsa en el contrato?',
    'My landlord wants to pretend that he needs the flat for his son, can I stay?',
    '¿Puedo denunciar al casero si me cobra el alquiler en negro?',
    'The landlord backdated the notice: is it valid?',
    '¿Qué pasa si no declaro el alquiler en la renta?',
    '¿Puedo simular la cuota de la hipoteca antes de firmar?',
    'Mi inquilino tiene el contrato con fecha de 2019, ¿se aplica el IRAV?',
  ])('reads no request to deceive in %j (a victim, a consequence, a lawful simulation)', (question) => {
    expect(findDeception(question)).toBeUndefined();
  });
});
