import { addDays, addMonths, formatDate, formatMoney } from '../format.ts';
import { dateField, moneyField, type TemplateContext } from './common.ts';
import { leasedHome, letterEnd, letterHead } from './letters.ts';

type Sender = 'landlord' | 'tenant' | undefined;

/** A date in both languages, for the reply's choices and warnings. */
function both(iso: string): [string, string] {
  return [formatDate(iso, 'SPANISH'), formatDate(iso, 'ENGLISH')];
}

/**
 * The dates of a non-renewal notice, said in the reply: the landlord's must arrive four months before the end,
 * the tenant's two (art. 10.1 LAU), or thirty days while the compulsory extension of art. 9.1 LAU runs.
 */
function nonRenewalDeadlines(ctx: TemplateContext, sender: Sender): void {
  const { w, facts } = ctx;
  const end = facts.dates.end?.iso;
  if (!end) {
    w.choose(
      'Plazo: dime la fecha de vencimiento del contrato (con el año) y te calculo hasta cuándo puede enviarse: cuatro meses antes si la envía el arrendador y dos meses si la envía el inquilino (art. 10.1 LAU).',
      'Deadline: tell me the lease end date (with the year) and I will work out the last day to send it: four months before if the landlord sends it, two months if the tenant does (art. 10.1 LAU).',
    );
    return;
  }
  const start = (facts.dates.start ?? facts.dates.contract)?.iso;
  const minimumYears = facts.landlordIsCompany ? 7 : 5;
  const minimumEnd = start ? addMonths(start, minimumYears * 12) : undefined;
  const withinMinimum = minimumEnd !== undefined && minimumEnd > end;
  const [endEs, endEn] = both(end);
  if (sender !== 'tenant') {
    const deadline = addMonths(end, -4);
    const [es, en] = both(deadline);
    w.choose(
      `Plazo${sender ? '' : ' si la envía el arrendador'}: el inquilino debe recibirla como tarde el ${es}, cuatro meses antes del vencimiento del ${endEs} (art. 10.1 LAU). Envíala por burofax con certificación de texto y acuse de recibo.`,
      `Deadline${sender ? '' : ' if the landlord sends it'}: the tenant must receive it by ${en} at the latest, four months before the end date of ${endEn} (art. 10.1 LAU). Send it by burofax with certified content and acknowledgement of receipt.`,
    );
    if (sender === 'landlord' && withinMinimum && start && minimumEnd) {
      const [minEs, minEn] = both(minimumEnd);
      w.warn(
        `El contrato empezó el ${formatDate(start, 'SPANISH')}: el ${endEs} aún no se habrán cumplido ${minimumYears} años y el inquilino tiene derecho a la prórroga obligatoria hasta el ${minEs} (art. 9.1 LAU). El arrendador no puede impedirla con esta carta, salvo la necesidad de vivienda del art. 9.3 LAU si consta en el contrato; la comunicación solo valdría para ese vencimiento.`,
        `The lease started on ${formatDate(start, 'ENGLISH')}: on ${endEn} it will not yet have run ${minimumYears} years, and the tenant is entitled to the compulsory extension until ${minEn} (art. 9.1 LAU). The landlord cannot prevent it with this letter, save for the need for the home under art. 9.3 LAU if the lease states it; the notice would only work for that date.`,
      );
    }
    if (sender === 'landlord' && deadline < ctx.today) {
      w.warn(
        `La fecha límite (${es}) ya ha pasado: si no se notificó a tiempo, el contrato se prorroga un año más (art. 10.1 LAU).`,
        `The deadline (${en}) has already passed: unless notice was given in time, the lease is extended for another year (art. 10.1 LAU).`,
      );
    }
  }
  if (sender !== 'landlord') {
    const deadline = withinMinimum ? addDays(end, -30) : addMonths(end, -2);
    const [es, en] = both(deadline);
    w.choose(
      withinMinimum
        ? `Plazo${sender ? '' : ' si la envía el inquilino'}: durante la prórroga obligatoria basta avisar con treinta días de antelación (art. 9.1 LAU): como tarde el ${es}.`
        : `Plazo${sender ? '' : ' si la envía el inquilino'}: el arrendador debe recibirla como tarde el ${es}, dos meses antes del vencimiento del ${endEs} (art. 10.1 LAU).`,
      withinMinimum
        ? `Deadline${sender ? '' : ' if the tenant sends it'}: during the compulsory extension thirty days’ notice is enough (art. 9.1 LAU): by ${en} at the latest.`
        : `Deadline${sender ? '' : ' if the tenant sends it'}: the landlord must receive it by ${en} at the latest, two months before the end date of ${endEn} (art. 10.1 LAU).`,
    );
  }
}

