import { analyzeText, type AnalysisLanguage } from '../retrieval/analyze.ts';

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
    horizontal titular cargas embargo tanteo retracto adquisicion preferente segunda mano obra nueva`,
  en: `rent rental lease landlord tenant flat apartment house home dwelling deposit mortgage loan bank notary
    registry register deed sale sell buy buyer seller purchase community owner owners meeting fee fees agent
    agency tax taxes property eviction evict contract law article repair repairs neighbour neighbor estate
    tenancy letting holiday tourist energy certificate inheritance title charges lien interest euribor
    building lift garage storage keys arrears`,
};

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
