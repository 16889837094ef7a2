import { addMonths, formatDate, formatMonth, formatMoney } from '../format.ts';
import { dateField, moneyField, type TemplateContext } from './common.ts';
import { leasedHome, letterEnd, letterHead, negotiationOffer } from './letters.ts';

interface DebtLine {
  concept: [string, string];
  amount?: number;
}

/** The debts itemised: one line per month of rent named, or the months counted, then other charges. */
function debtLines(ctx: TemplateContext): DebtLine[] {
  const { amounts, monthsOwed, monthsOwedNamed, otherDebts } = ctx.facts;
  const rent = amounts.rent?.value;
  const lines: DebtLine[] = [];
  if (monthsOwedNamed.length) {
    for (const { month, year } of monthsOwedNamed) {
      lines.push({ concept: [`Renta de ${formatMonth(month, year, 'SPANISH')}`, `Rent for ${formatMonth(month, year, 'ENGLISH')}`], ...(rent !== undefined ? { amount: rent } : {}) });
    }
  } else if (monthsOwed && rent !== undefined) {
    lines.push({ concept: [`Rentas impagadas: ${monthsOwed} mensualidades de ${formatMoney(rent, 'SPANISH')}`, `Unpaid rent: ${monthsOwed} months at ${formatMoney(rent, 'ENGLISH')}`], amount: rent * monthsOwed });
  } else if (amounts.debt) {
    lines.push({ concept: ['Rentas y cantidades adeudadas', 'Rent and sums owed'], amount: amounts.debt.value });
  }
  for (const debt of otherDebts) {
    lines.push({
      concept: debt.concept === 'communityFees' ? ['Gastos de comunidad repercutidos', 'Community charges passed on'] : ['Suministros', 'Utilities'],
      amount: debt.value,
    });
  }
  return lines;
}

/** Payment demand before eviction (burofax): debts itemised and the enervación warning of art. 22.4 LEC. */
export function paymentDemand(ctx: TemplateContext): void {
  const { w, facts } = ctx;
  letterHead(ctx, 'landlord', 'tenant', ['BUROFAX — REQUERIMIENTO FEHACIENTE DE PAGO DE RENTAS', 'BUROFAX — FORMAL DEMAND FOR PAYMENT OF RENT']);
  w.paragraph(w.t('En mi condición de arrendador de ', 'As landlord of '), ...leasedHome(ctx), w.t(', le comunico que a la fecha de este escrito adeuda las siguientes cantidades:', ', I hereby inform you that you currently owe the following sums:'));
  const lines = debtLines(ctx);
  if (lines.length === 0) {
    w.item(w.field('detalle de las rentas y cantidades adeudadas (meses e importes)', 'details of the rent and sums owed (months and amounts)'));
  }
  for (const line of lines) {
    w.item(`${w.t(...line.concept)}: `, moneyField(ctx, `importe: ${line.concept[0].toLowerCase()}`, `amount: ${line.concept[1].toLowerCase()}`, line.amount));
  }
  const total = lines.every((line) => line.amount !== undefined) && lines.length ? lines.reduce((sum, line) => sum + (line.amount ?? 0), 0) : undefined;
  w.paragraph(w.t('Total adeudado: ', 'Total owed: '), moneyField(ctx, 'total adeudado', 'total owed', total ?? facts.amounts.debt?.value), '.');
  const days = facts.deadlineDays ?? 30;
  if (!facts.deadlineDays) {
    w.choose(
      'Plazo de pago: treinta días naturales desde la recepción, el mismo que exige el art. 22.4 LEC entre el requerimiento y la demanda para que el inquilino ya no pueda enervar el desahucio.',
      'Payment period: thirty calendar days from receipt, the same period art. 22.4 LEC requires between the demand and the claim so that the tenant can no longer stop the eviction by paying.',
    );
  }
  w.paragraph(
    w.t('Por medio del presente le REQUIERO para que, en el plazo de ', 'I hereby formally DEMAND that, within '),
    w.field('plazo de pago en días', 'payment period in days', String(days)),
    w.t(
      ' días naturales desde su recepción, abone la totalidad de la deuda, así como las rentas y cantidades que venzan hasta la fecha del pago, mediante transferencia a la cuenta ',
      ' calendar days of receipt, you pay the whole debt and any rent and sums falling due until payment, by transfer to the account ',
    ),
    w.field('IBAN del arrendador', "landlord's IBAN"),
    '.',
  );
  w.paragraph(
    w.t(
      'Le advierto de que, si no lo hace, ejercitaré la acción de desahucio por falta de pago y de reclamación de las cantidades debidas (art. 27.2.a de la Ley de Arrendamientos Urbanos y art. 250.1.1.º de la Ley de Enjuiciamiento Civil), con imposición de costas. Este requerimiento se practica por medio fehaciente con al menos treinta días de antelación a la presentación de la demanda a los efectos del artículo 22.4 de la Ley de Enjuiciamiento Civil: si al presentarla no ha pagado, no podrá enervar el desahucio, es decir, evitarlo pagando entonces lo debido.',
      'Please note that, failing payment, I will bring proceedings for eviction for non-payment and to recover the sums owed (art. 27.2.a Urban Leases Act and art. 250.1.1 Civil Procedure Act), with costs. This demand is served by verifiable means at least thirty days before the claim is filed, for the purposes of article 22.4 of the Civil Procedure Act: if you have not paid when the claim is filed, you will not be able to stop the eviction (enervación) by paying what is owed at that point.',
    ),
  );
  negotiationOffer(ctx);
  w.choose(
    'Envío: por burofax con certificación de texto y acuse de recibo, para que el requerimiento sea fehaciente (art. 22.4 LEC) y acredite el intento de negociación previo a la demanda (art. 10.2 LO 1/2025).',
    'Sending: by burofax with certified content and acknowledgement of receipt, so that the demand is verifiable (art. 22.4 LEC) and proves the attempt to negotiate before the claim (art. 10.2 LO 1/2025).',
  );
  letterEnd(ctx, 'landlord');
}

