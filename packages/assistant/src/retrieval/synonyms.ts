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
  { canonical: 'impago', variants: ['impagos', 'no paga', 'no pagar', 'deja de pagar', 'dejar de pagar', 'falta de pago', 'moroso', 'morosa', 'morosos', 'morosidad', 'impagada', 'impagadas', 'impagado', 'impagados', 'deudas pendientes', 'retraso', 'retrasos', 'atraso', 'atrasos', 'atrasada', 'atrasadas', 'atrasado', 'atrasados', 'sin pagar', 'pendientes de pago', 'adeuda', 'adeudan'] },
  { canonical: 'vivienda turistica', variants: ['turista', 'turistas', 'piso turistico', 'pisos turisticos', 'alquiler turistico', 'alquileres turisticos', 'airbnb', 'apartamento turistico', 'apartamentos turisticos', 'uso turistico'] },
  { canonical: 'plusvalia', variants: ['plusvalia municipal', 'iivtnu', 'impuesto sobre el incremento del valor de los terrenos', 'impuesto municipal sobre el incremento', 'impuesto sobre el incremento', 'impuesto municipal de plusvalia', 'incremento de valor de los terrenos'] },
  { canonical: 'desahucio', variants: ['desahuciar', 'echar al inquilino', 'echar al arrendatario', 'lanzamiento', 'desalojo', 'echar', 'echarle', 'echarlo', 'echarla', 'echarles', 'echarlos', 'echen', 'sacarlo', 'sacarla', 'sacarle', 'sacarlos', 'lo saco', 'la saco', 'los saco', 'no se quiere ir', 'no se quiere marchar', 'no quiere irse', 'no quiere marcharse', 'se niega a irse', 'no se va'] },
  { canonical: 'actualizacion', variants: ['subir', 'subida', 'sube', 'suben', 'aumentar', 'aumento', 'incrementar', 'revision', 'actualizar'] },
  { canonical: 'desistimiento', variants: ['irse antes', 'marcharse antes', 'dejar el piso', 'irme antes', 'rescindir', 'romper el contrato', 'desistir', 'marchar', 'marcharme', 'marcharse', 'marcharnos', 'marcho', 'irme', 'irse', 'irnos', 'salir antes', 'dejar la vivienda', 'abandonar el piso', 'abandonar la vivienda'] },
  { canonical: 'compraventa', variants: ['compra venta', 'compra de vivienda', 'venta de vivienda'] },
  { canonical: 'arras', variants: ['senal', 'contrato de arras', 'paga y senal'] },
  { canonical: 'notario', variants: ['notaria', 'notarial', 'notariales', 'notarias', 'notarios'] },
  { canonical: 'banco', variants: ['entidad financiera', 'prestamista', 'entidad bancaria', 'bancos'] },
  { canonical: 'porcentaje', variants: ['por ciento', 'por cien', 'tanto por ciento'] },
  { canonical: 'anticipada', variants: ['anticipadamente', 'antes de tiempo', 'anticipado', 'anticipados', 'anticipadas', 'adelantar', 'adelantada'] },
  { canonical: 'propietario', variants: ['dueno', 'duena', 'duenos', 'duenas', 'titular de la vivienda'] },
  { canonical: 'muerte', variants: ['fallecimiento', 'fallece', 'fallecio', 'fallecido', 'fallecida', 'fallecer', 'fallezca', 'muere', 'murio', 'muerto', 'muerta', 'morir', 'muera', 'defuncion'] },
  { canonical: 'subarriendo', variants: ['subarrendar', 'subarrienda', 'subarriendos', 'subarrendamiento', 'realquilar', 'realquila', 'realquilo', 'realquilando', 'realquiler', 'subalquilar', 'subalquiler', 'subalquila', 'subalquilo'] },
  { canonical: 'renovar', variants: ['renueva', 'renuevo', 'renuevan', 'renueve', 'renueven', 'renovacion', 'renovaciones'] },
  { canonical: 'perdidas', variants: ['por menos de lo que', 'mas barato de lo que', 'mas barata de lo que', 'perdiendo dinero', 'con perdidas', 'sin ganancia', 'sin beneficio', 'no he ganado'] },
  { canonical: 'ipc', variants: ['inflacion', 'indice de precios de consumo', 'coste de la vida'] },
  { canonical: 'lau', variants: ['ley de arrendamientos urbanos', 'ley de alquileres', 'ley del alquiler'] },
  { canonical: 'enervar', variants: ['enervacion', 'parar el desahucio', 'parar el juicio', 'se para el juicio', 'se para el desahucio', 'detener el desahucio', 'evitar el desahucio', 'frenar el desahucio', 'paralizar el desahucio', 'archivar el desahucio', 'pagar y quedarse', 'paga y se queda', 'pague y se quede', 'pagar y seguir en la vivienda', 'pagar y seguir viviendo'] },
  { canonical: 'hipoteca', variants: ['prestamo', 'prestamos'] },
  { canonical: 'ausentes', variants: ['ausente', 'no asistio', 'no asistieron', 'no asisti', 'no asiste', 'no asisten', 'no asistentes', 'no asistente', 'no vino', 'no vinieron', 'no vine', 'no acudio', 'no acudieron', 'no acudi', 'no estuvo en la junta', 'no estuvieron en la junta', 'falto a la junta'] },
  { canonical: 'precario', variants: ['en precario', 'gratis', 'gratuitamente', 'de favor', 'cesion gratuita', 'sin pagar renta', 'sin pagar alquiler', 'sin pagar nada'] },
  { canonical: 'reinversion', variants: ['reinvertir', 'reinvierto', 'reinvierte', 'reinvierten', 'reinverti', 'reinvertido', 'reinvertida', 'reinversiones', 'compro otra', 'comprar otra', 'compre otra', 'comprare otra', 'me compro otra'] },
  { canonical: 'plazo', variants: ['cuanto tiempo tengo', 'cuanto tiempo hay', 'de cuanto tiempo dispongo', 'cuantos dias tengo', 'cuantos meses tengo', 'hasta cuando puedo', 'hasta cuando tengo'] },
  // Who bears a cost is a question of its own ('¿quién paga el IBI?'): read as a term, kept beside the verb.
  { canonical: 'quienpaga paga', variants: ['quien paga', 'quien pagan', 'quien la paga', 'quien lo paga', 'quien las paga', 'quien los paga', 'quien debe pagar', 'quien tiene que pagar', 'quien ha de pagar', 'quien corre con', 'a quien le corresponde pagar', 'a quien corresponde pagar', 'quien abona', 'quien asume'] },
  { canonical: 'vender', variants: ['vendo', 'vende', 'venden', 'vendes', 'vendemos', 'vendi', 'vendio', 'vendimos', 'vendieron', 'vendido', 'vendida', 'vendidos', 'vendidas', 'vendiendo', 'venda', 'vendan', 'vendiera', 'venta', 'ventas'] },
  // The community's reserve fund is one term, as in English: a bare 'fondo' is more often an investment fund.
  { canonical: 'fondoreserva', variants: ['fondo de reserva', 'fondos de reserva', 'fondo de la comunidad', 'fondo comunitario', 'fondo de comunidad'] },
  { canonical: 'certificado energetico', variants: ['certificado de eficiencia energetica', 'eficiencia energetica', 'cee'] },
];

