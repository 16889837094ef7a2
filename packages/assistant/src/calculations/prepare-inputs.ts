import { getCommunity } from '../facts/regions.ts';
import type { AmountFact, AmountRole, DateFact, DateRole, QuestionFacts } from '../facts/types.ts';
import type { Language } from '../types.ts';
import { findCommunityMatter, type CommunityMajorityInput, type CommunityMatter } from './community-majority.ts';
import { addYearsIso, formatDate, pick } from './format-values.ts';
import type { ArrasInput } from './arras.ts';
import type { ItpInput } from './itp.ts';
import type { LeaseDepositInput } from './lease-deposit.ts';
import type { LeaseNoticeInput } from './lease-notice.ts';
import type { LeaseWithdrawalInput } from './lease-withdrawal.ts';
import type { DefectKind, LoeDeadlinesInput } from './loe-deadlines.ts';
import type { MortgageFeesInput } from './mortgage-fees.ts';
import type { NewHomeTaxesInput } from './new-home-taxes.ts';
import type { PlusvaliaInput } from './plusvalia.ts';
import { findIravFor, findRentUpdateRegime, iravMonthFor, type RentUpdateInput } from './rent-update.ts';
import type { ReserveFundInput } from './reserve-fund.ts';
import { findItpRow } from './tables.ts';
import type { MissingFigure } from './types.ts';

/** What a preparer returns: the input of the calculation, or what to ask the user. */
export type Prepared<T> = { input: T } | { missing: MissingFigure[] };

export interface PrepareContext {
  question: string;
  folded: string;
  facts: QuestionFacts;
  language: Language;
  today: string;
}

const LABELS: Record<string, { es: string; en: string }> = {
  price: { es: 'el precio de compra', en: 'the purchase price' },
  region: { es: 'la ciudad o comunidad autónoma donde está la vivienda', en: 'the town or region where the home is' },
  rent: { es: 'la renta mensual', en: 'the monthly rent' },
  contractDate: { es: 'la fecha exacta de firma del contrato (día, mes y año)', en: 'the exact date the lease was signed (day, month and year)' },
  leaseStart: { es: 'la fecha de inicio del contrato (día, mes y año)', en: 'the start date of the lease (day, month and year)' },
  acquisitionDate: { es: 'la fecha en que se compró (o heredó) el inmueble', en: 'the date the property was bought (or inherited)' },
  acquisitionPrice: { es: 'el precio de compra', en: 'the purchase price' },
  salePrice: { es: 'el precio de venta', en: 'the sale price' },
  cadastralLand: { es: 'el valor catastral del suelo (en el recibo del IBI)', en: 'the cadastral value of the land (on the IBI bill)' },
  rateKind: { es: 'si la hipoteca es a tipo fijo o variable', en: 'whether the mortgage is fixed or variable rate' },
  signedOn: { es: 'la fecha de firma del préstamo', en: 'the date the loan was signed' },
  owners: { es: 'el número de propietarios de la comunidad', en: 'the number of owners in the community' },
  matter: { es: 'qué se vota (ascensor, placas solares, pisos turísticos, estatutos…)', en: 'what is being voted on (lift, solar panels, tourist flats, statutes…)' },
  arras: { es: 'el importe de las arras', en: 'the amount of the arras' },
  budget: { es: 'el último presupuesto ordinario anual de la comunidad', en: "the community's last ordinary yearly budget" },
  reception: { es: 'la fecha de recepción de la obra (o, si no la sabes, la del final de obra)', en: 'the date the works were received (or, if unknown, when they were completed)' },
};

export function missing(ids: string[], language: Language, overrides: Record<string, string> = {}): { missing: MissingFigure[] } {
  const lang = language === 'SPANISH' ? 'es' : 'en';
  return { missing: ids.map((id) => ({ id, label: overrides[id] ?? LABELS[id]?.[lang] ?? id })) };
}

function amountOf(facts: QuestionFacts, ...roles: AmountRole[]): AmountFact | undefined {
  for (const role of roles) {
    const found = facts.amounts.find((amount) => amount.role === role);
    if (found) return found;
  }
  return undefined;
}

