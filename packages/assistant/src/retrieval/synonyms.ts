/**
 * Everyday words and their legal equivalents, applied to folded text before stemming, on the index
 * and the query alike, so that 'casero' finds an entry written with 'arrendador'. Each group is
 * rewritten to one canonical form; phrases are rewritten before single words.
 */
export type SynonymLanguage = 'es' | 'en';

interface SynonymGroup {
  canonical: string;
  variants: string[];
}

const SPANISH_GROUPS: SynonymGroup[] = [
  { canonical: 'arrendador', variants: ['casero', 'casera', 'caseros', 'caseras', 'arrendadora', 'arrendadores', 'dueno del piso', 'duena del piso', 'dueno de la vivienda'] },
  { canonical: 'arrendatario', variants: ['inquilino', 'inquilina', 'inquilinos', 'inquilinas', 'arrendataria', 'arrendatarios', 'arrendatarias', 'inquilinato'] },
  { canonical: 'vivienda', variants: ['piso', 'pisos', 'apartamento', 'apartamentos', 'viviendas', 'casa', 'casas', 'hogar', 'inmueble', 'inmuebles'] },
  { canonical: 'fianza', variants: ['deposito', 'depositos', 'fianzas', 'garantia de alquiler'] },
  { canonical: 'hipoteca', variants: ['prestamo hipotecario', 'prestamos hipotecarios', 'credito hipotecario', 'creditos hipotecarios', 'credito inmobiliario', 'hipotecas'] },
  { canonical: 'arrendamiento', variants: ['alquiler', 'alquileres', 'alquilar', 'alquila', 'alquilo', 'arrendamientos', 'arrendar', 'arriendo'] },
  { canonical: 'honorarios', variants: ['comision', 'comisiones', 'gastos de gestion inmobiliaria', 'minuta'] },
  { canonical: 'inmobiliaria', variants: ['agencia inmobiliaria', 'agente inmobiliario', 'agencia', 'agencias', 'api', 'inmobiliarias'] },
  { canonical: 'junta', variants: ['junta de propietarios', 'junta de vecinos', 'reunion de vecinos', 'asamblea de vecinos'] },
  { canonical: 'comunidad', variants: ['comunidad de propietarios', 'comunidad de vecinos', 'propiedad horizontal'] },
  { canonical: 'propietarios', variants: ['vecinos', 'vecino', 'vecina', 'comuneros', 'copropietarios'] },
  { canonical: 'impago', variants: ['impagos', 'no paga', 'no pagar', 'deja de pagar', 'dejar de pagar', 'falta de pago', 'moroso', 'morosa', 'morosos', 'morosidad', 'impagada', 'impagadas', 'impagado', 'impagados', 'deudas pendientes'] },
  { canonical: 'vivienda turistica', variants: ['turista', 'turistas', 'piso turistico', 'pisos turisticos', 'alquiler turistico', 'alquileres turisticos', 'airbnb', 'apartamento turistico', 'apartamentos turisticos', 'uso turistico'] },
  { canonical: 'plusvalia', variants: ['plusvalia municipal', 'iivtnu', 'impuesto sobre el incremento del valor de los terrenos'] },
  { canonical: 'desahucio', variants: ['desahuciar', 'echar al inquilino', 'echar al arrendatario', 'lanzamiento', 'desalojo'] },
  { canonical: 'actualizacion', variants: ['subir', 'subida', 'sube', 'suben', 'aumentar', 'aumento', 'incrementar', 'revision', 'actualizar'] },
  { canonical: 'desistimiento', variants: ['irse antes', 'marcharse antes', 'dejar el piso', 'irme antes', 'rescindir', 'romper el contrato', 'desistir'] },
  { canonical: 'compraventa', variants: ['compra venta', 'compra de vivienda', 'venta de vivienda'] },
  { canonical: 'arras', variants: ['senal', 'contrato de arras', 'paga y senal'] },
  { canonical: 'notario', variants: ['notaria', 'notarial', 'notariales'] },
  { canonical: 'banco', variants: ['entidad financiera', 'prestamista', 'entidad bancaria', 'bancos'] },
  { canonical: 'porcentaje', variants: ['por ciento', 'por cien', 'tanto por ciento'] },
  { canonical: 'certificado energetico', variants: ['certificado de eficiencia energetica', 'eficiencia energetica', 'cee'] },
];