// English questions borrow Spanish words ('our inquilino', 'the fianza', 'a zona tensionada'). Those the entries'
// English texts translate are read as their translation; those they keep ('plusvalía', 'burofax', 'arras', 'IBI',
// 'nota simple', 'FEIN', 'precario', 'enervación') need nothing. Each Spanish variant sits in its English group.
const ENGLISH_GROUPS: SynonymGroup[] = [
  { canonical: 'landlord', variants: ['lessor', 'landlady', 'landlords', 'owner of the flat', 'casero', 'casera', 'caseros', 'arrendador', 'arrendadora', 'arrendadores'] },
  { canonical: 'tenant', variants: ['lessee', 'renter', 'tenants', 'occupant', 'inquilino', 'inquilina', 'inquilinos', 'inquilinas', 'arrendatario', 'arrendataria', 'arrendatarios'] },
  { canonical: 'dwelling', variants: ['flat', 'flats', 'apartment', 'apartments', 'home', 'house', 'housing', 'dwellings', 'property', 'residence', 'piso', 'pisos', 'vivienda', 'viviendas'] },
  { canonical: 'deposit', variants: ['security deposit', 'bond', 'deposits', 'fianza', 'fianzas'] },
  { canonical: 'mortgage', variants: ['home loan', 'mortgage loan', 'mortgages', 'property loan', 'hipoteca', 'hipotecas', 'prestamo hipotecario'] },
  { canonical: 'lease', variants: ['rent', 'rents', 'renting', 'rented', 'rental', 'leases', 'leasing', 'tenancy', 'letting', 'let', 'alquiler', 'alquileres', 'arrendamiento', 'contrato de alquiler', 'contrato de arrendamiento'] },
  { canonical: 'agent', variants: ['estate agent', 'real estate agent', 'agency', 'realtor', 'letting agent', 'agents', 'inmobiliaria', 'agencia inmobiliaria'] },
  { canonical: 'fee', variants: ['fees', 'commission', 'commissions', 'honorarios'] },
  { canonical: 'meeting', variants: ['owners meeting', 'general meeting', 'community meeting', 'junta de propietarios', 'junta de vecinos', 'junta general'] },
  { canonical: 'community', variants: ['community of owners', 'homeowners association', 'owners association', 'condominium', 'comunidad de propietarios', 'comunidad de vecinos', 'comunidad'] },
  { canonical: 'region', variants: ['comunidad autonoma', 'comunidades autonomas', 'autonomous community', 'autonomous region'] },
  { canonical: 'stressed zone', variants: ['zona tensionada', 'zonas tensionadas', 'zona de mercado residencial tensionado', 'zonas de mercado residencial tensionado', 'mercado residencial tensionado', 'area tensionada'] },
  { canonical: 'large holder', variants: ['gran tenedor', 'gran tenedora', 'grandes tenedores'] },
  { canonical: 'squatter', variants: ['okupa', 'okupas', 'ocupa', 'ocupas', 'squatters'] },
  { canonical: 'deed', variants: ['escritura', 'escrituras', 'escritura publica', 'deeds'] },
  { canonical: 'notary', variants: ['notario', 'notaria', 'notarios'] },
  { canonical: 'levy', variants: ['derrama', 'derramas', 'levies'] },
  { canonical: 'seasonal lease', variants: ['alquiler de temporada', 'contrato de temporada', 'arrendamiento de temporada'] },
  { canonical: 'extension', variants: ['prorroga', 'prorrogas'] },
  { canonical: 'habitability certificate cedula', variants: ['cedula de habitabilidad'] },
  { canonical: 'energy certificate', variants: ['certificado energetico', 'certificado de eficiencia energetica'] },
  { canonical: 'main home', variants: ['vivienda habitual'] },
  { canonical: 'lift', variants: ['ascensor', 'ascensores', 'elevator', 'elevators', 'lifts'] },
  { canonical: 'new build', variants: ['obra nueva', 'vivienda de obra nueva', 'piso de obra nueva'] },
  { canonical: 'works', variants: ['obra', 'obras', 'reforma', 'reformas'] },
  { canonical: 'developer', variants: ['promotor', 'promotora', 'promotores', 'constructora'] },
  { canonical: 'buyer', variants: ['comprador', 'compradora', 'compradores'] },
  { canonical: 'seller', variants: ['vendedor', 'vendedora', 'vendedores'] },
  { canonical: 'community fees', variants: ['gastos de comunidad', 'cuota de comunidad', 'cuotas de comunidad', 'cuota de la comunidad', 'cuotas de la comunidad'] },
  { canonical: 'inheritance', variants: ['herencia', 'herencias'] },
  { canonical: 'auction', variants: ['subasta', 'subastas'] },
  { canonical: 'valuation', variants: ['tasacion', 'tasaciones'] },
  { canonical: 'surcharge', variants: ['surcharges', 'charge extra', 'extra ibi', 'recargo', 'recargos'] },
  { canonical: 'withdraw', variants: ['move out before', 'leave the flat early', 'get out of the lease', 'leave before', 'leave early', 'move out early', 'break the lease', 'end the lease early', 'terminate early', 'walk away', 'back out', 'backs out', 'pull out', 'pulls out', 'pulled out', 'falls through', 'fall through', 'fell through', 'falls apart', 'change my mind', 'changes his mind', 'changes her mind', 'withdrawal', 'withdraws', 'withdrawing'] },
  { canonical: 'percentage', variants: ['per cent', 'percent'] },
  { canonical: 'increase', variants: ['raise', 'raises', 'rise', 'rises', 'update', 'review', 'put up', 'put the rent up', 'go up', 'goes up', 'hike', 'hikes', 'increases', 'increased'] },
  { canonical: 'nonpayment', variants: ['impago', 'impagos', 'moroso', 'morosos', 'non payment', 'stops paying', 'stop paying', 'does not pay', 'doesn t pay', 'not paying', 'unpaid', 'arrears', 'default', 'defaults', 'late payment', 'owe', 'owes', 'owed', 'owing', 'behind with', 'behind on', 'overdue', 'missed payments', 'has not paid', 'have not paid', 'hasn t paid', 'haven t paid', 'not paid', 'did not pay', 'didn t pay', 'do not pay', 'don t pay'] },
  { canonical: 'reservefund', variants: ['reserve fund', 'reserve funds', 'contingency fund', 'fondo de reserva', 'fondo de la comunidad'] },
  { canonical: 'arras deposit', variants: ['earnest money', 'earnest deposit', 'arras contract', 'deposit contract', 'deposit agreement'] },
  { canonical: 'reservation', variants: ['reservation fee', 'reservation deposit', 'holding deposit', 'booking deposit', 'reserve the flat', 'reserve the property', 'reserving'] },
  { canonical: 'return', variants: ['refund', 'refunds', 'refundable', 'refunded', 'give back', 'get back', 'pay back', 'returned', 'give it back', 'give them back', 'get it back', 'get them back', 'pay it back', 'hand it back', 'hand them back'] },
  { canonical: 'death', variants: ['die', 'dies', 'died', 'dying', 'dead', 'deceased', 'passed away', 'passes away', 'pass away'] },
  // 'The seller hid it', 'concealed', 'covered up', and the 'hidden' of hidden defects: one subject.
  { canonical: 'conceal', variants: ['hid', 'hide', 'hides', 'hiding', 'hidden', 'concealed', 'conceals', 'concealing', 'concealment', 'covered up', 'cover up', 'covers up', 'painted over'] },
  { canonical: 'sublet', variants: ['sublease', 'subleases', 'subletting', 'sublets', 'sub let', 'sub letting', 'rent out a room', 'rent a room out'] },
  { canonical: 'cpi', variants: ['inflation', 'consumer price index', 'cost of living'] },
  { canonical: 'lau', variants: ['tenancy act', 'tenancy law', 'urban leases act', 'urban leases law', 'urban lease law', 'leases act', 'rental law', 'rent act', 'landlord and tenant act'] },
  { canonical: 'absent', variants: ['absentee', 'absentees', 'did not attend', 'didn t attend', 'not present', 'did not come', 'didn t come', 'missed the meeting', 'was not at the meeting', 'were not at the meeting'] },
  { canonical: 'precario', variants: ['for free', 'free of charge', 'rent free', 'without paying rent', 'without paying anything', 'precarious occupancy', 'precarious occupation', 'gratuitous'] },
  { canonical: 'reinvest', variants: ['reinvestment', 'reinvesting', 'reinvested', 'reinvests', 'buy another', 'buying another', 'bought another'] },
  { canonical: 'evict', variants: ['eviction', 'evictions', 'evicted', 'evicting', 'desahucio', 'desahucios', 'desahuciar', 'get him out', 'get her out', 'get them out', 'gets him out', 'gets her out', 'gets them out', 'getting them out',  'won t leave', 'will not leave', 'refuses to leave', 'does not want to leave', 'doesn t want to leave', 'kick him out', 'kick her out', 'kick them out', 'throw him out', 'throw her out'] },
  { canonical: 'enervacion', variants: ['pay and stay', 'pay up and stay', 'pay off the arrears and stay', 'stop the eviction', 'stop an eviction', 'halt the eviction', 'avoid eviction', 'avoid the eviction', 'stop the proceedings', 'enervation'] },
  { canonical: 'owner', variants: ['neighbour', 'neighbours', 'neighbor', 'neighbors', 'co owner', 'co owners', 'coowner', 'coowners'] },
  { canonical: 'whopays pay', variants: ['who pays', 'who pay', 'who has to pay', 'who must pay', 'who should pay', 'who is to pay', 'who bears', 'who covers', 'who is responsible for paying', 'who is liable for', 'who foots'] },
  { canonical: 'sell', variants: ['sells', 'selling', 'sold', 'sale', 'sales'] },
  { canonical: 'buy', variants: ['buys', 'buying', 'bought', 'purchase', 'purchases', 'purchasing', 'purchased'] },
  { canonical: 'pay', variants: ['paid'] },
  { canonical: 'holiday let', variants: ['tourist', 'tourists', 'tourism', 'tourist flat', 'tourist rental', 'tourist let', 'holiday rental', 'airbnb', 'piso turistico', 'pisos turisticos', 'vivienda turistica', 'viviendas turisticas', 'vivienda de uso turistico', 'alquiler turistico'] },
];

