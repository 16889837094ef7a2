import { foldText } from '../retrieval/fold.ts';
import type { Language } from '../types.ts';
import { formatPercent, pick } from './format-values.ts';
import type { CalculationContext, CalculationResult, LegalSource } from './types.ts';

export type MajorityRule = 'unanimity' | 'three-fifths' | 'one-third' | 'majority' | 'simple' | 'notice-only' | 'no-agreement';

export interface CommunityMatter {
  id: string;
  rule: MajorityRule;
  label: { es: string; en: string };
  source: LegalSource;
  /** A caveat of the rule for this matter. */
  note?: { es: string; en: string };
  pattern: RegExp;
}

/** Matters users ask about, each with its majority under art. 17 LPH (as worded on 21-3-2026). Checked in this order. */
export const COMMUNITY_MATTERS: readonly CommunityMatter[] = [
  {
    id: 'ev-charger',
    rule: 'notice-only',
    label: { es: 'punto de recarga de vehículo eléctrico en una plaza individual', en: 'EV charging point in an individual parking space' },
    source: { law: 'LPH', article: '17', apartado: '5' },
    note: { es: 'Basta comunicarlo previamente a la comunidad; el coste y la electricidad son del interesado.', en: 'Prior notice to the community is enough; the owner pays the installation and the electricity.' },
    pattern: /\b(punto de recarga|cargador|recarga (de|del) (coche|vehiculo)|ev charg\w*|electric (car|vehicle) charg\w*|charging point)\b/,
  },
  {
    id: 'tourist-flats',
    rule: 'three-fifths',
    label: { es: 'limitar, condicionar o prohibir los pisos turísticos (o fijarles un recargo de hasta el 20 %)', en: 'limiting, conditioning or banning tourist flats (or a surcharge of up to 20 %)' },
    source: { law: 'LPH', article: '17', apartado: '12' },
    pattern: /\b(pisos? turistic\w*|viviendas? (de uso )?turistic\w*|alquiler turistic\w*|vut|tourist (flat|let|apartment|rental)s?|holiday (let|rental)s?|airbnb)\b/,
  },
  {
    id: 'statutes',
    rule: 'unanimity',
    label: { es: 'modificar el título constitutivo o los estatutos', en: 'amending the title deed or the statutes' },
    source: { law: 'LPH', article: '17', apartado: '6' },
    pattern: /\b(estatutos|titulo constitutivo|cuotas de participacion|cambiar (las|mi) cuotas?|statutes|by-?laws|constitutive title|deed of division)\b/,
  },
  {
    id: 'accessibility',
    rule: 'majority',
    label: { es: 'ascensor u obras de supresión de barreras arquitectónicas', en: 'a lift or works removing architectural barriers' },
    source: { law: 'LPH', article: '17', apartado: '2' },
    note: {
      es: 'Si las piden propietarios con discapacidad o mayores de 70 años y el coste anual repercutido no supera 12 mensualidades de gastos comunes (descontadas ayudas), son obligatorias sin acuerdo (art. 10.1.b).',
      en: 'If requested by owners with a disability or over 70 and the yearly cost passed on does not exceed 12 monthly community fees (after aid), they are compulsory without any vote (art. 10.1.b).',
    },
    pattern: /\b(ascensor(es)?|elevador|rampa|barreras arquitectonicas|accesibilidad|salvaescaleras|elevator|lift|ramp|accessibility|stairlift)\b/,
  },
  {
    id: 'energy-efficiency',
    rule: 'simple',
    label: { es: 'obras de mejora de la eficiencia energética o renovables de uso común (y su financiación)', en: 'works improving energy efficiency or shared renewables (and their financing)' },
    source: { law: 'LPH', article: '17', apartado: '2' },
    note: {
      es: 'Basta la mayoría simple si el coste anual repercutido, descontadas ayudas y financiación, no supera 12 mensualidades de gastos comunes; si lo supera, se aplica la regla general de mejoras (3/5).',
      en: 'A simple majority is enough if the yearly cost passed on, after aid and financing, does not exceed 12 monthly community fees; above that, the general rule for improvements (3/5) applies.',
    },
    pattern: /\b(eficiencia energetica|aislamiento|aislar la fachada|envolvente|sate|rehabilitacion energetica|energy efficien\w*|insulation|insulate|energy retrofit)\b/,
  },
  // Before the telecoms rule: letting the roof to a phone company for its antenna is letting a common element (3/5),
  // not installing the building's own telecoms (1/3).
  {
    id: 'letting-common-elements',
    rule: 'three-fifths',
    label: { es: 'alquilar elementos comunes sin uso específico (la azotea para una antena, la antigua vivienda del portero)', en: 'letting common elements with no specific use (the roof for an antenna, the former caretaker’s flat)' },
    source: { law: 'LPH', article: '17', apartado: '3' },
    pattern:
      /\b(alquilar|arrendar|alquilamos|arrendamos|alquiler de|arrendamiento de|ceder)\s+(la |el |nuestra |nuestro )?(azotea|cubierta|tejado|fachada|elementos? comun\w*|vivienda del portero)\b|\b(let(ting)?|rent(ing)?|leas(e|ing))( out)?\s+(the |our )?(roof|rooftop|facade|common (elements?|areas?|parts?))\b/,
  },
  {
    id: 'renewables-telecom',
    rule: 'one-third',
    label: { es: 'infraestructuras comunes de telecomunicación, o sistemas de energías renovables (aerotermia, geotermia, placas solares…) o de nuevos suministros energéticos', en: 'shared telecoms infrastructure, or renewable energy systems (aerothermal, geothermal, solar panels…) or new collective energy supplies' },
    source: { law: 'LPH', article: '17', apartado: '1' },
    note: {
      es: 'A quien no votó a favor no se le puede repercutir el coste (art. 17.1), y por eso no cuenta la regla de los ausentes del art. 17.8.',
      en: 'The cost cannot be charged to owners who did not vote in favour (art. 17.1), which is why the absent-owner rule of art. 17.8 does not apply.',
    },
    pattern: /\b(placas solares|paneles solares|fotovoltaic\w*|autoconsumo|aerotermia|geotermia|renovables?|fibra|antena|telecomunicacion\w*|solar panels?|photovoltaic|renewable\w*|aerothermal|geothermal|fibre|fiber|antenna)\b/,
  },
  {
    id: 'common-services',
    rule: 'three-fifths',
    label: { es: 'crear o suprimir portería, conserjería, vigilancia u otros servicios comunes de interés general, o alquilar elementos comunes', en: 'creating or removing porter, concierge, security or other common services, or letting common elements' },
    source: { law: 'LPH', article: '17', apartado: '3' },
    pattern: /\b(porteria|portero|conserje\w*|vigilan\w*|socorrista|alquilar (la azotea|la fachada|el local|elementos comunes)|porter|concierge|caretaker|security guard|let (out )?(the )?(roof|common))\b/,
  },
  {
    id: 'structural-improvements',
    rule: 'three-fifths',
    label: { es: 'innovaciones o mejoras no exigibles, cerramiento de terrazas, nuevas plantas o alteración de la estructura o de elementos comunes', en: 'non-required improvements, enclosing terraces, new floors or altering the structure or common elements' },
    source: { law: 'LPH', article: '17', apartado: '4' },
    note: {
      es: 'Si la cuota de una mejora no exigible supera 3 mensualidades de gastos comunes, el disidente no está obligado a pagarla (art. 17.4).',
      en: 'If the share of a non-required improvement exceeds 3 monthly community fees, a dissenting owner need not pay it (art. 17.4).',
    },
    pattern: /\b(cerramiento|cerrar (la )?terraza|nuevas plantas|piscina|mejoras?|innovacion\w*|division (de pisos|material)|enclose (a |the )?terrace|swimming pool|new floor|improvements?)\b/,
  },
  {
    id: 'ordinary',
    rule: 'simple',
    label: { es: 'acuerdos ordinarios (presupuestos, cuentas, nombramientos, reparaciones necesarias…)', en: 'ordinary decisions (budget, accounts, appointments, necessary repairs…)' },
    source: { law: 'LPH', article: '17', apartado: '7' },
    pattern: /\b(presupuesto|cuentas|nombrar|presidente|administrador|derrama|reparacion\w*|budget|accounts|appoint\w*|president|repairs?)\b/,
  },
];