const ENGLISH_GROUPS: SynonymGroup[] = [
  { canonical: 'landlord', variants: ['lessor', 'landlady', 'landlords', 'owner of the flat'] },
  { canonical: 'tenant', variants: ['lessee', 'renter', 'tenants', 'occupant'] },
  { canonical: 'dwelling', variants: ['flat', 'flats', 'apartment', 'apartments', 'home', 'house', 'housing', 'dwellings', 'property', 'residence'] },
  { canonical: 'deposit', variants: ['security deposit', 'bond', 'deposits'] },
  { canonical: 'mortgage', variants: ['home loan', 'mortgage loan', 'mortgages', 'property loan'] },
  { canonical: 'lease', variants: ['rent', 'rents', 'renting', 'rented', 'rental', 'leases', 'leasing', 'tenancy', 'letting', 'let'] },
  { canonical: 'agent', variants: ['estate agent', 'real estate agent', 'agency', 'realtor', 'letting agent', 'agents'] },
  { canonical: 'fee', variants: ['fees', 'commission', 'commissions'] },
  { canonical: 'meeting', variants: ['owners meeting', 'general meeting', 'community meeting'] },
  { canonical: 'community', variants: ['community of owners', 'homeowners association', 'owners association', 'condominium'] },
  { canonical: 'withdraw', variants: ['leave before', 'leave early', 'move out early', 'break the lease', 'end the lease early', 'terminate early', 'walk away', 'back out', 'backs out', 'withdrawal', 'withdraws', 'withdrawing'] },
  { canonical: 'percentage', variants: ['per cent', 'percent'] },
  { canonical: 'increase', variants: ['raise', 'rise', 'update', 'review'] },
  { canonical: 'nonpayment', variants: ['non payment', 'stops paying', 'stop paying', 'does not pay', 'doesn t pay', 'not paying', 'unpaid', 'arrears', 'default', 'defaults', 'late payment'] },
  { canonical: 'holiday let', variants: ['tourist', 'tourists', 'tourism', 'tourist flat', 'tourist rental', 'tourist let', 'holiday rental', 'airbnb'] },
];

interface CompiledRules {
  phrases: Array<[RegExp, string]>;
  words: Map<string, string>;
}

function compile(groups: SynonymGroup[]): CompiledRules {
  const phrases: Array<[RegExp, string]> = [];
  const words = new Map<string, string>();
  const phraseVariants: Array<[string, string]> = [];
  for (const group of groups) {
    for (const variant of group.variants) {
      if (variant.includes(' ')) phraseVariants.push([variant, group.canonical]);
      else words.set(variant, group.canonical);
    }
  }
  // Longest phrases first so 'real estate agent' wins over 'estate agent'.
  phraseVariants.sort((a, b) => b[0].length - a[0].length);
  for (const [variant, canonical] of phraseVariants) {
    phrases.push([new RegExp(`\\b${variant.replace(/ /g, '\\s+')}\\b`, 'g'), canonical]);
  }
  return { phrases, words };
}

const RULES: Record<SynonymLanguage, CompiledRules> = {
  es: compile(SPANISH_GROUPS),
  en: compile(ENGLISH_GROUPS),
};

/** Rewrites multi-word synonyms in folded text to their canonical form. */
export function rewritePhrases(folded: string, language: SynonymLanguage): string {
  let text = folded;
  for (const [pattern, canonical] of RULES[language].phrases) text = text.replace(pattern, canonical);
  return text;
}

/** The canonical form of one folded word (may be several words), or the word itself. */
export function canonicalWord(word: string, language: SynonymLanguage): string {
  return RULES[language].words.get(word) ?? word;
}
