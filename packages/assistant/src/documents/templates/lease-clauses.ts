import { addMonths, formatDate, formatMoney, formatTerm } from '../format.ts';
import type { Language } from '../../types.ts';
import { draftNote, moneyField, shortMoney, signatures, type TemplateContext } from './common.ts';
import type { Piece } from './writer.ts';

const ORDINALS_ES = ['PRIMERA', 'SEGUNDA', 'TERCERA', 'CUARTA', 'QUINTA', 'SEXTA', 'SÉPTIMA', 'OCTAVA', 'NOVENA', 'DÉCIMA', 'UNDÉCIMA', 'DUODÉCIMA', 'DECIMOTERCERA', 'DECIMOCUARTA', 'DECIMOQUINTA', 'DECIMOSEXTA', 'DECIMOSÉPTIMA', 'DECIMOCTAVA'];

/** Numbered clauses: 'PRIMERA. Objeto. …' in Spanish, '1. Purpose. …' in English. */
export function clauseWriter(ctx: TemplateContext): (title: [string, string], ...pieces: Piece[]) => void {
  let count = 0;
  return (title, ...pieces) => {
    const number = ctx.w.language === 'SPANISH' ? (ORDINALS_ES[count] ?? String(count + 1)) : `${count + 1}`;
    count++;
    ctx.w.paragraph(`${number}. ${ctx.w.t(...title)} `, ...pieces);
  };
}

export type Clause = ReturnType<typeof clauseWriter>;

/** The end of every lease: its clauses under their heading, both parties' signatures and the draft note. */
export function leaseClausesAndSignatures(ctx: TemplateContext, clauses: (ctx: TemplateContext, clause: Clause) => void): void {
  ctx.w.heading('CLÁUSULAS', 'CLAUSES');
  clauses(ctx, clauseWriter(ctx));
  signatures(ctx, ['landlord', 'tenant']);
  draftNote(ctx);
}

/**
 * The rent clause: amount, first seven days of the month, bank transfer. For a home these are art. 17 LAU;
 * for other leases (title III and the parties' will, art. 4.3 LAU) they are simply agreed.
 */
export function rentClause(ctx: TemplateContext, clause: Clause, options: { housing: boolean; extra?: [string, string] }): void {
  const { w, facts } = ctx;
  const [seventeen2, seventeen4] = options.housing ? [' (art. 17.2 LAU)', ' (art. 17.4 LAU)'] : ['', ''];
  clause(
    ['Renta.', 'Rent.'],
    w.t('La renta mensual es de ', 'The monthly rent is '),
    moneyField(ctx, 'renta mensual', 'monthly rent', facts.amounts.rent),
    w.t(...(options.extra ?? ['', ''])),
    w.t(
      `, que el arrendatario pagará por meses anticipados dentro de los siete primeros días de cada mes${seventeen2} mediante transferencia a la cuenta `,
      `, payable monthly in advance within the first seven days of each month${seventeen2} by bank transfer to the account `,
    ),
    w.field('IBAN del arrendador', "landlord's IBAN"),
    w.t(`. El justificante de la transferencia servirá de recibo${seventeen4}.`, `. The transfer receipt serves as proof of payment${seventeen4}.`),
  );
}