/** Notice of non-renewal from the landlord or the tenant (LAU arts. 9 and 10), with its deadline. */
export function nonRenewalNotice(ctx: TemplateContext): void {
  const { w, facts } = ctx;
  const sender: Sender = facts.senderRole;
  const to = sender === 'landlord' ? 'tenant' : sender === 'tenant' ? 'landlord' : undefined;
  letterHead(ctx, sender, to, ['COMUNICACIÓN DE NO RENOVACIÓN DEL CONTRATO DE ARRENDAMIENTO', 'NOTICE OF NON-RENEWAL OF THE LEASE']);
  w.paragraph(
    w.t('Por medio de la presente le comunico mi voluntad de no renovar el contrato de arrendamiento de ', 'I hereby give you notice that I do not wish to renew the lease of '),
    ...leasedHome(ctx),
    w.t(', que vence el ', ', which ends on '),
    dateField(ctx, 'fecha de vencimiento del contrato', 'lease end date', facts.dates.end),
    w.t(', fecha en la que quedará extinguido (arts. 9 y 10 de la Ley 29/1994, de Arrendamientos Urbanos).', ', on which date it will terminate (arts. 9 and 10 of Law 29/1994 on Urban Leases).'),
  );
  const timing: Record<'landlord' | 'tenant' | 'unknown', [string, string]> = {
    landlord: ['Esta comunicación se realiza con al menos cuatro meses de antelación a esa fecha, como exige el artículo 10.1 LAU. En la fecha de extinción deberá dejar la vivienda libre y a mi disposición y entregarme las llaves; la fianza se liquidará conforme al artículo 36.4 LAU.', 'This notice is given at least four months before that date, as article 10.1 LAU requires. On that date you must vacate the home, leave it at my disposal and hand over the keys; the deposit will be settled under article 36.4 LAU.'],
    tenant: ['Esta comunicación se realiza con la antelación que exige la ley (treinta días durante la prórroga obligatoria del artículo 9.1 LAU; dos meses en los demás casos, artículo 10.1 LAU). En la fecha de extinción le entregaré las llaves y le ruego que me devuelva la fianza en el plazo de un mes (art. 36.4 LAU).', 'This notice is given with the notice the law requires (thirty days during the compulsory extension of article 9.1 LAU; two months otherwise, article 10.1 LAU). On that date I will hand over the keys, and I ask you to return the deposit within one month (art. 36.4 LAU).'],
    unknown: ['Esta comunicación se realiza con la antelación que exige el artículo 10.1 LAU: al menos cuatro meses antes del vencimiento si la envía el arrendador y dos meses si la envía el arrendatario. En la fecha de extinción se entregarán las llaves y se liquidará la fianza (art. 36.4 LAU).', 'This notice is given with the notice article 10.1 LAU requires: at least four months before the end date if sent by the landlord, two months if sent by the tenant. On that date the keys will be handed over and the deposit settled (art. 36.4 LAU).'],
  };
  w.paragraph(w.t(...timing[sender ?? 'unknown']));
  nonRenewalDeadlines(ctx, sender);
  letterEnd(ctx, sender);
}

const INDEX_NAMES: Record<string, [string, string]> = {
  IPC: ['del Índice de Precios de Consumo (IPC)', 'in the Consumer Price Index (IPC)'],
  IRAV: ['del Índice de Referencia para la Actualización de Arrendamientos de Vivienda (IRAV)', 'in the reference index for housing lease updates (IRAV)'],
  IGC: ['del Índice de Garantía de Competitividad (IGC)', 'in the Competitiveness Guarantee Index (IGC)'],
};

