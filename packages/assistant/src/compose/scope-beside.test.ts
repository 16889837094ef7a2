import { describe, expect, it } from 'vitest';
import { composeLead } from './lead.ts';
import { findForeignPlace, findOffFieldKind, findOtherFieldBeside } from './scope.ts';

describe('a question that also touches another field', () => {
  it('redirects the other part of a mixed question and keeps ours', () => {
    const divorce = 'Me estoy divorciando y el contrato de alquiler del piso está a nombre de los dos, ¿puedo quedarme yo?';
    expect(findOffFieldKind(divorce, 'es')).toBeUndefined();
    expect(findOtherFieldBeside(divorce, 'es')).toBe('family');
    // Dismissing the community's porter is the ask itself: another field's, whatever the setting.
    expect(findOffFieldKind('La junta acordó suprimir la portería; ¿cuánto cuesta el despido del conserje?', 'es')).toBe('labour');
    const france = 'Tres hermanos heredamos un piso en Valencia; uno vive en Lyon, ¿cómo se reparte y qué impuestos paga en Francia?';
    expect(findOtherFieldBeside(france, 'es')).toBe('foreign');
  });

  it('touches no other field in a plain question of ours, whatever its parties do for a living or where they come from', () => {
    expect(findOtherFieldBeside('Alquilo mi piso a un médico que trabaja en el hospital, ¿qué fianza le pido?', 'es')).toBeUndefined();
    expect(findOtherFieldBeside('El inquilino es trabajador temporal, ¿puedo pedirle aval?', 'es')).toBeUndefined();
    expect(findOffFieldKind('Un comprador de Francia quiere mi piso, ¿qué documentos necesita el notario?', 'es')).toBeUndefined();
    expect(findOffFieldKind('El bar de abajo echa humo de la cocina a mi terraza, ¿puedo quejarme?', 'es')).toBeUndefined();
    expect(findOtherFieldBeside('¿Cuánto es la fianza de un alquiler de vivienda en Madrid?', 'es')).toBeUndefined();
    expect(findOtherFieldBeside('Can my landlord keep the deposit for painting?', 'en')).toBeUndefined();
  });

  it('names the foreign place the matter is in, the country first', () => {
    expect(findForeignPlace('A client has a flat in the Algarve (Portugal) and the tenant stopped paying')).toBe('Portugal');
    expect(findForeignPlace('¿Cómo funciona un desahucio en Francia?')).toBe('Francia');
    expect(findForeignPlace('My client lives in the UK and has a flat in Portugal')).toBe('Portugal');
    expect(findForeignPlace('What does French law say about leases?')).toBe('France');
    expect(findForeignPlace('¿Cuánto es la fianza en Madrid?')).toBeUndefined();
  });

  it('frames the answer: safety first, then a refusal, then the redirection', () => {
    const lead = composeLead({ emergency: 'gas', deception: 'backdate', otherField: 'foreign', foreignPlace: 'Francia' }, 'SPANISH') as string;
    expect(lead.indexOf('112')).toBeLessThan(lead.indexOf('No puedo ayudarte'));
    expect(lead).toMatch(/ventilar/);
    expect(lead).toMatch(/Lo que sí permite la ley:/);
    expect(lead).toMatch(/queda fuera de mi ámbito.*colegiado en Francia/s);
    expect(composeLead({}, 'ENGLISH')).toBeUndefined();
  });
});