/** A multi-word synonym: its pattern, what it becomes, and the words it needs in a text to match there at all. */
interface PhraseRule {
  pattern: RegExp;
  canonical: string;
  words: readonly string[];
  canonicalWords: readonly string[];
}

interface CompiledRules {
  phrases: PhraseRule[];
  words: Map<string, string>;
}

/** What separates the words that `\b` delimits. */
const NOT_WORD = /\W+/;

function compile(groups: SynonymGroup[]): CompiledRules {
  const phrases: PhraseRule[] = [];
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
    phrases.push({
      pattern: new RegExp(`\\b${variant.replace(/ /g, '\\s+')}\\b`, 'g'),
      canonical,
      words: variant.split(NOT_WORD),
      canonicalWords: canonical.split(NOT_WORD),
    });
  }
  return { phrases, words };
}

const RULES: Record<SynonymLanguage, CompiledRules> = {
  es: compile(SPANISH_GROUPS),
  en: compile(ENGLISH_GROUPS),
};

// 'deber' means 'owe' unless an infinitive follows ('debe pagar', 'debe ser'): 'un vecino debe tres
// cuotas', 'todo lo que debo' speak of a debt.
const OWES = /\b(debe|debo|deben|debemos|debia|debian|debiendo)\b(?!\s+(?:(?:se|me|le|lo|la|les|nos|el|la|los|las|de)\s+)?[a-z]+(?:ar|er|ir)(?:se|lo|la|le|les|me|nos)?\b)/g;