/** Claim for the return of the deposit (LAU art. 36.4): one month after the keys, then statutory interest. */
export function depositReturnClaim(ctx: TemplateContext): void {
  const { w, facts } = ctx;
  letterHead(ctx, 'tenant', 'landlord', ['RECLAMACIÓN DE DEVOLUCIÓN DE LA FIANZA', 'CLAIM FOR THE RETURN OF THE DEPOSIT']);
  const keys = facts.dates.keys ?? facts.dates.end ?? facts.dates.other;
  const deposit = facts.amounts.deposit?.value;
  const deduction = facts.amounts.deduction?.value;
  const balance = deposit !== undefined ? deposit - (deduction ?? 0) : undefined;
  w.paragraph(
    w.t('Como arrendatario de ', 'As tenant of '),
    ...leasedHome(ctx),
    w.t(', le recuerdo que el ', ', I remind you that on '),
    dateField(ctx, 'fecha de entrega de las llaves', 'date the keys were returned', keys),
    w.t(' le entregué las llaves y la vivienda en buen estado, y que al firmar el contrato entregué una fianza de ', ' I returned the keys and the home in good condition, and that when signing the lease I paid a deposit of '),
    moneyField(ctx, 'importe de la fianza', 'amount of the deposit', deposit),
    '.',
  );
  if (deduction !== undefined && balance !== undefined) {
    w.paragraph(
      w.t('Acepto que se descuenten ', 'I accept a deduction of '),
      moneyField(ctx, 'descuento aceptado', 'accepted deduction', deduction),
      w.t(' por ', ' for '),
      w.field('motivo del descuento aceptado', 'reason for the accepted deduction'),
      w.t(', por lo que el saldo que debe devolverme es de ', ', so the balance you must return is '),
      moneyField(ctx, 'saldo a devolver', 'balance to return', balance),
      '.',
    );
  }
  const interestFrom = keys?.iso ? addMonths(keys.iso, 1) : undefined;
  if (interestFrom) {
    w.choose(
      `Intereses: desde el ${formatDate(interestFrom, 'SPANISH')}, un mes después de la entrega de las llaves, el saldo devenga el interés legal del dinero (art. 36.4 LAU).`,
      `Interest: from ${formatDate(interestFrom, 'ENGLISH')}, one month after the keys were returned, the balance bears statutory interest (art. 36.4 LAU).`,
    );
  }
  const days = facts.deadlineDays ?? 10;
  if (!facts.deadlineDays) w.choose('Plazo para pagar: diez días desde la recepción de la carta.', 'Payment period: ten days from receipt of the letter.');
  w.paragraph(
    w.t(
      'Conforme al artículo 36.4 de la Ley de Arrendamientos Urbanos, el saldo de la fianza debe restituirse al final del arriendo y, transcurrido un mes desde la entrega de las llaves sin hacerlo, devenga el interés legal',
      'Under article 36.4 of the Urban Leases Act, the balance of the deposit must be returned at the end of the lease and, once one month has passed since the keys were returned, it bears statutory interest',
    ),
    interestFrom ? w.t(` desde el ${formatDate(interestFrom, 'SPANISH')}`, ` from ${formatDate(interestFrom, 'ENGLISH')}`) : '',
    w.t('. Por ello le requiero para que me abone ', '. I therefore request that you pay me '),
    moneyField(ctx, 'cantidad reclamada', 'amount claimed', balance),
    w.t(', más los intereses legales que procedan, en el plazo de ', ' plus any statutory interest due, within '),
    w.field('plazo de pago en días', 'payment period in days', String(days)),
    w.t(' días desde la recepción de esta carta, mediante transferencia a la cuenta ', ' days of receipt of this letter, by transfer to the account '),
    w.field('IBAN del arrendatario', "tenant's IBAN"),
    w.t(
      '. Si considera que procede algún otro descuento, le ruego que me lo justifique por escrito, con el detalle de los daños o deudas y su importe.',
      '. If you consider any other deduction due, please justify it in writing, itemising the damage or debts and their cost.',
    ),
  );
  negotiationOffer(ctx);
  w.paragraph(w.t('De no recibir el pago, reclamaré judicialmente la cantidad con sus intereses y las costas.', 'Failing payment, I will bring a court claim for the sum, with interest and costs.'));
  letterEnd(ctx, 'tenant');
}
