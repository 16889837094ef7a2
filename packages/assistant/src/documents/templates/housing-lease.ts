import { formatTerm } from '../format.ts';
import { contractOpening, dateField, propertyRecital, type TemplateContext } from './common.ts';
import { depositClause, leaseClausesAndSignatures, noticesClause, rentClause, termUntil, updateClause, type Clause } from './lease-clauses.ts';

/** The term asked for, in months ('por 3 años' → 36; days round up to months). */
export function requestedMonths(ctx: TemplateContext): number | undefined {
  const term = ctx.facts.term;
  if (!term) return undefined;
  return term.months ?? Math.ceil((term.days ?? 0) / 30);
}

/**
 * The term clause of a lease of a main home. Never below the legal minimum: a shorter term is drafted as
 * asked with the compulsory yearly extension of art. 9.1 LAU up to five years (seven if the landlord is a
 * company), and the reply says so; with no term given, the minimum itself.
 */
function termClause(ctx: TemplateContext, clause: Clause): void {
  const { w, facts } = ctx;
  const minimumYears = facts.landlordIsCompany ? 7 : 5;
  const requested = requestedMonths(ctx);
  const months = requested ?? minimumYears * 12;
  const start = facts.dates.start;
  const minimumText = w.t(
    facts.landlordIsCompany ? 'siete años, por ser el arrendador persona jurídica' : 'cinco años, o siete si el arrendador es persona jurídica',
    facts.landlordIsCompany ? 'seven years, the landlord being a legal person' : 'five years, or seven if the landlord is a legal person',
  );
  if (requested === undefined) {
    w.choose(
      `Duración: ${formatTerm(months, 'SPANISH')}, el mínimo legal del art. 9.1 LAU${facts.landlordIsCompany ? ' para un arrendador persona jurídica' : ' (siete si el arrendador es una sociedad: la cláusula de prórroga lo cubre)'}, porque no indicaste otra.`,
      `Term: ${formatTerm(months, 'ENGLISH')}, the legal minimum of art. 9.1 LAU${facts.landlordIsCompany ? ' for a landlord that is a legal person' : ' (seven if the landlord is a company: the extension clause covers it)'}, as you gave no other.`,
    );
  } else if (requested < minimumYears * 12) {
    w.choose(
      `Duración: has pedido ${facts.term?.written}, por debajo del mínimo legal de ${minimumText} (art. 9.1 LAU). He redactado el contrato por ese plazo con la prórroga obligatoria: a su vencimiento se prorroga por años hasta alcanzar ${termUntil('SPANISH', minimumYears * 12, start?.iso)}, salvo que el inquilino avise con 30 días de antelación de que no quiere renovar. La ley la impone aunque el contrato no lo diga. Si la necesidad de vivienda es temporal (trabajo, estudios), lo que corresponde es un contrato de temporada.`,
      `Term: you asked for ${facts.term?.written}, below the legal minimum of ${minimumText} (art. 9.1 LAU). I drafted the lease for that term with the compulsory extension: on expiry it is extended year by year up to ${termUntil('ENGLISH', minimumYears * 12, start?.iso)}, unless the tenant gives 30 days' notice of not renewing. The law imposes it even if the lease does not say so. If the need for housing is temporary (work, studies), a seasonal lease is the right contract.`,
    );
  }
  clause(
    ['Duración.', 'Term.'],
    w.t('El contrato tiene una duración de ', 'The lease is granted for a term of '),
    w.field('duración', 'term', formatTerm(months, w.language)),
    w.t(' a contar desde el ', ' from '),
    dateField(ctx, 'fecha de inicio', 'start date', start),
    w.t(
      ', o desde la puesta a disposición de la vivienda si fuera posterior (art. 9.1 LAU). ',
      ', or from the date the property is made available if later (art. 9.1 LAU). ',
    ),
    w.t(
      `Si la duración pactada es inferior a ${minimumText}, llegado el día del vencimiento el contrato se prorrogará obligatoriamente por plazos anuales hasta alcanzar esa duración mínima, salvo que el arrendatario manifieste al arrendador, con treinta días de antelación como mínimo a la fecha de terminación del contrato o de cualquiera de las prórrogas, su voluntad de no renovarlo (art. 9.1 LAU). `,
      `If the agreed term is shorter than ${minimumText}, on expiry the lease will be compulsorily extended year by year until it reaches that minimum term, unless the tenant notifies the landlord at least thirty days before the end of the lease or of any extension that it does not wish to renew (art. 9.1 LAU). `,
    ),
    w.t(
      'Transcurrida la duración mínima, si ninguna de las partes notifica a la otra su voluntad de no renovar, al menos con cuatro meses de antelación el arrendador y con dos meses el arrendatario, el contrato se prorrogará por plazos anuales hasta un máximo de tres años más (art. 10.1 LAU).',
      'Once the minimum term has run, unless either party gives notice of non-renewal at least four months (landlord) or two months (tenant) in advance, the lease will be extended year by year for up to three more years (art. 10.1 LAU).',
    ),
  );
}