/** The amount with one of the roles, or the only amount of the question when its role is unclear. */
function mainAmount(facts: QuestionFacts, ...roles: AmountRole[]): number | undefined {
  const found = amountOf(facts, ...roles);
  if (found) return found.value;
  const unknown = facts.amounts.filter((amount) => amount.role === 'unknown' || amount.role === 'price');
  return facts.amounts.length === 1 && unknown.length === 1 ? unknown[0]!.value : undefined;
}

function dateOf(facts: QuestionFacts, ...roles: DateRole[]): DateFact | undefined {
  for (const role of roles) {
    const found = facts.dates.find((date) => date.role === role);
    if (found) return found;
  }
  return undefined;
}

function yearsOfTerm(facts: QuestionFacts): number | undefined {
  const term = facts.durations.find((d) => d.role === 'term' && (d.unit === 'year' || d.unit === 'month'));
  if (!term) return undefined;
  return term.unit === 'year' ? term.value : term.value / 12;
}

function clauseOf(folded: string, yes: RegExp): 'yes' | 'no' | 'unknown' {
  if (/\b(sin clausula|no hay clausula|no tiene clausula|no pactamos|no se pacto|sin pacto|no (dice|pone) nada|no (update |indemnity )?clause|without (a|any) clause|nothing (is )?agreed)\b/.test(folded)) return 'no';
  return yes.test(folded) ? 'yes' : 'unknown';
}

export function prepareItp({ facts, language }: PrepareContext): Prepared<ItpInput> {
  const price = mainAmount(facts, 'price', 'acquisitionPrice');
  const community = facts.region?.community;
  const ids = [...(price === undefined ? ['price'] : []), ...(community === undefined ? ['region'] : [])];
  if (ids.length > 0 || price === undefined || !community || !findItpRow(community)) return missing(ids.length ? ids : ['region'], language);
  const input: ItpInput = { community, price };
  const reference = amountOf(facts, 'referenceValue');
  if (reference) input.referenceValue = reference.value;
  return { input };
}

export function prepareNewHomeTaxes({ facts, language }: PrepareContext): Prepared<NewHomeTaxesInput> {
  const price = mainAmount(facts, 'price', 'acquisitionPrice');
  if (price === undefined) return missing(['price'], language);
  const input: NewHomeTaxesInput = { price };
  if (facts.region) input.community = facts.region.community;
  if (facts.protectedHousing === 'special') input.protectedSpecial = true;
  if (facts.propertyKind === 'premises' || facts.propertyKind === 'garage') input.nonResidential = true;
  return { input };
}

export function preparePlusvalia({ facts, language, today }: PrepareContext): Prepared<PlusvaliaInput & { approximateDates: boolean }> {
  const acquisition = dateOf(facts, 'acquisition', 'start') ?? (facts.dates.length === 2 ? facts.dates[0] : undefined);
  const sale = dateOf(facts, 'sale', 'end') ?? (facts.dates.length === 2 ? facts.dates[1] : undefined);
  const acquisitionPrice = amountOf(facts, 'acquisitionPrice')?.value;
  const salePrice = amountOf(facts, 'salePrice', 'price')?.value;
  const cadastralLand = amountOf(facts, 'cadastralLand')?.value;
  const ids = [
    ...(acquisition ? [] : ['acquisitionDate']),
    ...(acquisitionPrice === undefined ? ['acquisitionPrice'] : []),
    ...(salePrice === undefined ? ['salePrice'] : []),
    // Without a gain there is no tax (art. 104.5 TRLRHL): the cadastral value is then not needed.
    ...(cadastralLand === undefined && !(salePrice !== undefined && acquisitionPrice !== undefined && salePrice <= acquisitionPrice) ? ['cadastralLand'] : []),
  ];
  if (ids.length > 0) return missing(ids, language);
  const input: PlusvaliaInput & { approximateDates: boolean } = {
    acquisitionDate: acquisition!.date,
    saleDate: sale && sale !== acquisition ? sale.date : today,
    acquisitionPrice: acquisitionPrice!,
    salePrice: salePrice!,
    approximateDates: acquisition!.precision !== 'day' || (sale !== undefined && sale.precision !== 'day'),
  };
  if (cadastralLand !== undefined) input.cadastralLand = cadastralLand;
  const total = amountOf(facts, 'cadastralTotal');
  if (total) input.cadastralTotal = total.value;
  const rate = facts.percents.find((p) => p.role === 'municipalRate');
  if (rate) input.municipalRate = rate.value;
  return { input };
}

