import { findRegion } from '../facts/regions.ts';
import { splitAsk } from '../language/split-ask.ts';
import { analyzeText, queryTerms, type AnalysisLanguage } from '../retrieval/analyze.ts';
import { foldText } from '../retrieval/fold.ts';
import { analyzeLawQuery, analyzeLawText } from '../retrieval/law-analysis.ts';
import { SPANISH_TO_LAW } from '../retrieval/law-terms.ts';

// Words that place a question inside MIKE's field (Spanish real estate and its law). Analysed
// with the retrieval pipeline, so synonyms and inflections are covered.
const DOMAIN_WORDS: Record<AnalysisLanguage, string> = {
  es: `alquiler arrendamiento arrendador arrendatario inquilino casero vivienda piso local fianza renta contrato
    prorroga desahucio hipoteca prestamo banco notario registro escritura compraventa vender comprar venta
    comprador vendedor arras reserva comunidad propietario junta vecino cuota derrama obra plusvalia impuesto
    itp iva ibi ajd tasacion inmobiliaria honorarios herencia usufructo propiedad finca inmueble nota simple
    catastro certificado energetico cedula habitabilidad okupa ocupacion turistico desistimiento preaviso ley
    articulo lau lph codigo civil garaje trastero llaves suministros reparaciones obras mudanza hipotecario
    euribor interes amortizacion subrogacion novacion vencimiento deuda moroso impago desahuciar lanzamiento
    estatutos presidente administrador fincas ascensor fachada terraza local comercial nuda arrendar alquilar
    promotor constructora vicios defectos edificio solar terreno parcela licencia urbanistico division
    horizontal titular cargas embargo tanteo retracto adquisicion preferente segunda mano obra nueva servidumbre
    usufructuario posesion precario burofax requerimiento enervacion alquile alquilo alquilamos alquilado alquilada arriendo arrende
    arrendado arrendada`,
  en: `rent rental lease landlord tenant flat apartment house home dwelling deposit mortgage loan bank notary
    registry register deed sale sell buy buyer seller purchase community owner owners meeting fee fees agent
    agency tax taxes property eviction evict contract law article repair repairs neighbour neighbor estate
    tenancy letting holiday tourist energy certificate inheritance title charges lien interest euribor
    building lift garage storage keys arrears easement servitude usufruct squatter squatters sublet housing
    residential premises shop office stressed conveyancing valuation developer landlords tenants leases`,
};

// Other fields, each with the professional to turn to. A question using their words and only generic words of ours
// ('impuesto', 'tax', 'ley') is not about real estate, however well an entry happens to share its vocabulary
// ('employee income tax' vs the community's tax duties). Phrases on folded text, so 'servicios sociales' (a
// vulnerable tenant's eviction) is not 'seguridad social'.
export type OffFieldKind = 'criminal' | 'health' | 'labour' | 'family' | 'immigration' | 'foreign' | 'other';

// Immigration (issue 30.6): visas, residence and work permits, nationality, asylum. Not the golden visa, whose repeal
// for property investors (LO 1/2025) is a question of buying property, answered from the knowledge.
const IMMIGRATION =
  /\b(extranjeria|(permiso|autorizacion|tarjeta) de (residencia|trabajo)|residencia (legal|temporal|permanente|de larga duracion)|visados?|(?<!golden )visas?|arraigo|nacionalidad espanola|solicitar la nacionalidad|asilo|proteccion internacional|reagrupacion familiar|tie|nomada digital|residency (permit|card)|residence (permit|card)|work permit|citizenship|naturali[sz]ation|asylum|digital nomad|deport\w*|expulsion)\b/;

const OFF_FIELDS: Array<[Exclude<OffFieldKind, 'foreign'>, RegExp]> = [
  [
    'criminal',
    /\b(detenid[oa]s?|detencion|arrest\w*|delitos?|derecho penal|(abogado|abogada) penalista|(juicio|causa|proceso|denuncia|via) penal|carcel|prision|calabozo|antecedentes penales|alcoholemia|borrach[oa]|drunk|dui|crime|criminal|jail|prison|police custody|charged with|robbery|assault|agresion|agredid[oa]|homicidio|estafa|fraud)\b/,
  ],
  [
    'health',
    /\b(medico|medica|doctor|dolor|duele|enfermedad|sintomas?|medicamentos?|pastillas?|salud|hospital|dieta|colesterol|adelgazar|pain|hurts?|illness|symptoms?|medicine|medication|health|sick|enfermo|diet|cholesterol|lose weight)\b/,
  ],
  ['immigration', IMMIGRATION],
  ['family', /\b(divorci\w*|custodia|pension (alimenticia|de alimentos)|regimen de visitas|divorc\w*|custody|alimony|child support|visitation)\b/],
  [
    'labour',
    /\b(nominas?|asalariad[oa]s?|emplead[oa]s?|trabajador(es)?|despid[oa]|despedid[oa]s?|despedir|paro|autonomos?|seguridad social|jubilacion|convenio colectivo|employees?|employer|salar(y|ies)|wages?|payslip|payroll|dismiss\w*|fired|unemployment|retirement|pension)\b/,
  ],
  ['other', /\b(futbol|liga|receta|cocinar|multa de trafico|trafico|carnet de conducir|conducir|football|soccer|league|recipe|cooking|traffic|driving)\b/],
];