// 'no me paga', 'no nos han pagado': the negation is a stop word, so read the phrase as one.
const DOES_NOT_PAY = /\bno\s+(?:(?:me|nos|le|les|te)\s+)?(?:(?:ha|han|he|hemos)\s+)?(?:paga|pagan|pago|pagamos|pagar|pagado|abona|abonan)\b/g;

/** Rewrites multi-word synonyms in folded text to their canonical form. */
export function rewritePhrases(folded: string, language: SynonymLanguage): string {
  // Contractions meet their phrases as separate words: "doesn't pay" is 'doesn t pay', as the groups write it.
  const spaced = folded.replace(/['’]/g, ' ');
  let text = language === 'es' ? spaced.replace(OWES, ' impago ').replace(DOES_NOT_PAY, ' impago ') : spaced;
  // A phrase matches only where each of its words stands whole (as `\b` delimits words) in the text, so its pattern
  // runs only when the text has them all: hundreds of patterns, each a scan of the whole text, made most of the
  // cost of building the index. A rewrite adds its words (the set may keep words no longer there: that only runs
  // a pattern for nothing), so a phrase made of an earlier rewrite still meets its rule, as when every rule ran.
  const present = new Set(text.split(NOT_WORD));
  for (const rule of RULES[language].phrases) {
    if (!rule.words.every((word) => present.has(word))) continue;
    const rewritten = text.replace(rule.pattern, rule.canonical);
    if (rewritten === text) continue;
    text = rewritten;
    for (const word of rule.canonicalWords) present.add(word);
  }
  return text;
}

/** The canonical form of one folded word (may be several words), or the word itself. */
export function canonicalWord(word: string, language: SynonymLanguage): string {
  return RULES[language].words.get(word) ?? word;
}

const TENANT = { es: /\b(?:inquilin[oa]s?|arrendatari[oa]s?)\b/i, en: /\b(?:tenants?|lessees?)\b/i };
const OWNER = { es: /\b(?:propietari[oa]|due(?:ñ|n)[oa])(?= |[.,;:?!]|$)/gi, en: /\b(?:(?:property |flat |home )?owner)\b/gi };

/**
 * A question that speaks of the tenant means the landlord by 'the owner' ('¿qué obras puede hacer el inquilino sin
 * permiso del propietario?'): read so, it finds the lease's rules rather than the community's. Applied to questions
 * only: the texts of the knowledge base say 'arrendador' where they mean it.
 */
export function readLeaseRoles(text: string, language: SynonymLanguage): string {
  if (!TENANT[language].test(text)) return text;
  return text.replace(OWNER[language], language === 'es' ? 'arrendador' : 'landlord');
}