/** The annual update clause (art. 18 LAU): the index the parties choose, within the legal limit. */
export function updateClause(ctx: TemplateContext, clause: Clause, legalLimit: boolean): void {
  const { w, facts } = ctx;
  const index = facts.rentUpdate.index;
  const indexNames: Record<string, [string, string]> = {
    IPC: ['el Índice de Precios de Consumo (IPC) publicado por el INE', 'the Consumer Price Index (IPC) published by the INE'],
    IRAV: ['el Índice de Referencia para la Actualización de Arrendamientos de Vivienda (IRAV) publicado por el INE', 'the INE reference index for the update of housing leases (IRAV)'],
    IGC: ['el Índice de Garantía de Competitividad (IGC)', 'the Competitiveness Guarantee Index (IGC)'],
  };
  const indexField = legalLimit
    ? w.field('índice de actualización de la renta (IPC, IRAV u otro)', 'rent update index (IPC, IRAV or other)', index ? w.t(...(indexNames[index] ?? ['', ''])) : undefined)
    : w.field('índice de actualización de la renta (IPC u otro)', 'rent update index (IPC or other)', index ? w.t(...(indexNames[index] ?? ['', ''])) : undefined);
  clause(
    ['Actualización de la renta.', 'Rent update.'],
    w.t('En la fecha en que se cumpla cada año de vigencia del contrato, la renta se actualizará conforme a la variación anual de ', 'On each anniversary of the lease, the rent will be updated by the annual change in '),
    indexField,
    legalLimit
      ? w.t(
          ', sin que el incremento pueda exceder del límite legal vigente en cada momento (art. 18.1 y disposición adicional undécima LAU). La renta actualizada será exigible desde el mes siguiente a aquel en que se notifique por escrito (art. 18.2 LAU).',
          ', and the increase may not exceed the legal limit in force at the time (art. 18.1 and additional provision 11 LAU). The updated rent is payable from the month after the written notice (art. 18.2 LAU).',
        )
      : w.t('. La renta actualizada será exigible desde el mes siguiente a aquel en que se notifique por escrito.', '. The updated rent is payable from the month after the written notice.'),
  );
}

/** The deposit the law requires (one month of rent for a home, two otherwise) and any additional guarantee. */
export function depositTerms(ctx: TemplateContext, months: 1 | 2): { deposit?: number; guarantee?: number } {
  const { w, facts } = ctx;
  const rent = facts.amounts.rent?.value;
  const given = facts.amounts.deposit?.value;
  let guarantee = facts.amounts.additionalGuarantee?.value;
  const monthsEs = months === 1 ? 'una mensualidad' : 'dos mensualidades';
  const monthsEn = months === 1 ? 'one month' : 'two months';
  if (rent === undefined) return { ...(given !== undefined ? { deposit: given } : {}), ...(guarantee !== undefined ? { guarantee } : {}) };
  const legal = rent * months;
  if (given === undefined) {
    w.choose(`Fianza: ${monthsEs} de renta (${formatMoney(legal, 'SPANISH')}), la que exige el art. 36.1 LAU.`, `Deposit: ${monthsEn}' rent (${formatMoney(legal, 'ENGLISH')}), as art. 36.1 LAU requires.`);
  } else if (given > legal + 0.005) {
    guarantee = (guarantee ?? 0) + (given - legal);
    w.choose(
      `Has indicado una fianza de ${shortMoney(ctx, given)}: la fianza legal es de ${monthsEs} de renta (${formatMoney(legal, 'SPANISH')}, art. 36.1 LAU); he recogido los ${formatMoney(given - legal, 'SPANISH')} restantes como garantía adicional (art. 36.5 LAU).`,
      `You gave a deposit of ${shortMoney(ctx, given)}: the legal deposit is ${monthsEn}' rent (${formatMoney(legal, 'ENGLISH')}, art. 36.1 LAU); I recorded the remaining ${formatMoney(given - legal, 'ENGLISH')} as an additional guarantee (art. 36.5 LAU).`,
    );
  } else if (given < legal - 0.005) {
    w.warn(
      `Has indicado una fianza de ${shortMoney(ctx, given)}, pero la ley exige ${monthsEs} de renta (${formatMoney(legal, 'SPANISH')}, art. 36.1 LAU): el contrato recoge la fianza legal.`,
      `You gave a deposit of ${shortMoney(ctx, given)}, but the law requires ${monthsEn}' rent (${formatMoney(legal, 'ENGLISH')}, art. 36.1 LAU): the lease states the legal deposit.`,
    );
  }
  return { deposit: legal, ...(guarantee !== undefined ? { guarantee } : {}) };
}

