import { foldText } from '../retrieval/fold.ts';
import { extractAmounts, extractPercents } from './amounts.ts';
import { extractDates, extractDurations } from './dates.ts';
import { COUNT_PATTERN, parseCount } from './numbers.ts';
import { findRegion } from './regions.ts';
import type { QuestionFacts } from './types.ts';

const has = (folded: string, pattern: RegExp) => pattern.test(folded);

const COMPANY_WORDS = /\b(persona juridica|empresa|sociedad|compan(y|ies)|corporat\w*|fondo de inversion|investment fund|socimi|legal (person|entity))\b/g;
// 'una SL', 'Inmuebles Pérez S.L.', 'a plc': company suffixes as written.
const COMPANY_SUFFIXES = /(^|[\s,(])(S\.?\s?L\.?U?|S\.?\s?A\.?U?|Ltd|PLC|GmbH)(?=$|[\s,.)])/g;
/** Words before a company that make it the tenant: 'el inquilino es una SL', 'alquilo el local a una empresa'. */
const TENANT_BEFORE =
  /(\b(inquilin[oa]s?|arrendatari[oa]s?|tenants?|lessees?)\b\s*(es|sea|son|is|was|:)?\s*(una?|la|a|an|the)?\s*(limited\s+)?$|\b(alquil\w*|arriend\w*|arrend\w*|lets?|letting|rent(s|ing)?|leas(e|es|ing))\b[^.;]{0,30}\b(a|to)\s+(una?|la|a|an|the)?\s*(limited\s+)?$)/;
/** Words after a company that make it the buyer or the tenant: 'una SL compra', 'a company renting my flat'. */
const NOT_LANDLORD_AFTER = /^\s*(\w+\s+)?(inquilina|arrendataria|as (the )?tenant)\b/;
/** Rent paid to a company ('pago el alquiler a una empresa') makes it the landlord. */
const PAYS_RENT_TO = /\b(pago|pagamos|pagas|paga|pagan|pay|pays|paying|paid)\b[^.;]{0,30}$/;

/**
 * Who the landlord is, when the question says: a company ('una SL', 'persona jurídica') or a natural person. A
 * company that the question makes the tenant or the buyer ('alquilo un local a una SL', 'una SL compra una nave')
 * does not make the landlord one.
 */
function landlordKind(text: string, folded: string): QuestionFacts['landlordKind'] {
  const mentions = [
    ...[...folded.matchAll(COMPANY_WORDS)].map((match) => ({ start: match.index, end: match.index + match[0].length, in: folded })),
    ...[...text.matchAll(COMPANY_SUFFIXES)].map((match) => ({ start: match.index + match[1]!.length, end: match.index + match[0].length, in: text.toLowerCase() })),
  ];
  const landlordCompany = mentions.some(
    (mention) => {
      const before = mention.in.slice(Math.max(0, mention.start - 60), mention.start);
      return (PAYS_RENT_TO.test(before) || !TENANT_BEFORE.test(before)) && !NOT_LANDLORD_AFTER.test(mention.in.slice(mention.end, mention.end + 40));
    },
  );
  if (landlordCompany) return 'legal';
  if (has(folded, /\b(persona fisica|particular|individual|private (landlord|individual|owner)|natural person)\b/)) return 'natural';
  return undefined;
}

