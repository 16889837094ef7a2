import type { ArrasKind } from '../extract/specifics.ts';
import { formatMoney } from '../format.ts';
import { contractOpening, dateField, draftNote, moneyField, nameField, propertyField, propertyRecital, signatures, type TemplateContext } from './common.ts';
import { clauseWriter, type Clause } from './lease-clauses.ts';

const ARRAS_CLAUSES: Record<ArrasKind, [string, string]> = {
  penitenciales: [
    'Las partes pactan expresamente que la cantidad entregada tiene el carácter de arras penitenciales del artículo 1454 del Código Civil: cualquiera de ellas podrá desistir de la compraventa antes del otorgamiento de la escritura; si desiste la parte compradora, perderá las arras entregadas, y si desiste la parte vendedora, deberá devolverlas duplicadas. Con ello quedará resuelto el contrato sin otra indemnización.',
    'The parties expressly agree that the sum paid is a withdrawal deposit (arras penitenciales) under article 1454 of the Spanish Civil Code: either party may withdraw from the sale before the deed is signed; if the buyer withdraws, it forfeits the deposit, and if the seller withdraws, it must return twice the deposit. The contract is then terminated with no further compensation.',
  ],
  confirmatorias: [
    'La cantidad entregada tiene el carácter de arras confirmatorias: es un pago a cuenta del precio que confirma la existencia de la compraventa y no faculta a ninguna de las partes para desistir. Si una de ellas incumple, la otra podrá exigir el cumplimiento del contrato o su resolución, con el resarcimiento de daños y el abono de intereses en ambos casos (art. 1124 del Código Civil).',
    'The sum paid is a confirmatory deposit (arras confirmatorias): a payment on account of the price that confirms the sale and gives neither party a right to withdraw. If one party fails to perform, the other may demand performance or termination, with damages and interest in either case (art. 1124 Spanish Civil Code).',
  ],
  penales: [
    'La cantidad entregada tiene el carácter de arras penales, como cláusula penal de los artículos 1152 y 1153 del Código Civil: si la parte compradora incumple, la parte vendedora hará suya la cantidad entregada, y si incumple la parte vendedora, deberá devolverla duplicada. Las partes pactan expresamente que la parte cumplidora podrá, además de exigir la pena, reclamar el cumplimiento del contrato (art. 1153 del Código Civil).',
    'The sum paid is a penalty deposit (arras penales), as a penalty clause under articles 1152 and 1153 of the Spanish Civil Code: if the buyer fails to perform, the seller keeps the sum paid, and if the seller fails to perform, it must return twice that sum. The parties expressly agree that the performing party may, besides claiming the penalty, demand performance of the contract (art. 1153 Spanish Civil Code).',
  ],
};

const KIND_TITLES: Record<ArrasKind, [string, string]> = {
  penitenciales: ['CONTRATO DE ARRAS PENITENCIALES', 'WITHDRAWAL DEPOSIT AGREEMENT (ARRAS PENITENCIALES)'],
  confirmatorias: ['CONTRATO DE ARRAS CONFIRMATORIAS', 'CONFIRMATORY DEPOSIT AGREEMENT (ARRAS CONFIRMATORIAS)'],
  penales: ['CONTRATO DE ARRAS PENALES', 'PENALTY DEPOSIT AGREEMENT (ARRAS PENALES)'],
};

function arrasKindOf(ctx: TemplateContext): ArrasKind {
  const { w, facts } = ctx;
  const kind = facts.arrasKind ?? 'penitenciales';
  if (facts.arrasKind) {
    w.choose(`Arras ${kind}, las que pediste.`, `Arras ${kind} (${kind === 'penales' ? 'penalty' : kind === 'confirmatorias' ? 'confirmatory' : 'withdrawal'} deposit), as you asked.`);
  } else {
    w.choose(
      'Arras penitenciales (art. 1454 CC): no indicaste el tipo y son las habituales en la compraventa de vivienda (cada parte puede desistir perdiendo las arras o devolviéndolas duplicadas). El contrato lo dice de forma expresa porque, sin ese pacto, los tribunales las tratan como confirmatorias. Si prefieres arras confirmatorias o penales, pídemelo.',
      'Arras penitenciales (withdrawal deposit, art. 1454 CC): you did not say which kind, and these are the usual ones in home sales (either party may withdraw, forfeiting the deposit or returning it twice over). The contract says so expressly because, without that agreement, courts treat arras as confirmatory. If you prefer confirmatory or penalty arras, ask me.',
    );
  }
  return kind;
}

