import { analyzeText, type AnalysisLanguage } from '../retrieval/analyze.ts';
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
    usufructuario posesion precario`,
  en: `rent rental lease landlord tenant flat apartment house home dwelling deposit mortgage loan bank notary
    registry register deed sale sell buy buyer seller purchase community owner owners meeting fee fees agent
    agency tax taxes property eviction evict contract law article repair repairs neighbour neighbor estate
    tenancy letting holiday tourist energy certificate inheritance title charges lien interest euribor
    building lift garage storage keys arrears easement servitude usufruct squatter squatters sublet`,
};

// Words of other fields (labour, family, criminal law, sport…). A question using them and only
// generic words of ours ('impuesto', 'tax', 'ley') is not about real estate, however well an entry
// happens to share its vocabulary ('employee income tax' vs the community's tax duties).
const OFF_FIELD_WORDS: Record<AnalysisLanguage, string> = {
  es: `nomina nominas asalariado asalariados empleado trabajador despido paro autonomos custodia pension
    alimenticia futbol liga receta cocina medico multa trafico carnet conducir
    jubilacion seguridad social`,
  en: `employee employees employer salary salaries wage wages payslip payroll dismissal unemployment custody
    alimony visitation football soccer league recipe cooking doctor traffic driving pension
    retirement`,
};
// Domain words too generic to anchor a question in real estate on their own.
const GENERIC_DOMAIN_WORDS: Record<AnalysisLanguage, string> = {
  es: 'impuesto ley articulo codigo civil interes deuda contrato banco titular certificado',
  en: 'tax taxes law article contract interest bank fee fees',
};

const offFieldTerms: Record<AnalysisLanguage, ReadonlySet<string>> = {
  es: new Set(analyzeText(OFF_FIELD_WORDS.es, 'es')),
  en: new Set(analyzeText(OFF_FIELD_WORDS.en, 'en')),
};
const genericDomainTerms: Record<AnalysisLanguage, ReadonlySet<string>> = {
  es: new Set(analyzeText(GENERIC_DOMAIN_WORDS.es, 'es')),
  en: new Set(analyzeText(GENERIC_DOMAIN_WORDS.en, 'en')),
};

/**
 * True when the text belongs to another field: it uses a word of that field and no word of
 * MIKE's beyond the generic ones.
 */
export function isOffField(text: string, language: AnalysisLanguage): boolean {
  const terms = analyzeText(text, language);
  if (!terms.some((term) => offFieldTerms[language].has(term))) return false;
  return !terms.some((term) => domainTerms[language].has(term) && !genericDomainTerms[language].has(term));
}

const domainTerms: Record<AnalysisLanguage, ReadonlySet<string>> = {
  es: new Set(analyzeText(DOMAIN_WORDS.es, 'es')),
  en: new Set(analyzeText(DOMAIN_WORDS.en, 'en')),
};

/** The analysed terms of the text that belong to MIKE's field. */
export function findDomainTerms(text: string, language: AnalysisLanguage): string[] {
  const terms = domainTerms[language];
  return analyzeText(text, language).filter((term) => terms.has(term));
}

/** True when the text uses at least one word of MIKE's field. */
export function hasDomainTerm(text: string, language: AnalysisLanguage): boolean {
  return findDomainTerms(text, language).length > 0;
}

/** The words of the field as the law's index holds them: the domain words and the law's side of the term map. */
const lawDomainTerms: ReadonlySet<string> = new Set([...analyzeLawText(DOMAIN_WORDS.es), ...SPANISH_TO_LAW.flatMap(([, law]) => analyzeLawText(law))]);

/** The question's words of the field in the law's terms ('casero' → arrendador, 'landlord' → arrendador). */
export function findLawDomainTerms(text: string, language: AnalysisLanguage): string[] {
  return analyzeLawQuery(text, language).terms.filter((term) => lawDomainTerms.has(term));
}