/** The matter a question asks about, by its words. */
export function findCommunityMatter(question: string): CommunityMatter | undefined {
  const folded = foldText(question);
  return COMMUNITY_MATTERS.find((matter) => matter.pattern.test(folded));
}

/** Owners and quota share needed by a rule, for a given number of owners (votes must reach both). */
export function requiredVotes(rule: MajorityRule, owners: number): { owners: number; quotaPercent: number; quotaStrict: boolean } | null {
  switch (rule) {
    case 'unanimity':
      return { owners, quotaPercent: 100, quotaStrict: false };
    case 'three-fifths':
      return { owners: Math.ceil((3 * owners) / 5), quotaPercent: 60, quotaStrict: false };
    case 'one-third':
      return { owners: Math.ceil(owners / 3), quotaPercent: 100 / 3, quotaStrict: false };
    case 'majority':
    case 'simple':
      return { owners: Math.floor(owners / 2) + 1, quotaPercent: 50, quotaStrict: true };
    default:
      return null;
  }
}

const RULE_NAMES: Record<MajorityRule, { es: string; en: string }> = {
  unanimity: { es: 'unanimidad', en: 'unanimity' },
  'three-fifths': { es: 'tres quintas partes de los propietarios que representen 3/5 de las cuotas', en: 'three fifths of the owners representing 3/5 of the quotas' },
  'one-third': { es: 'un tercio de los propietarios que representen un tercio de las cuotas', en: 'one third of the owners representing one third of the quotas' },
  majority: { es: 'mayoría de los propietarios que represente la mayoría de las cuotas', en: 'a majority of the owners representing a majority of the quotas' },
  simple: { es: 'mayoría simple de los propietarios y de las cuotas', en: 'a simple majority of owners and quotas' },
  'notice-only': { es: 'no hace falta acuerdo', en: 'no vote needed' },
  'no-agreement': { es: 'no hace falta acuerdo', en: 'no vote needed' },
};