/** Arras contract in its three kinds: penitenciales by default (said in the reply), confirmatorias or penales when asked. */
export function arrasContract(ctx: TemplateContext): void {
  const { w } = ctx;
  const kind = arrasKindOf(ctx);
  contractOpening(ctx, KIND_TITLES[kind], ['seller', 'buyer']);
  w.heading('EXPONEN', 'RECITALS');
  w.paragraph(
    ...propertyRecital(ctx, ['I. Que la parte vendedora es propietaria de la vivienda sita en ', 'I. The seller owns the home at ']),
    w.t(', inscrita en el Registro de la Propiedad de ', ', registered at the Land Registry of '),
    w.field('Registro de la Propiedad y número de finca', 'Land Registry and property number'),
    w.t(
      ', libre de cargas, arrendatarios y ocupantes, y al corriente en el pago de tributos y gastos de comunidad.',
      ', free of charges, tenants and occupants, and up to date with taxes and community charges.',
    ),
  );
  w.paragraph(w.t('II. Que las partes han convenido la compraventa de la vivienda y la formalizan con arras conforme a las siguientes', 'II. The parties have agreed on the sale of the home and secure it with a deposit on the following terms:'));
  w.heading('ESTIPULACIONES', 'TERMS');
  arrasClauses(ctx, clauseWriter(ctx), kind);
  signatures(ctx, ['seller', 'buyer']);
  draftNote(ctx);
}

function arrasClauses(ctx: TemplateContext, clause: Clause, kind: ArrasKind): void {
  const { w, facts } = ctx;
  clause(['Precio.', 'Price.'], w.t('El precio de la compraventa es de ', 'The purchase price is '), moneyField(ctx, 'precio de venta', 'sale price', facts.amounts.price), w.t(', impuestos aparte.', ', taxes excluded.'));
  const reservation = facts.amounts.reservation;
  clause(
    ['Arras.', 'Deposit.'],
    w.t('La parte compradora entrega en este acto a la parte vendedora la cantidad de ', 'The buyer hereby pays the seller the sum of '),
    moneyField(ctx, 'importe de las arras', 'amount of the deposit (arras)', facts.amounts.arras),
    reservation
      ? w.t(
          `, en la que se incluyen los ${formatMoney(reservation.value, 'SPANISH')} entregados antes como reserva`,
          `, which includes the ${formatMoney(reservation.value, 'ENGLISH')} paid earlier as a reservation`,
        )
      : '',
    w.t(', mediante ', ', by '),
    w.field('forma de pago de las arras (transferencia, cheque)', 'payment method of the deposit (transfer, cheque)'),
    w.t(
      ', que se descontará del precio al otorgarse la escritura pública. La parte vendedora otorga carta de pago por esa cantidad.',
      ', to be deducted from the price when the public deed is signed. The seller acknowledges receipt of that sum.',
    ),
  );
  clause(['Naturaleza de las arras.', 'Nature of the deposit.'], w.t(...ARRAS_CLAUSES[kind]));
  clause(
    ['Escritura pública.', 'Public deed.'],
    w.t('La escritura pública de compraventa se otorgará ante el notario que designe la parte compradora no más tarde del ', 'The public deed of sale will be signed before a notary chosen by the buyer no later than '),
    dateField(ctx, 'fecha límite para la escritura', 'deadline for the deed', facts.dates.deed ?? facts.dates.end ?? facts.dates.other),
    w.t(', momento en que se pagará el resto del precio y se entregará la posesión.', ', when the rest of the price will be paid and possession delivered.'),
  );
  clause(
    ['Gastos e impuestos.', 'Costs and taxes.'],
    w.t(
      'Los gastos de otorgamiento de la escritura serán de cuenta de la parte vendedora y los de la primera copia y posteriores, de la parte compradora (art. 1455 del Código Civil), salvo pacto distinto. El impuesto municipal sobre el incremento de valor de los terrenos corresponde a la parte vendedora, y los impuestos de la transmisión, a la parte compradora.',
      'The costs of executing the deed are borne by the seller and those of the first and later copies by the buyer (art. 1455 Spanish Civil Code), unless otherwise agreed. The municipal land value tax (plusvalía) is paid by the seller and the transfer taxes by the buyer.',
    ),
  );
  clause(
    ['Documentación.', 'Documents.'],
    w.t(
      'La parte vendedora entregará, antes de la escritura, el certificado de la comunidad sobre el estado de deudas (art. 9.1.e de la Ley de Propiedad Horizontal), el certificado de eficiencia energética (art. 17.2 del Real Decreto 390/2021) y el último recibo del IBI.',
      'Before the deed, the seller will provide the community’s certificate of debts (art. 9.1.e Horizontal Property Law), the energy performance certificate (art. 17.2 Royal Decree 390/2021) and the latest IBI receipt.',
    ),
  );
}