/** Why a let takes two months' deposit (art. 36.1 LAU): it is for a use other than housing (art. 3 LAU). */
const OTHER_USE = {
  seasonal: {
    es: 'un alquiler de temporada, como el de quien viene unos meses por trabajo o estudios, es un uso distinto del de vivienda: la fianza es de dos mensualidades',
    en: 'a seasonal let, such as one to someone staying some months for work or studies, is a lease for a use other than housing: the deposit is two months’ rent',
  },
  commercial: {
    es: 'un local u oficina es un uso distinto del de vivienda: la fianza es de dos mensualidades',
    en: 'premises or an office are a use other than housing: the deposit is two months’ rent',
  },
};

export function prepareLeaseDeposit({ facts, language }: PrepareContext): Prepared<LeaseDepositInput> {
  const rent = mainAmount(facts, 'rent');
  const otherUse = facts.propertyUse === 'seasonal' ? OTHER_USE.seasonal : facts.propertyUse === 'commercial' ? OTHER_USE.commercial : undefined;
  if (rent === undefined) {
    // What the user said of the let already decides the months: said with the request for the rent.
    const lang = language === 'SPANISH' ? 'es' : 'en';
    return missing(['rent'], language, otherUse ? { rent: `${LABELS.rent![lang]} (${otherUse[lang]})` } : {});
  }
  const input: LeaseDepositInput = { monthlyRent: rent, use: otherUse ? 'other' : 'housing' };
  if (facts.landlordKind) input.landlordKind = facts.landlordKind;
  const term = yearsOfTerm(facts);
  if (term !== undefined) input.termYears = term;
  return { input };
}

/** The anniversary of the lease in the current year (or its first anniversary if that is later). */
function anniversaryFor(contractDate: string, today: string): string {
  const thisYear = `${today.slice(0, 4)}${contractDate.slice(4)}`;
  const first = addYearsIso(contractDate, 1);
  return thisYear < first ? first : thisYear;
}

/** The lease's anniversary in the month of `month` (its last day when the month is shorter: 31 January → 28 February). */
function anniversaryInMonth(contractDate: string, month: string): string {
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return `${month.slice(0, 8)}${String(Math.min(Number(contractDate.slice(8, 10)), lastDay)).padStart(2, '0')}`;
}

export function prepareRentUpdate({ facts, folded, language, today }: PrepareContext): Prepared<RentUpdateInput> {
  const rent = mainAmount(facts, 'rent');
  const contract = dateOf(facts, 'start') ?? facts.dates.find((d) => d.role !== 'update');
  const ids = [...(rent === undefined ? ['rent'] : []), ...(contract?.precision === 'day' ? [] : ['contractDate'])];
  if (ids.length > 0) return missing(ids, language);
  const update = dateOf(facts, 'update');
  // 'En junio de 2025 le subimos…': the update of that month falls on the lease's anniversary.
  const updateDate = update ? (update.precision === 'month' ? anniversaryInMonth(contract!.date, update.date) : update.date) : anniversaryFor(contract!.date, today);
  const input: RentUpdateInput = {
    rent: rent!,
    contractDate: contract!.date,
    updateDate,
    housing: facts.propertyUse !== 'commercial',
    clause: clauseOf(folded, /\b(clausula|pactamos|pactado|pacto|actualizacion anual|se actualiza (por|con|segun)|clause|agreed|index[- ]linked|(is|are) (updated|indexed) (by|to|with))\b/),
  };
  if (facts.bigLandlord !== undefined) input.bigLandlord = facts.bigLandlord;
  // The user's figures keep their roles: the IPC or fixed rise the lease agreed, and the IRAV that caps it.
  const capPercent = facts.percents.find((p) => p.role === 'cap');
  const indexPercent = facts.percents.find((p) => p.role === 'index') ?? (facts.percents.length === 1 && !capPercent ? facts.percents[0] : undefined);
  if (indexPercent) input.pactedPercent = indexPercent.value;
  if (findRentUpdateRegime(input) === 'irav') {
    const irav = capPercent ? { percent: capPercent.value, month: iravMonthFor(updateDate), fromTable: false } : findIravFor(updateDate);
    if (!irav) {
      const month = iravMonthFor(updateDate);
      return missing(['irav'], language, {
        irav: pick(
          language,
          `el IRAV publicado por el INE para ${formatDate(`${month}-01`, language).replace(/^1 de /, '')} (el último publicado el ${formatDate(updateDate, language)})`,
          `the IRAV published by the INE for ${formatDate(`${month}-01`, language).replace(/^1 /, '')} (the last one published on ${formatDate(updateDate, language)})`,
        ),
      });
    }
    input.irav = irav;
  }
  return { input };
}