// Asks that belong to another field whatever else the question says: a community's porter asking for her severance,
// a tenant's criminal trial, a UK tax return on Spanish rent. The words of ours there only set the scene. Not
// 'despedir al administrador' (the community's own business) nor 'el casero me amenaza' (harassment in a lease).
const DECISIVE_ASKS: Array<[OffFieldKind, RegExp]> = [
  [
    'labour',
    /\b(indemnizacion por despido|me (han|ha) despedido|(me|le|les) (despiden|van a despedir)|(el )?despido (del|de la|de los) (conserje|portero|portera|porteros|emplead[oa]s?|trabajador\w*|limpiador\w*|jardiner\w*)|despedir (al|a la|a los) (conserje|portero|portera|emplead[oa]s?|trabajador\w*|limpiador\w*|jardiner\w*)|(fire|fired|dismiss\w*) (the |our )?(porter|caretaker|concierge|employee|cleaner|gardener)|despido (improcedente|procedente|disciplinario|objetivo|nulo)|horas extras?|juzgado de lo social|tribunal laboral|(unpaid )?overtime|unfair dismissal|severance (pay|package)|labou?r court|employment (tribunal|lawyer)|wrongful (dismissal|termination))\b/,
  ],
  [
    'criminal',
    /\b(juicio penal|causa penal|abogad[oa] penalista|que pena (le|me|te|les|nos) (puede|pueden|podria|podrian) caer|cuantos anos de (carcel|prision)|pena de (carcel|prision)|criminal (trial|lawyer|defen[cs]e)|what sentence|jail time|prison sentence)\b/,
  ],
  ['foreign', /\b(hmrc|self[- ]assessment|irs|foreign tax credit|(uk|us|british|american) tax return|assured shorthold|section 21 notice|stamp duty land tax|sdlt)\b/],
];
/** A Spanish tax named beside a foreign return ('I file a UK self-assessment: how much ITP in Málaga?') is ours. */
const SPANISH_TAX = /\b(itp|ibi|irpf|irnr|plusvalia|iva|ajd|modelo 210|spanish (tax|income tax)|impuesto sobre (la renta|transmisiones))\b/;
/** Squatting is both a crime and a civil claim of ours: its criminal side is referred, its civil route answered (TOPICS §2). */
const SQUATTING = /\b(okupa|okupas|ocupa|ocupas|ocupacion|usurpacion|allanamiento|squatters?|squatting)\b/;

// Another country's law: a legal question placed in another country ('el desahucio en Francia', 'French law').
const COUNTRIES =
  'francia|portugal|alemania|italia|reino unido|inglaterra|escocia|gales|irlanda|belgica|holanda|paises bajos|suiza|austria|luxemburgo|suecia|noruega|dinamarca|finlandia|polonia|rumania|bulgaria|grecia|ucrania|rusia|andorra|gibraltar|marruecos|estados unidos|eeuu|canada|mexico|argentina|colombia|chile|peru|venezuela|brasil|china|australia|' +
  'france|germany|italy|united kingdom|uk|england|scotland|wales|ireland|belgium|netherlands|holland|switzerland|luxembourg|sweden|norway|denmark|finland|poland|romania|greece|ukraine|russia|morocco|united states|usa|brazil|' +
  // Regions and cities where clients hold property abroad: the place, not the country, is what users write.
  'algarve|lisboa|lisbon|oporto|porto|paris|niza|londres|london|berlin|munich|roma|rome|milan|bruselas|brussels|amsterdam|ginebra|geneva|zurich|nueva york|new york|florida|miami';
/**
 * A legal matter placed in another country: 'en Francia', 'la ley de Francia', 'a flat in the Algarve (Portugal)'.
 * Not the origin of a party ('un comprador de Francia', 'a buyer from Germany'): a Spanish matter.
 */