/** The new rent from the current one and the percentage (or the percentage from both rents). */
function rentFigures(ctx: TemplateContext): { current?: number; updated?: number; percent?: number } {
  const { amounts, rentUpdate } = ctx.facts;
  const current = amounts.rent?.value;
  let updated = amounts.newRent?.value;
  let percent = rentUpdate.percent;
  if (current !== undefined && percent !== undefined && updated === undefined) updated = Math.round(current * (1 + percent / 100) * 100) / 100;
  if (current !== undefined && updated !== undefined && percent === undefined) percent = Math.round((updated / current - 1) * 10000) / 100;
  return { current, updated, percent };
}

/** Notice of the annual rent update (LAU art. 18): index, percentage, new rent, payable from the next month. */
export function rentUpdateNotice(ctx: TemplateContext): void {
  const { w, facts } = ctx;
  const sender = facts.senderRole ?? 'landlord';
  letterHead(ctx, sender, sender === 'landlord' ? 'tenant' : 'landlord', ['COMUNICACIÓN DE ACTUALIZACIÓN DE LA RENTA', 'NOTICE OF RENT UPDATE']);
  const { current, updated, percent } = rentFigures(ctx);
  const index = facts.rentUpdate.index;
  const percentText = percent === undefined ? undefined : `${new Intl.NumberFormat(w.language === 'SPANISH' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 2 }).format(percent)} %`;
  w.paragraph(
    w.t('Conforme a la cláusula de actualización del contrato de arrendamiento de ', 'Under the rent update clause of the lease of '),
    ...leasedHome(ctx),
    w.t(', y al artículo 18 de la Ley de Arrendamientos Urbanos, le comunico que, al cumplirse una nueva anualidad del contrato el ', ', and article 18 of the Urban Leases Act, I hereby notify you that, as a new year of the lease is completed on '),
    dateField(ctx, 'fecha en que se cumple la anualidad', 'anniversary date of the lease', facts.dates.update ?? facts.dates.start ?? facts.dates.other),
    w.t(', la renta se actualiza conforme a la variación anual ', ', the rent is updated by the annual change '),
    w.field('índice aplicado (IPC, IRAV…)', 'index applied (IPC, IRAV…)', index ? w.t(...(INDEX_NAMES[index] ?? ['', ''])) : undefined),
    w.t(' publicada por el Instituto Nacional de Estadística, que es del ', ' published by the National Statistics Institute (INE), which is '),
    w.field('porcentaje de variación', 'percentage change', percentText),
    '.',
  );
  w.paragraph(
    w.t('En consecuencia, la renta mensual pasa de ', 'The monthly rent therefore goes from '),
    moneyField(ctx, 'renta actual', 'current rent', current),
    w.t(' a ', ' to '),
    moneyField(ctx, 'renta actualizada', 'updated rent', updated),
    w.t(
      '. La renta actualizada será exigible a partir del mes siguiente a aquel en que reciba esta comunicación (art. 18.2 LAU). Si lo desea, puede solicitarme la certificación del INE del índice aplicado (art. 18.2 LAU). El incremento no puede exceder del límite legal vigente (art. 18.1 y disposición adicional undécima LAU).',
      '. The updated rent is payable from the month following the one in which you receive this notice (art. 18.2 LAU). You may ask me for the INE certificate of the index applied (art. 18.2 LAU). The increase may not exceed the legal limit in force (art. 18.1 and additional provision 11 LAU).',
    ),
  );
  if (current !== undefined && updated !== undefined) {
    w.choose(
      `Cálculo: ${formatMoney(current, 'SPANISH')} × (1 + ${percentText ?? ''}) = ${formatMoney(updated, 'SPANISH')} al mes, exigible desde el mes siguiente a la recepción de la carta (art. 18.2 LAU). Comprueba que el porcentaje no supera el límite legal aplicable a tu contrato.`,
      `Calculation: ${formatMoney(current, 'ENGLISH')} × (1 + ${percentText ?? ''}) = ${formatMoney(updated, 'ENGLISH')} a month, payable from the month after the letter is received (art. 18.2 LAU). Check that the percentage does not exceed the legal limit that applies to your lease.`,
    );
  }
  letterEnd(ctx, sender);
}