/** Lease of a main home (LAU Title II): minimum term, one month's deposit, the tenant's statutory rights. */
export function housingLease(ctx: TemplateContext): void {
  const { w } = ctx;
  contractOpening(ctx, ['CONTRATO DE ARRENDAMIENTO DE VIVIENDA', 'RESIDENTIAL LEASE AGREEMENT (MAIN HOME)'], ['landlord', 'tenant']);
  w.paragraph(w.t('Ambas partes se reconocen la capacidad legal necesaria para otorgar este contrato y', 'Both parties have the legal capacity to enter into this agreement and'));
  w.heading('EXPONEN', 'RECITALS');
  w.paragraph(
    ...propertyRecital(ctx, ['I. Que el arrendador es propietario de la vivienda sita en ', 'I. The landlord owns the home at ']),
    '.',
  );
  w.paragraph(
    w.t(
      'II. Que ambas partes acuerdan su arrendamiento para satisfacer la necesidad permanente de vivienda del arrendatario (art. 2 LAU), que se regirá por lo pactado en este contrato dentro del marco del título II de la Ley 29/1994, de Arrendamientos Urbanos (LAU), y, supletoriamente, por el Código Civil (art. 4.2 LAU), conforme a las siguientes',
      'II. The parties agree to let it to meet the tenant’s permanent need for housing (art. 2 LAU). The lease is governed by these clauses within Title II of Spanish Law 29/1994 on Urban Leases (LAU) and, in the alternative, by the Civil Code (art. 4.2 LAU), as follows:',
    ),
  );
  leaseClausesAndSignatures(ctx, housingClauses);
}

function housingClauses(ctx: TemplateContext, clause: Clause): void {
  const { w, facts } = ctx;
  clause(
    ['Objeto y destino.', 'Purpose.'],
    w.t('La vivienda se arrienda para vivienda habitual y permanente del arrendatario y de quienes convivan con él, sin que pueda destinarse a otro uso.', 'The home is let as the permanent main home of the tenant and those living with the tenant, and may not be used for any other purpose.'),
  );
  termClause(ctx, clause);
  rentClause(ctx, clause, { housing: true });
  updateClause(ctx, clause, true);
  const rent = facts.amounts.rent?.value;
  depositClause(ctx, clause, 1, rent === undefined ? undefined : rent * 2);
  clause(
    ['Gastos.', 'Costs.'],
    w.t(
      'Los gastos de gestión inmobiliaria y de formalización del contrato son a cargo del arrendador (art. 20.1 LAU). Los gastos generales del inmueble y sus tributos (comunidad, IBI) son a cargo del arrendador, salvo que las partes pacten por escrito que los asuma el arrendatario fijando su importe anual (art. 20.1 LAU). Los suministros con contador individual (agua, luz, gas, telecomunicaciones) son a cargo del arrendatario (art. 20.3 LAU).',
      'Estate agency and contract formalisation costs are borne by the landlord (art. 20.1 LAU). General building costs and taxes (community charges, IBI) are borne by the landlord unless the parties agree in writing that the tenant pays them, stating their annual amount (art. 20.1 LAU). Individually metered utilities (water, electricity, gas, telecoms) are paid by the tenant (art. 20.3 LAU).',
    ),
  );
  clause(
    ['Conservación y obras.', 'Repairs and works.'],
    w.t(
      'El arrendador realizará las reparaciones necesarias para conservar la vivienda en condiciones de habitabilidad; las pequeñas reparaciones que exija el desgaste por el uso ordinario son a cargo del arrendatario (art. 21 LAU). El arrendatario no podrá realizar obras que modifiquen la configuración de la vivienda sin el consentimiento escrito del arrendador (art. 23 LAU).',
      'The landlord will carry out the repairs needed to keep the home fit for habitation; minor repairs due to ordinary wear and tear are the tenant’s (art. 21 LAU). The tenant may not carry out works altering the layout of the home without the landlord’s written consent (art. 23 LAU).',
    ),
  );
  clause(
    ['Cesión y subarriendo.', 'Assignment and subletting.'],
    w.t(
      'El arrendatario no podrá ceder el contrato sin el consentimiento escrito del arrendador, y solo podrá subarrendar parcialmente la vivienda con ese consentimiento (art. 8 LAU).',
      'The tenant may not assign the lease without the landlord’s written consent, and may only sublet part of the home with that consent (art. 8 LAU).',
    ),
  );
  clause(
    ['Desistimiento.', 'Early termination by the tenant.'],
    w.t(
      'El arrendatario podrá desistir del contrato una vez transcurridos seis meses, comunicándolo con al menos treinta días de antelación. En tal caso indemnizará al arrendador con una mensualidad de la renta en vigor por cada año de contrato que reste por cumplir; los periodos inferiores al año darán lugar a la parte proporcional (art. 11 LAU).',
      'The tenant may terminate the lease after six months by giving at least thirty days’ notice. The tenant will then compensate the landlord with one month’s current rent for each year of the lease remaining, pro rata for shorter periods (art. 11 LAU).',
    ),
  );
  w.choose(
    'Desistimiento: he incluido la indemnización de una mensualidad por año que reste, que el art. 11 LAU solo permite si se pacta; quítala si no la queréis.',
    'Early termination: I included the compensation of one month per remaining year, which art. 11 LAU only allows if agreed; remove it if you do not want it.',
  );
  clause(
    ['Certificado de eficiencia energética.', 'Energy performance certificate.'],
    w.t(
      'Se anexa a este contrato una copia de la etiqueta de eficiencia energética de la vivienda y se entrega al arrendatario el documento de recomendaciones de uso (art. 17.2 del Real Decreto 390/2021).',
      'A copy of the energy label of the home is annexed to this lease and the tenant receives the document of recommendations for use (art. 17.2 Royal Decree 390/2021).',
    ),
  );
  noticesClause(ctx, clause);
}