export function prepareLeaseWithdrawal({ facts, folded, language }: PrepareContext): Prepared<LeaseWithdrawalInput> {
  const rent = mainAmount(facts, 'rent');
  const start = dateOf(facts, 'start') ?? facts.dates.find((d) => d.role !== 'withdrawal');
  const ids = [...(rent === undefined ? ['rent'] : []), ...(start?.precision === 'day' ? [] : ['leaseStart'])];
  if (ids.length > 0) return missing(ids, language);
  const input: LeaseWithdrawalInput = {
    monthlyRent: rent!,
    start: start!.date,
    clause: clauseOf(folded, /\b(indemnizacion pactada|clausula de (desistimiento|indemnizacion|penalizacion)|penalizacion|penalty clause|indemnity clause|the lease says)\b/),
  };
  const leave = dateOf(facts, 'withdrawal', 'end');
  if (leave) input.leaveDate = leave.date;
  const term = yearsOfTerm(facts);
  if (term !== undefined) input.termYears = term;
  if (facts.landlordKind) input.landlordKind = facts.landlordKind;
  return { input };
}

export function prepareLeaseNotice({ facts, language }: PrepareContext): Prepared<LeaseNoticeInput> {
  // A date the question gives another role ('the lease ended on…', 'se vendió el…') is not the start.
  const start = dateOf(facts, 'start') ?? facts.dates.find((date) => date.role === 'unknown');
  if (start?.precision !== 'day') return missing(['leaseStart'], language);
  const input: LeaseNoticeInput = { start: start.date };
  const term = yearsOfTerm(facts);
  if (term !== undefined) input.termYears = term;
  if (facts.landlordKind) input.landlordKind = facts.landlordKind;
  if (facts.stressedArea) input.stressedArea = true;
  if (facts.bigLandlord) input.bigLandlord = true;
  return { input };
}

export function prepareMortgageFees({ facts, language }: PrepareContext): Prepared<MortgageFeesInput> {
  const operation = facts.mortgageOperation ?? 'repayment';
  const rateKind = operation === 'switchToFixed' ? 'variable' : facts.loanRateKind;
  const signed = dateOf(facts, 'start', 'acquisition') ?? facts.dates.find((d) => d.role !== 'update');
  const ids = [...(rateKind ? [] : ['rateKind']), ...(signed ? [] : ['signedOn'])];
  if (ids.length > 0 || !rateKind || !signed) return missing(ids, language);
  const input: MortgageFeesInput = { operation, rateKind, signedOn: signed.date };
  const amount = mainAmount(facts, 'repaidCapital', 'loanOutstanding');
  if (amount !== undefined) input.amount = amount;
  const on = dateOf(facts, 'update', 'end');
  if (on && on !== signed) input.on = on.date;
  return { input };
}

function matterFromWords(folded: string, facts: QuestionFacts): CommunityMatter | undefined {
  const generic = (rule: CommunityMatter['rule'], es: string, en: string, apartado: string): CommunityMatter => ({
    id: `generic-${rule}`,
    rule,
    label: { es, en },
    source: { law: 'LPH', article: '17', apartado },
    pattern: /$^/,
  });
  if (facts.fraction?.numerator === 3 && facts.fraction.denominator === 5) return generic('three-fifths', 'un acuerdo de 3/5', 'a 3/5 decision', '3');
  if (facts.fraction?.numerator === 1 && facts.fraction.denominator === 3) return generic('one-third', 'un acuerdo de un tercio', 'a one-third decision', '1');
  if (/\b(unanimidad|unanimity|unanimous)\b/.test(folded)) return generic('unanimity', 'un acuerdo por unanimidad', 'a unanimous decision', '6');
  if (/\b(mayoria simple|simple majority)\b/.test(folded)) return generic('simple', 'un acuerdo por mayoría simple', 'a simple-majority decision', '7');
  return undefined;
}