function bigLandlord(folded: string): boolean | undefined {
  if (has(folded, /\b(no es|not a|isn'?t a|no soy)\s+(un\s+)?(gran tenedor|large (landlord|holder)|big landlord)/)) return false;
  if (has(folded, /\b(gran(des)? tenedor(es|a)?|large (landlord|holder|property owner)s?|big landlords?|institutional landlords?)\b/)) return true;
  if (has(folded, /\b(mas de (10|diez)|more than (10|ten))\s+(viviendas|inmuebles|pisos|properties|flats|homes)\b/)) return true;
  // 'Somos un fondo con 300 pisos', 'I own 12 flats': more than ten homes held is a gran tenedor (art. 3.k Ley 12/2023).
  // A building's or a community's homes ('un edificio con 40 viviendas', 'tenemos 20 viviendas en la comunidad') are not the user's.
  const held = HOMES_HELD.exec(folded);
  if (held && Number(held[2]) > 10 && !BUILDING.test(folded)) return true;
  return undefined;
}

const HOMES_HELD =
  /\b(tengo|tenemos|poseo|poseemos|posee|tiene|con|own|owns|have|has|with)\s+(?:(?:unos|unas|about|around|over|some)\s+)?(\d{2,})\s+(?:viviendas|inmuebles|pisos|apartamentos|properties|flats|homes|apartments|dwellings)\b/;
const BUILDING = /\b(edificio|bloque|comunidad|finca|urbanizacion|promocion|complejo|residencial|inmueble|building|block|community|development|estate|urbani[sz]ation|complex)\b/;

function stressedArea(folded: string): boolean | undefined {
  const mention = /\b(zona (de mercado residencial )?tensionada|mercado (residencial )?tensionado|area tensionada|stressed (housing |residential )?(market|area|zone)|rent[- ]controlled (area|zone)|tensioned (market|area))\b/;
  if (!has(folded, mention)) return undefined;
  return !has(folded, /\b(no (esta|es) (en )?(una )?zona|not in a|isn'?t in a|fuera de (una )?zona|outside (a|the) )/);
}

// A let for a passing need ('por trabajo', 'for a course') for less than a year is a seasonal one (art. 3.2 LAU).
const PASSING_NEED =
  /\b(por (trabajo|motivos laborales|estudios|un curso|el curso|un proyecto|un destino|una obra|tratamiento medico)|for (work|his work|her work|studies|a course|the school year|a project|a posting|a job|medical treatment)|durante el curso|curso escolar|school year|academic year)\b/;

const LET_TERM = new RegExp(`\\b(?:durante|por|for|during)\\s+(?:unos\\s+|unas\\s+|some\\s+|about\\s+)?(${COUNT_PATTERN})\\s+(?:meses|months)\\b`);

function propertyUse(folded: string): QuestionFacts['propertyUse'] {
  if (has(folded, /\b(temporada|de temporada|temporal|por meses|seasonal|short[- ]term|holiday let|estudiantes|students?)\b/)) return 'seasonal';
  // The let's own term: 'durante nueve meses', 'for nine months' (not a deposit's '2 meses' nor a notice's '30 days').
  const term = LET_TERM.exec(folded);
  const months = term ? parseCount(term[1]!) : undefined;
  if (months !== undefined && months < 12 && has(folded, PASSING_NEED)) return 'seasonal';
  if (has(folded, /\b(local( comercial)?|locales|oficina|nave|negocio|uso distinto|commercial (premises|lease|property)|shop|office|premises|business premises)\b/)) return 'commercial';
  if (has(folded, /\b(segunda residencia|second home|holiday home|casa de vacaciones)\b/)) return 'secondHome';
  if (has(folded, /\b(vivienda habitual|residencia habitual|primary residence|main (home|residence)|domicilio habitual|para vivir|to live in)\b/)) return 'habitual';
  return undefined;
}

function propertyKind(folded: string): QuestionFacts['propertyKind'] {
  if (has(folded, /\b(plaza de garaje|garaje|parking (space|spot)|garage)\b/) && !has(folded, /\b(piso|vivienda|casa|flat|apartment|house|home)\b/)) return 'garage';
  if (has(folded, /\b(local( comercial)?|oficina|nave|commercial premises|shop|office)\b/)) return 'premises';
  if (has(folded, /\b(solar|terreno|parcela|plot of land)\b/) && !has(folded, /\b(piso|vivienda|casa|flat|house)\b/)) return 'land';
  if (has(folded, /\b(piso|vivienda|casa|chalet|apartamento|atico|duplex|estudio|flat|apartment|house|home|dwelling|penthouse)\b/)) return 'dwelling';
  return undefined;
}

function newBuild(folded: string): boolean | undefined {
  if (has(folded, /\b(segunda mano|usad[oa]|de ocasion|resale|second[- ]hand|pre[- ]owned|existing (home|flat|property))\b/)) return false;
  if (has(folded, /\b(obra nueva|a estrenar|nueva construccion|de nueva planta|promotor(a)?|promocion|sobre plano|new[- ]build|newly built|brand[- ]new|off[- ]plan|from the developer|new (home|flat|apartment|house|build|development))\b/)) {
    return true;
  }
  return undefined;
}

function protectedHousing(folded: string): QuestionFacts['protectedHousing'] {
  if (!has(folded, /\b(vpo|vpp|proteccion oficial|vivienda protegida|social housing|protected housing)\b/)) return undefined;
  return has(folded, /\b(regimen especial|promocion publica|special regime|public development)\b/) ? 'special' : 'general';
}

const OWNERS = new RegExp(
  `\\b(${COUNT_PATTERN})\\s+(?:vecinos|vecinas|propietari[oa]s|copropietari[oa]s|comuneros|owners|co-owners|neighbours|neighbors|viviendas|pisos|flats|apartments|homes|units|households)\\b`,
  'i',
);
const OWNERS_OF = /\b(?:comunidad|edificio|building|bloque|community)\s+(?:de|of|with)\s+(\d+)\s+(?:vecinos|propietarios|viviendas|pisos|owners|flats|apartments|homes|units)\b/i;
const VOTES_FOR = new RegExp(`\\b(${COUNT_PATTERN})\\s+(?:votos?\\s+)?(?:a favor|votan a favor|votaron a favor|han votado a favor|in favou?r|voted (?:in favou?r|for)|votes? for|yes votes?)\\b`, 'i');

function owners(folded: string): number | undefined {
  const match = OWNERS_OF.exec(folded) ?? OWNERS.exec(folded);
  return match?.[1] ? parseCount(match[1]) : undefined;
}

function fraction(folded: string): QuestionFacts['fraction'] {
  const written = /(?<![\d/])\b([1-9])\s*\/\s*([2-9])\b(?!\s*\/)/.exec(folded);
  if (written) return { numerator: Number(written[1]), denominator: Number(written[2]) };
  if (has(folded, /\b(tres quintos|tres quintas partes|3 quintos|three[- ]fifths)\b/)) return { numerator: 3, denominator: 5 };
  if (has(folded, /\b(un tercio|una tercera parte|one[- ]third|a third)\b/)) return { numerator: 1, denominator: 3 };
  return undefined;
}

function loanRateKind(folded: string): QuestionFacts['loanRateKind'] {
  if (has(folded, /\b(tipo mixto|mixed rate|hipoteca mixta|mixed mortgage)\b/)) return 'mixed';
  if (has(folded, /\b(cambiar a (tipo )?fijo|pasar a (tipo )?fijo|paso a (tipo )?fijo|switch(ing)? to (a )?fixed|to a fixed rate)\b/)) return 'variable';
  if (has(folded, /\b(tipo variable|interes variable|hipoteca variable|variable[- ]rate|euribor|tracker)\b/)) return 'variable';
  if (has(folded, /\b(tipo fijo|interes fijo|hipoteca fija|fixed[- ]rate)\b/)) return 'fixed';
  return undefined;
}

function mortgageOperation(folded: string): QuestionFacts['mortgageOperation'] {
  if (has(folded, /\b(subrogacion|subrogar|novacion|novar|cambiar a (tipo )?fijo|pasar a (tipo )?fijo|paso a (tipo )?fijo|cambio de banco|llevarme la hipoteca|switch\w* (\w+ ){0,2}to (a )?fixed|chang\w* (\w+ ){0,2}to (a )?fixed|mov\w* (\w+ ){0,2}to (a )?fixed|novation|subrogation|remortgage|move my mortgage)\b/)) {
    return 'switchToFixed';
  }
  if (has(folded, /\b(amortiz\w*|cancelar (la )?hipoteca|cancelacion anticipada|reembolso anticipado|early repayment|repay\w*|pay (off|back)|overpay\w*)\b/)) return 'repayment';
  return undefined;
}

/** Everything a calculation may need, read from a question in Spanish or English. */
export function extractFacts(question: string): QuestionFacts {
  const folded = foldText(question);
  const facts: QuestionFacts = {
    amounts: extractAmounts(question),
    dates: extractDates(question),
    durations: extractDurations(question),
    percents: extractPercents(question),
  };
  const region = findRegion(question);
  if (region) facts.region = region;
  const optional: Partial<QuestionFacts> = {
    landlordKind: landlordKind(question, folded),
    bigLandlord: bigLandlord(folded),
    stressedArea: stressedArea(folded),
    propertyUse: propertyUse(folded),
    propertyKind: propertyKind(folded),
    newBuild: newBuild(folded),
    protectedHousing: protectedHousing(folded),
    owners: owners(folded),
    fraction: fraction(folded),
    votesFor: VOTES_FOR.exec(folded)?.[1] ? parseCount(VOTES_FOR.exec(folded)![1]!) : undefined,
    loanRateKind: loanRateKind(folded),
    mortgageOperation: mortgageOperation(folded),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(facts, { [key]: value });
  }
  return facts;
}