const RESERVATION_TITLES: Record<'buyer' | 'seller', [string, string]> = {
  buyer: ['INTERESADO EN LA COMPRA', 'PROSPECTIVE BUYER'],
  seller: ['PROPIETARIO', 'OWNER'],
};

/** Reservation: a señal to take the home off the market while the owner decides; expressly not arras. */
export function reservationDocument(ctx: TemplateContext): void {
  const { w, facts } = ctx;
  contractOpening(ctx, ['DOCUMENTO DE RESERVA DE COMPRA', 'RESERVATION AGREEMENT (OFFER TO PURCHASE)'], ['buyer', 'seller'], RESERVATION_TITLES);
  if (facts.parties.some((party) => party.role === 'agency')) {
    w.paragraph(w.t('Interviene la agencia ', 'The estate agency '), nameField(ctx, 'agency'), w.t(', que recibe y custodia la cantidad de reserva por cuenta del propietario.', ' takes part, receiving and holding the reservation sum on the owner’s behalf.'));
  }
  w.heading('CONDICIONES', 'TERMS');
  const clause = clauseWriter(ctx);
  clause(['Vivienda y oferta.', 'Home and offer.'], w.t('Quien reserva ofrece comprar la vivienda sita en ', 'The person making the reservation offers to buy the home at '), propertyField(ctx), w.t(' por el precio de ', ' for the price of '), moneyField(ctx, 'precio ofrecido', 'price offered', facts.amounts.price), '.');
  clause(
    ['Cantidad de reserva.', 'Reservation sum.'],
    w.t('Entrega en este acto, en concepto de reserva (señal), la cantidad de ', 'It hereby pays, as a reservation (señal), the sum of '),
    moneyField(ctx, 'importe de la reserva', 'reservation amount', facts.amounts.reservation),
    w.t(
      ' para que la vivienda se retire del mercado mientras la reserva esté vigente. Esta cantidad no tiene el carácter de arras del artículo 1454 del Código Civil ni supone la compraventa; es un pacto libre entre las partes (art. 1255 del Código Civil) y, si la oferta se acepta, se imputará a las arras y al precio.',
      ' so that the home is taken off the market while the reservation lasts. This sum is not an arras deposit under article 1454 of the Civil Code and is not the sale itself; it is a free agreement between the parties (art. 1255 Civil Code) and, if the offer is accepted, it will count towards the deposit and the price.',
    ),
  );
  clause(
    ['Vigencia.', 'Duration.'],
    w.t('La reserva estará vigente hasta el ', 'The reservation is valid until '),
    dateField(ctx, 'fecha de fin de la reserva', 'reservation end date', facts.dates.end ?? facts.dates.other),
    w.t('. Si el propietario no acepta la oferta en ese plazo, la cantidad se devolverá íntegra en ', '. If the owner does not accept the offer by then, the sum will be returned in full within '),
    w.field('días para devolver la reserva', 'days to return the reservation sum', facts.deadlineDays ? String(facts.deadlineDays) : undefined),
    w.t(' días.', ' days.'),
  );
  clause(
    ['Contrato de arras.', 'Deposit agreement.'],
    w.t('Aceptada la oferta, las partes firmarán el contrato de arras o de compraventa en el plazo de ', 'Once the offer is accepted, the parties will sign the deposit agreement or the sale contract within '),
    w.field('días para firmar las arras', 'days to sign the deposit agreement'),
    w.t(
      ' días. Si quien reserva no lo firma por causa que le sea imputable, perderá la cantidad de reserva; si no se firma por causa imputable al propietario, este la devolverá.',
      ' days. If the person making the reservation fails to sign for reasons attributable to it, it forfeits the reservation sum; if the owner is at fault, the owner returns it.',
    ),
  );
  w.choose(
    'Reserva, no arras: la cantidad se recoge como señal de reserva, que se descuenta de las arras y del precio si la oferta se acepta; el contrato de arras se firma después.',
    'A reservation, not arras: the sum is a reservation payment, deducted from the deposit and the price if the offer is accepted; the arras agreement is signed afterwards.',
  );
  signatures(ctx, ['buyer', 'seller'], { buyer: ['EL INTERESADO', 'THE PROSPECTIVE BUYER'], seller: ['EL PROPIETARIO', 'THE OWNER'] });
  draftNote(ctx);
}