function quotaText(percent: number, strict: boolean, language: Language): string {
  const value = formatPercent(Math.round(percent * 100) / 100, language);
  return strict ? pick(language, `más del ${value}`, `more than ${value}`) : pick(language, `al menos el ${value}`, `at least ${value}`);
}

/** Whether the votes in favour the user gave reach both thresholds (owners and, when given, quotas). */
function votesCheck(input: CommunityMajorityInput, needed: NonNullable<ReturnType<typeof requiredVotes>>, language: Language): string {
  const ownersOk = input.votesFor! >= needed.owners;
  if (input.quotaFor === undefined) {
    return pick(
      language,
      `Votos a favor indicados: ${input.votesFor} → ${ownersOk ? 'alcanzan' : 'no alcanzan'} el número de propietarios (falta comprobar las cuotas).`,
      `Votes in favour given: ${input.votesFor} → ${ownersOk ? 'reach' : 'do not reach'} the number of owners (the quotas must still be checked).`,
    );
  }
  const quotaOk = needed.quotaStrict ? input.quotaFor > needed.quotaPercent : input.quotaFor >= needed.quotaPercent - 1e-9;
  const passed = ownersOk && quotaOk;
  return pick(
    language,
    `Votos a favor: ${input.votesFor} propietarios con el ${formatPercent(input.quotaFor, language)} de las cuotas → el acuerdo ${passed ? 'se aprueba' : 'no alcanza la mayoría'}.`,
    `Votes in favour: ${input.votesFor} owners holding ${formatPercent(input.quotaFor, language)} of the quotas → the decision ${passed ? 'passes' : 'does not reach the majority'}.`,
  );
}

export interface CommunityMajorityInput {
  owners: number;
  matter: CommunityMatter;
  votesFor?: number;
  quotaFor?: number;
}