const FOREIGN_PLACE = new RegExp(`(?:\\b(?<!(vivo|vive|viven|resido|residente|live|lives|living|reside|resident|based|soy|somos|i am|i'm|we are|come|comes|moved) )(en|in|under) (el |la |los |the )?|\\(|(?:ley|leyes|derecho|legislacion|normativa|law|laws) (?:de|of) (?:el |la |the )?)(${COUNTRIES})\\b`);
/** Countries alone: the one a place belongs to is named when both are written ('the Algarve (Portugal)'). */
const COUNTRY_NAMES: ReadonlySet<string> = new Set(COUNTRIES.split('|').slice(0, COUNTRIES.split('|').indexOf('algarve')));
const ADJECTIVE_COUNTRY: Record<string, string> = {
  frances: 'Francia', francesa: 'Francia', french: 'France', portugues: 'Portugal', portuguesa: 'Portugal', portuguese: 'Portugal',
  aleman: 'Alemania', alemana: 'Alemania', german: 'Germany', italiano: 'Italia', italiana: 'Italia', italian: 'Italy',
  ingles: 'Inglaterra', inglesa: 'Inglaterra', english: 'England', britanico: 'Reino Unido', britanica: 'Reino Unido', british: 'the UK',
};

/**
 * The foreign place a question's matter is placed in, as the user wrote it ('Portugal', 'the UK'), for the redirection
 * to name the lawyers to turn to: the country when one is written, else the region or city, else the country of the
 * law named ('French law').
 */
export function findForeignPlace(text: string): string | undefined {
  const folded = foldText(text);
  const places = [...folded.matchAll(new RegExp(FOREIGN_PLACE.source, 'g'))].map((match) => match.at(-1) as string);
  const named = places.find((place) => COUNTRY_NAMES.has(place)) ?? places[0];
  if (named) return named.length <= 4 ? named.toUpperCase() : named.replace(/\b\w/g, (letter) => letter.toUpperCase());
  const adjective = /\b(frances[a]?|portugues[a]?|aleman[a]?|italian[oa]?|ingles[a]?|britanic[oa]|french|portuguese|german|english|british)\b/.exec(folded)?.[1];
  return adjective ? ADJECTIVE_COUNTRY[adjective] : undefined;
}

const FOREIGN_LAW = /\b((ley|leyes|derecho|legislacion|normativa|codigo civil) (frances[a]?|portugues[a]?|aleman[a]?|italian[oa]|ingles[a]?|britanic[oa]|estadounidense|mexican[oa]|argentin[oa])|(french|portuguese|german|italian|english|british|us|american|mexican|argentinian) (law|legislation|civil code|rules))\b/;
const LEGAL = /\b(ley|leyes|legal|legislacion|abogad[oa]|juridic[oa]|tribunal|juicio|demanda|law|laws|lawyer|court|sue)\b/;
const SPAIN = /\b(espana|espanol[a]?|spain|spanish)\b/;

/**
 * The other field a question belongs to, if any: an ask of another field whatever the question's setting (severance
 * pay, a criminal sentence, a foreign tax return), another country's law (even with words of ours: 'el desahucio en
 * Francia'), or criminal, health, labour, family or unrelated matters asked without a word of MIKE's beyond the
 * generic ones.
 */
export function findOffFieldKind(text: string, language: AnalysisLanguage): OffFieldKind | undefined {
  const folded = foldText(text);
  const decisive = DECISIVE_ASKS.find(
    ([kind, pattern]) => pattern.test(folded) && !(kind === 'criminal' && SQUATTING.test(folded)) && !(kind === 'foreign' && SPANISH_TAX.test(folded)),
  )?.[0];
  if (decisive) return decisive;
  // What is asked under another country's law is that country's matter, whatever Spanish setting the story gives
  // ('Besides my flat in Málaga I own one in Lisbon. Under Portuguese law, how much notice…?').
  const ask = foldText(splitAsk(text).ask);
  if (ask !== folded && FOREIGN_LAW.test(ask) && !SPAIN.test(ask) && !findRegion(splitAsk(text).ask)) return 'foreign';
  const legal = LEGAL.test(folded) || hasDomainTerm(text, language);
  // A Spanish place named too ('vende su piso de Málaga') makes it a Spanish matter with a foreign party or part.
  if ((FOREIGN_LAW.test(folded) || (FOREIGN_PLACE.test(folded) && legal)) && !SPAIN.test(folded) && !findRegion(text)) return 'foreign';
  const kind = OFF_FIELDS.find(([, pattern]) => pattern.test(folded))?.[0];
  if (!kind) return undefined;
  // Only unmistakable words of ours keep such a question in the field: 'preaviso' or 'charges' alone do not.
  const ours = queryTerms(text, language).some((term) => strongDomainTerms[language].has(term));
  return ours ? undefined : kind;
}