export function prepareCommunityMajority({ question, folded, facts, language }: PrepareContext): Prepared<CommunityMajorityInput> {
  const matter = findCommunityMatter(question) ?? matterFromWords(folded, facts);
  const needsOwners = matter?.rule !== 'notice-only';
  const ids = [...(facts.owners === undefined && needsOwners ? ['owners'] : []), ...(matter ? [] : ['matter'])];
  if (ids.length > 0 || !matter) return missing(ids, language);
  const input: CommunityMajorityInput = { owners: facts.owners ?? 0, matter };
  if (facts.votesFor !== undefined) {
    input.votesFor = facts.votesFor;
    const quota = facts.percents.find((p) => p.role === 'quota');
    if (quota) input.quotaFor = quota.value;
  }
  return { input };
}

function defectKind(folded: string): DefectKind | undefined {
  if (/\b(estructur\w*|cimentacion|vigas?|pilar\w*|forjados?|muros? de carga|structur\w*|foundations?|beams?|load[- ]bearing)\b/.test(folded)) return 'structural';
  if (/\b(humedad\w*|goteras?|filtracion\w*|instalacion\w*|fontaneria|electric\w*|aislamiento|ruidos?|damp|leaks?|plumbing|wiring|insulation|noise)\b/.test(folded)) return 'habitability';
  if (/\b(acabados?|pintura|alicatado|azulejos|solado|puertas|carpinteria|finish\w*|paint\w*|tiles?|doors?)\b/.test(folded)) return 'finishing';
  return undefined;
}

export function prepareLoeDeadlines({ facts, folded, language }: PrepareContext): Prepared<LoeDeadlinesInput> {
  const reception = dateOf(facts, 'reception', 'start', 'acquisition') ?? facts.dates.find((d) => d.role !== 'damage');
  if (!reception) return missing(['reception'], language);
  const input: LoeDeadlinesInput = { reception: reception.date };
  const damage = dateOf(facts, 'damage');
  if (damage && damage !== reception) {
    input.damage = damage.date;
    if (damage.precision !== 'day') input.damageLatest = lastDayOf(damage.date, damage.precision);
  }
  const defect = defectKind(folded);
  if (defect) input.defect = defect;
  return { input };
}

/** The last day of the month or year a date written without its day (or month) falls in. */
function lastDayOf(iso: string, precision: 'month' | 'year'): string {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  if (precision === 'year') return `${year}-12-31`;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

/** The community's name in the conversation's language, for texts built by the dispatcher. */
export function communityName(facts: QuestionFacts, language: Language): string | undefined {
  return facts.region ? getCommunity(facts.region.community).name[language === 'SPANISH' ? 'es' : 'en'] : undefined;
}

/**
 * The amount written nearest to a word of the question ('arras de 15.000 €', '€7,000 of arras'). Positions are
 * those of the question as written (the folded text may be shorter).
 */
function amountNear(question: string, facts: QuestionFacts, word: RegExp): number | undefined {
  const at = question.toLowerCase().search(word);
  if (at < 0) return undefined;
  return [...facts.amounts].sort((a, b) => Math.abs(a.index - at) - Math.abs(b.index - at))[0]?.value;
}

export function prepareArras({ question, folded, facts, language }: PrepareContext): Prepared<ArrasInput> {
  const amount = amountNear(question, facts, /\b(arras|earnest money|deposit)\b/);
  if (amount === undefined) return missing(['arras'], language);
  const input: ArrasInput = { amount };
  if (/\bpenitencial\w*|\bpenitential\b/.test(folded)) input.kind = 'penitenciales';
  else if (/\bconfirmatori\w*|\bconfirmatory\b/.test(folded)) input.kind = 'confirmatorias';
  else if (/\bpenales\b|\bpenalty\b/.test(folded)) input.kind = 'penales';
  return { input };
}

export function prepareReserveFund({ question, facts, language }: PrepareContext): Prepared<ReserveFundInput> {
  const budget = amountNear(question, facts, /\b(presupuesto|budget)\b/) ?? mainAmount(facts);
  return budget === undefined ? missing(['budget'], language) : { input: { budget } };
}
