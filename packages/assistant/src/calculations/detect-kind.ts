import type { QuestionFacts } from '../facts/types.ts';
import type { CalculationKind } from './types.ts';

const LEASE = /\b(alquiler\w*|alquilo|arrend\w*|inquilin\w*|casero|piso|vivienda|contrato|renta|lease|let|rent\w*|tenan\w*|landlord|flat|apartment|tenancy)\b/;

/**
 * Words that ask for the figure itself (an amount, a count, a date), so that a calculation short of its inputs is
 * worth asking them for. '¿Qué mayoría hace falta?' or '¿se puede?' ask for the rule, which the answer gives.
 */
export const ASKS_FOR_THE_FIGURE =
  /\b(cuanto|cuanta|cuantos|cuantas|calcul\w*|how much|how many|hasta cuando|hasta que (dia|fecha)|que (dia|fecha)|by when|until when|what date|which date|importe|amount|total)\b/;

interface KindRule {
  kind: CalculationKind;
  matches: (folded: string, facts: QuestionFacts) => boolean;
}

/** Checked in order: the first rule that matches decides. */
const RULES: KindRule[] = [
  // Only with a figure: '¿qué pasa si el comprador pierde las arras?' is answered from the knowledge base.
  {
    kind: 'reserve-fund',
    matches: (q, facts) => facts.amounts.length > 0 && /\b(fondo de reserva|fondos de reserva|reserve fund|contingency fund)\b/.test(q),
  },
  {
    kind: 'arras',
    matches: (q, facts) =>
      facts.amounts.length > 0 &&
      /\b(arras|earnest money|penitential deposit|confirmatory deposit)\b/.test(q) &&
      /\b(desist\w*|echa\w* atras|arrepient\w*|no quiere (vender|comprar)|ya no (vende|compra|quiere)|devolv\w*|devuelv\w*|doble|duplicad\w*|pierd\w*|perder|corresponde|cuanto|withdraw\w*|pull\w* out|back\w* out|changes? (his|her|their) mind|double|twice|lose|loses|forfeit\w*|get back|entitled|how much)\b/.test(q),
  },
  { kind: 'plusvalia', matches: (q) => /\b(plusvalia municipal|plusvalia|iivtnu|incremento de valor de los terrenos|municipal (capital )?gains? tax|land value (increase )?tax)\b/.test(q) },
  {
    kind: 'mortgage-fees',
    matches: (q, facts) =>
      /\b(hipoteca\w*|prestamo|mortgage|loan)\b/.test(q) &&
      (/\b(comision\w*|compensacion|fee|fees|penalt\w*|charge)\b/.test(q) || (facts.mortgageOperation !== undefined && /\b(cobr\w*|cuesta|cost\w*)\b/.test(q))),
  },
  {
    kind: 'community-majority',
    matches: (q, facts) =>
      /\b(mayoria|mayorias|quorum|votos?|votacion|unanimidad|majority|majorities|votes?|voting|unanimity|unanimous)\b/.test(q) &&
      (facts.owners !== undefined || /\b(junta|comunidad|vecinos|propietarios|owners|neighbou?rs|community|meeting|building)\b/.test(q)),
  },
  {
    kind: 'loe-deadlines',
    matches: (q) =>
      /\b(loe|decenal|garantia de (la )?obra nueva|vicios de (la )?construccion|defectos de (la )?construccion|building defects?|construction defects?|structural defects?|latent defects?|new[- ]build (guarantee|warranty)|10[- ]year (building )?(guarantee|warranty))\b/.test(q) ||
      (/\b(grietas?|humedad\w*|goteras?|filtracion\w*|defectos?|cracks?|damp|leaks?|defects?)\b/.test(q) &&
        /\b(obra nueva|promotor\w*|constructor\w*|recepcion|new[- ]build|developer|builder|reception)\b/.test(q)),
  },
  {
    kind: 'lease-withdrawal',
    matches: (q) =>
      /\b(desist\w*|irme antes|irse antes|marcharme antes|dejar el (piso|alquiler|contrato) antes|romper el contrato|rescindir|terminar el contrato antes|break (the|my|a) lease|leave (early|before)|end the lease early|early termination|indemnizacion por (irme|irse|dejar|salir))\b/.test(q),
  },
  {
    kind: 'rent-update',
    matches: (q) =>
      /\b(actualiz\w*|subir (el |la )?(alquiler|renta)|subida (del |de la )?(alquiler|renta)|irav|ipc|incremento de (la )?renta|rent (increase|update|review|rise)|raise (the )?rent|increase (the |my )?rent|update (the )?rent)\b/.test(q),
  },
  {
    kind: 'lease-notice',
    matches: (q) =>
      LEASE.test(q) &&
      /\b(no renovar|no renovacion|preaviso|avisar|aviso|no prorrogar|prorroga\w*|recuperar (el piso|la vivienda)|fin del contrato|vencimiento|vence|termina el contrato|notice|not renew|non[- ]renewal|end of the lease|lease ends?|renewal|extension)\b/.test(q),
  },
  {
    kind: 'lease-deposit',
    matches: (q) =>
      /\b(fianza|garantia adicional|garantias adicionales|deposito|aval|deposit|guarantee)\b/.test(q) && !/\b(devol\w*|devuelv\w*|return\w*|back)\b/.test(q),
  },
  {
    kind: 'new-home-taxes',
    matches: (q, facts) => facts.newBuild === true && /\b(iva|vat|ajd|actos juridicos|impuestos?|taxes?|tax)\b/.test(q),
  },
  {
    kind: 'itp-resale',
    matches: (q, facts) =>
      facts.newBuild !== true &&
      // The table holds the rates for dwellings: a car or a share sale is not this calculation.
      (facts.propertyKind === 'dwelling' || (facts.propertyKind === undefined && !/\b(coches?|vehiculos?|motos?|cars?|vehicles?|acciones|participaciones|shares)\b/.test(q))) &&
      (/\b(itp|transmisiones patrimoniales|transfer tax|stamp duty|property transfer tax)\b/.test(q) ||
        (/\b(impuestos?|taxes?|tax)\b/.test(q) && /\b(compr\w*|buy\w*|purchas\w*|adquir\w*)\b/.test(q))),
  },
];

/** The calculation a question is about, if any. */
export function detectCalculationKind(folded: string, facts: QuestionFacts): CalculationKind | undefined {
  return RULES.find((rule) => rule.matches(folded, facts))?.kind;
}