/**
 * Another field the question also touches while being ours (issue 30.6, a mixed question): a community's porter's
 * dismissal beside the vote to end the service, the French tax beside co-owners in Spain. The part of ours is
 * answered; this part is redirected. Undefined when the whole question is another field's (`findOffFieldKind`) or
 * none is touched.
 */
export function findOtherFieldBeside(text: string, language: AnalysisLanguage): Exclude<OffFieldKind, 'other'> | undefined {
  if (findOffFieldKind(text, language)) return undefined;
  const folded = foldText(text);
  const decisive = DECISIVE_ASKS.find(([, pattern]) => pattern.test(folded))?.[0];
  if (decisive && decisive !== 'other') return decisive;
  if ((FOREIGN_LAW.test(folded) || FOREIGN_PLACE.test(folded)) && LEGAL_OR_TAX.test(folded)) return 'foreign';
  // Words of other fields describe the parties as often as they ask ('alquilo a un médico', 'el inquilino es
  // trabajador temporal'): beside ours, only family and criminal matters, and the acts of employment (a dismissal,
  // a payslip), are asks in themselves.
  if (EMPLOYMENT_ACTS.test(folded)) return 'labour';
  if (IMMIGRATION.test(folded)) return 'immigration';
  const kind = OFF_FIELDS.find(([field, pattern]) => (field === 'family' || field === 'criminal') && pattern.test(folded))?.[0];
  if (kind === 'family') return kind;
  return kind === 'criminal' && !SQUATTING.test(folded) ? kind : undefined;
}
const EMPLOYMENT_ACTS = /\b(despid\w*|despedi\w*|finiquito|nominas?|seguridad social|convenio colectivo|salari\w*|dismiss\w*|fired|severance|payroll|payslips?|wages?)\b/;
const LEGAL_OR_TAX = /\b(ley|leyes|legal|legislacion|abogad[oa]|impuestos?|fiscal|tribut\w*|herencia|sucesion|law|laws|lawyer|tax|taxes|inheritance|estate)\b/;

// Words that place a question in real estate beyond doubt, even beside words of another field.
const STRONG_DOMAIN_WORDS: Record<AnalysisLanguage, string> = {
  es: `alquiler alquilar alquilado arrendamiento arrendador arrendatario inquilino casero vivienda piso local fianza renta
    desahucio hipoteca compraventa arras comunidad propietarios junta vecino derrama plusvalia itp ibi okupa ocupacion
    inmueble finca escritura notario registro catastro usurpacion allanamiento`,
  en: `rent rental lease landlord tenant flat apartment dwelling deposit mortgage eviction evict tenancy squatter squatters
    community owners property conveyancing deed`,
};
const strongDomainTerms: Record<AnalysisLanguage, ReadonlySet<string>> = {
  es: new Set(analyzeText(STRONG_DOMAIN_WORDS.es, 'es')),
  en: new Set(analyzeText(STRONG_DOMAIN_WORDS.en, 'en')),
};

const domainTerms: Record<AnalysisLanguage, ReadonlySet<string>> = {
  es: new Set(analyzeText(DOMAIN_WORDS.es, 'es')),
  en: new Set(analyzeText(DOMAIN_WORDS.en, 'en')),
};

/** The analysed terms of the text that belong to MIKE's field (its own and those its vocabulary searches). */
export function findDomainTerms(text: string, language: AnalysisLanguage): string[] {
  const terms = domainTerms[language];
  return queryTerms(text, language).filter((term) => terms.has(term));
}

/** True when the text uses at least one word of MIKE's field; in English, Spanish terms count too ('fianza', 'casero'). */
export function hasDomainTerm(text: string, language: AnalysisLanguage): boolean {
  return findDomainTerms(text, language).length > 0 || (language === 'en' && findDomainTerms(text, 'es').length > 0);
}

/** The words of the field as the law's index holds them: the domain words and the law's side of the term map. */
const lawDomainTerms: ReadonlySet<string> = new Set([...analyzeLawText(DOMAIN_WORDS.es), ...SPANISH_TO_LAW.flatMap(([, law]) => analyzeLawText(law))]);

/** The question's words of the field in the law's terms ('casero' → arrendador, 'landlord' → arrendador). */
export function findLawDomainTerms(text: string, language: AnalysisLanguage): string[] {
  return analyzeLawQuery(text, language).terms.filter((term) => lawDomainTerms.has(term));
}
