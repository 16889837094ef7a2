import type { Scope } from '../understanding/understand.ts';
import type { DeceptionKind, EmergencyKind } from '../understanding/signals.ts';
import type { Language } from '../types.ts';
import { professionalFor } from './compose-answer.ts';
import type { OffFieldKind } from './scope.ts';

type Lang = 'es' | 'en';

/** The safety advice an emergency gets before anything else: 112, leave, and what makes the danger worse. */
const SAFETY: Record<EmergencyKind, Record<Lang, string>> = {
  gas: {
    es: '**Primero, la seguridad:** si huele a gas, no enciendas ni apagues luces ni aparatos y no uses llamas; abre puertas y ventanas para ventilar, cierra la llave del gas si puedes, sal de la vivienda y llama al **112** (o a urgencias de la distribuidora de gas) desde fuera.',
    en: '**Safety first:** if you smell gas, do not switch lights or appliances on or off and use no flames; open doors and windows to ventilate, turn off the gas valve if you can, leave the home and call **112** (or the gas distributor\'s emergency line) from outside.',
  },
  carbonMonoxide: {
    es: '**Primero, la seguridad:** mareos o dolor de cabeza junto a una caldera, un calentador o una estufa pueden ser una intoxicación por monóxido de carbono: apaga el aparato si puedes, ventila abriendo puertas y ventanas, sal de la vivienda con todos y llama al **112**. No vuelvas a usarlo hasta que lo revise un técnico.',
    en: '**Safety first:** dizziness or headaches near a boiler, water heater or stove can be carbon monoxide poisoning: turn the appliance off if you can, ventilate by opening doors and windows, get everyone out of the home and call **112**. Do not use it again until a technician has checked it.',
  },
  fire: {
    es: '**Primero, la seguridad:** sal de la vivienda con todos, cierra las puertas al salir, no uses el ascensor y llama al **112** (bomberos).',
    en: '**Safety first:** get everyone out of the home, close the doors behind you, do not use the lift and call **112** (fire brigade).',
  },
  electric: {
    es: '**Primero, la seguridad:** si el agua llega a enchufes, cables o lámparas, o saltan chispas, no toques nada mojado ni pises el agua; si puedes hacerlo en seco, baja el interruptor general del cuadro eléctrico y cierra la llave de paso del agua; sal de la zona y llama al **112** si hay chispas, humo o alguien ha recibido una descarga. Después, avisa al vecino de arriba y al presidente o al administrador de la comunidad.',
    en: '**Safety first:** if water is reaching sockets, cables or light fittings, or there are sparks, touch nothing wet and do not stand in the water; if you can do it from a dry spot, switch off the main switch at the fuse box and close the water stopcock; leave the area and call **112** if there are sparks, smoke or someone got a shock. Then tell the neighbour upstairs and the community\'s president or property manager.',
  },
  structure: {
    es: '**Primero, la seguridad:** si el techo, un balcón o parte del edificio puede caer, sal y aleja a todos de la zona, impide el paso por debajo y llama al **112** (bomberos); avisa en el acto al presidente o al administrador de la comunidad.',
    en: '**Safety first:** if the ceiling, a balcony or part of the building may fall, leave and keep everyone away from the area, stop anyone passing beneath it and call **112** (fire brigade); tell the community\'s president or property manager at once.',
  },
};

/** The refusal of a request to deceive, before the lawful route the answer goes on to give. */
const REFUSAL: Record<DeceptionKind, Record<Lang, string>> = {
  backdate: {
    es: 'No puedo ayudarte a poner una fecha falsa en un contrato: antedatarlo es ilegal (falsedad documental, y fraude frente a la otra parte o a Hacienda).',
    en: 'I cannot help you put a false date on a contract: backdating it is illegal (forgery of a document, and fraud on the other party or the tax office).',
  },
  hideIncome: {
    es: 'No puedo ayudarte a ocultar ingresos o parte del precio a Hacienda: es fraude fiscal, con recargos y sanciones, y delito por encima de ciertos importes.',
    en: 'I cannot help you hide income or part of the price from the tax office (Hacienda): it is tax fraud, with surcharges and penalties, and a crime above certain amounts.',
  },
  fake: {
    es: 'No puedo ayudarte a simular una causa o un documento: es ilegal (fraude, y ante un juzgado puede ser delito).',
    en: 'I cannot help you fake a reason or a document: it is illegal (fraud, and before a court it can be a crime).',
  },
};
const LAWFUL_ROUTE: Record<Lang, string> = { es: 'Lo que sí permite la ley:', en: 'What the law does allow:' };

/** The part of a mixed question that belongs to another field, by field. */
const OTHER_PART: Record<Exclude<OffFieldKind, 'other'>, Record<Lang, string>> = {
  criminal: { es: 'Lo penal de tu pregunta queda fuera de mi ámbito.', en: 'The criminal side of your question is outside my field.' },
  health: { es: 'Lo médico de tu pregunta queda fuera de mi ámbito.', en: 'The health side of your question is outside my field.' },
  labour: { es: 'Lo laboral de tu pregunta queda fuera de mi ámbito.', en: 'The employment side of your question is outside my field.' },
  family: { es: 'Lo de derecho de familia de tu pregunta queda fuera de mi ámbito.', en: 'The family-law side of your question is outside my field.' },
  immigration: { es: 'Lo de extranjería de tu pregunta queda fuera de mi ámbito.', en: 'The immigration side of your question is outside my field.' },
  foreign: { es: 'Lo que depende de la ley de otro país queda fuera de mi ámbito.', en: 'What depends on another country\'s law is outside my field.' },
};

/**
 * What an answer says before its subject, from the question's scope (issue 30.6): the safety advice of an emergency,
 * the refusal of a request to deceive, the redirection of the part of a mixed question that belongs to another
 * field. Undefined when none applies.
 */
export function composeLead(scope: Scope, language: Language): string | undefined {
  const lang: Lang = language === 'SPANISH' ? 'es' : 'en';
  const lines: string[] = [];
  if (scope.emergency) lines.push(SAFETY[scope.emergency][lang]);
  if (scope.deception) lines.push(`${REFUSAL[scope.deception][lang]} ${LAWFUL_ROUTE[lang]}`);
  if (scope.otherField) lines.push(`${OTHER_PART[scope.otherField][lang]} ${professionalFor(scope.otherField, lang, scope.foreignPlace)}`);
  return lines.length > 0 ? lines.join('\n\n') : undefined;
}