/** Votes and quotas a community needs for a matter, with the absent owners' rule and the second call. */
export function calculateCommunityMajority(input: CommunityMajorityInput, ctx: CalculationContext): CalculationResult {
  const { language } = ctx;
  const lang = language === 'SPANISH' ? 'es' : 'en';
  const { matter, owners } = input;
  const needed = requiredVotes(matter.rule, owners);
  const steps: string[] = [];
  const notes: string[] = [];
  if (matter.note) notes.push(matter.note[lang]);
  let answer: string;
  if (!needed) {
    answer = pick(language, `Para ${matter.label.es} no hace falta votación: ${matter.note?.es ?? ''}`, `For ${matter.label.en} no vote is needed: ${matter.note?.en ?? ''}`).trim();
  } else {
    const quota = quotaText(needed.quotaPercent, needed.quotaStrict, language);
    steps.push(
      pick(language, `Regla: ${RULE_NAMES[matter.rule].es}.`, `Rule: ${RULE_NAMES[matter.rule].en}.`),
      pick(language, `Con ${owners} propietarios: ${needed.owners} votos a favor que sumen ${quota} de las cuotas.`, `With ${owners} owners: ${needed.owners} votes in favour holding ${quota} of the quotas.`),
    );
    answer = pick(
      language,
      `Para ${matter.label.es} hacen falta ${needed.owners} de los ${owners} propietarios, que además sumen ${quota} de las cuotas (${RULE_NAMES[matter.rule].es}).`,
      `For ${matter.label.en} you need ${needed.owners} of the ${owners} owners, who must also hold ${quota} of the quotas (${RULE_NAMES[matter.rule].en}).`,
    );
    if (input.votesFor !== undefined) steps.push(votesCheck(input, needed, language));
    if (matter.rule === 'simple' && matter.id === 'ordinary') {
      notes.push(pick(language, 'En segunda convocatoria basta la mayoría de los asistentes si representa más de la mitad de las cuotas de los presentes (art. 17.7).', 'At the second call a majority of those present is enough if it holds more than half of the quotas present (art. 17.7).'));
    } else {
      notes.push(pick(language, 'Esta mayoría se cuenta sobre el total de propietarios y cuotas también en segunda convocatoria.', 'This majority counts over all owners and quotas, also at the second call.'));
    }
    if (matter.rule !== 'one-third') {
      notes.push(
        pick(
          language,
          'Los ausentes debidamente citados cuentan como votos a favor si, informados del acuerdo, no se oponen por escrito al secretario en 30 días naturales (art. 17.8).',
          'Absent owners who were duly called count as votes in favour if, once told of the decision, they do not object in writing to the secretary within 30 calendar days (art. 17.8).',
        ),
      );
    }
    notes.push(pick(language, 'Los propietarios que no están al corriente de pago y no han impugnado ni consignado la deuda no votan ni se computan (art. 15.2).', 'Owners in arrears who have neither challenged nor deposited the debt cannot vote and are not counted (art. 15.2).'));
  }
  return {
    kind: 'community-majority',
    language,
    answer,
    figures: { owners, matter: matter.id, rule: matter.rule, ownersNeeded: needed?.owners ?? 0, quotaNeededPercent: needed ? Math.round(needed.quotaPercent * 100) / 100 : 0 },
    steps,
    rule: pick(
      language,
      'El art. 17 LPH fija la mayoría según el acuerdo: unanimidad para cambiar título o estatutos; 3/5 para servicios comunes, mejoras no exigibles y pisos turísticos; mayoría de propietarios y cuotas para ascensor y accesibilidad; 1/3 para telecomunicaciones y renovables; mayoría simple para lo demás.',
      'Art. 17 LPH sets the majority by decision: unanimity to change the title or statutes; 3/5 for common services, non-required improvements and tourist flats; a majority of owners and quotas for lifts and accessibility; 1/3 for telecoms and renewables; a simple majority for the rest.',
    ),
    notes,
    sources: [matter.source, ...(needed && matter.rule !== 'one-third' ? [{ law: 'LPH', article: '17', apartado: '8' } as const] : [])],
    rates: [],
  };
}