/** The deposit clause (art. 36 LAU) with the regional deposit (DA 3ª) and the additional guarantee, if any. */
export function depositClause(ctx: TemplateContext, clause: Clause, months: 1 | 2, guaranteeCap?: number): void {
  const { w } = ctx;
  const terms = depositTerms(ctx, months);
  let guarantee = terms.guarantee;
  if (guarantee !== undefined && guaranteeCap !== undefined && guarantee > guaranteeCap + 0.005) {
    w.warn(
      `La garantía adicional no puede superar dos mensualidades de renta en un alquiler de vivienda de hasta cinco años (siete si el arrendador es persona jurídica) (art. 36.5 LAU): la he limitado a ${formatMoney(guaranteeCap, 'SPANISH')}.`,
      `The additional guarantee may not exceed two months' rent in a housing lease of up to five years (seven if the landlord is a legal person) (art. 36.5 LAU): I capped it at ${formatMoney(guaranteeCap, 'ENGLISH')}.`,
    );
    guarantee = guaranteeCap;
  }
  clause(
    ['Fianza.', 'Deposit.'],
    w.t(`El arrendatario entrega en este acto la cantidad de `, 'The tenant hereby pays the sum of '),
    moneyField(ctx, 'fianza', 'deposit', terms.deposit),
    w.t(
      `, equivalente a ${months === 1 ? 'una mensualidad' : 'dos mensualidades'} de renta, en concepto de fianza legal (art. 36.1 LAU), que el arrendador depositará en el organismo de la comunidad autónoma cuando su normativa lo exija (disposición adicional tercera LAU). El saldo de la fianza se devolverá al arrendatario al término del contrato, una vez comprobado el estado del inmueble; transcurrido un mes desde la entrega de las llaves sin haberlo devuelto, devengará el interés legal (art. 36.4 LAU).`,
      `, equal to ${months === 1 ? "one month's" : "two months'"} rent, as the statutory deposit (art. 36.1 LAU), which the landlord will lodge with the regional authority where its rules so require (additional provision 3 LAU). The balance of the deposit will be returned to the tenant at the end of the lease once the condition of the property has been checked; if it is not returned within one month of the keys being handed back, it bears statutory interest (art. 36.4 LAU).`,
    ),
  );
  if (guarantee !== undefined) {
    ctx.w.paragraph(
      w.t('Además, el arrendatario entrega en concepto de garantía adicional (art. 36.5 LAU) la cantidad de ', 'In addition, the tenant provides as an additional guarantee (art. 36.5 LAU) the sum of '),
      moneyField(ctx, 'garantía adicional', 'additional guarantee', guarantee),
      '.',
    );
  }
}

/** 'cinco años (hasta el 1 de enero de 2031)' when the start date is known. */
export function termUntil(language: Language, months: number, startIso?: string): string {
  const term = formatTerm(months, language);
  if (!startIso) return term;
  const end = formatDate(addMonths(startIso, months), language);
  return language === 'SPANISH' ? `${term} (hasta el ${end})` : `${term} (until ${end})`;
}

/** Notices between the parties: the addresses above and an email if agreed (art. 4.6 LAU). */
export function noticesClause(ctx: TemplateContext, clause: Clause): void {
  const { w } = ctx;
  clause(
    ['Notificaciones.', 'Notices.'],
    w.t(
      'Las notificaciones entre las partes se harán por escrito a los domicilios indicados, o a las direcciones de correo electrónico que designen, siempre que quede constancia de su envío, recepción y contenido (art. 4.6 LAU): arrendador, ',
      "Notices between the parties will be given in writing at the addresses above, or at the email addresses they designate, provided there is a record of sending, receipt and content (art. 4.6 LAU): landlord, ",
    ),
    w.field('correo electrónico del arrendador', "landlord's email", undefined, { optional: true }),
    w.t('; arrendatario, ', '; tenant, '),
    w.field('correo electrónico del arrendatario', "tenant's email", undefined, { optional: true }),
    '.',
  );
}
