import type { SeasonalReason } from '../extract/specifics.ts';
import { formatTerm } from '../format.ts';
import { contractOpening, dateField, propertyRecital, type TemplateContext } from './common.ts';
import { requestedMonths } from './housing-lease.ts';
import type { Piece } from './writer.ts';
import { depositClause, leaseClausesAndSignatures, noticesClause, rentClause, updateClause, type Clause } from './lease-clauses.ts';

function opening(ctx: TemplateContext, title: [string, string]): void {
  contractOpening(ctx, title, ['landlord', 'tenant']);
  ctx.w.heading('EXPONEN', 'RECITALS');
}

/** 'por nueve meses a contar desde el 1 de septiembre de 2025', or 'desde el … hasta el …' when the end is given. */
function termPieces(ctx: TemplateContext): Piece[] {
  const { w, facts } = ctx;
  const months = requestedMonths(ctx);
  const start = dateField(ctx, 'fecha de inicio', 'start date', facts.dates.start);
  if (!facts.term && facts.dates.end) {
    return [w.t('desde el ', 'from '), start, w.t(' hasta el ', ' until '), dateField(ctx, 'fecha de fin', 'end date', facts.dates.end)];
  }
  const written = months !== undefined && facts.term?.months !== undefined ? formatTerm(months, w.language) : facts.term?.written;
  return [w.t('por ', 'for '), w.field('duración', 'term', written), w.t(' a contar desde el ', ' from '), start];
}

const REASONS: Record<SeasonalReason, [string, string]> = {
  work: ['razones de trabajo, que le obligan a residir temporalmente en esta localidad', 'work, which requires the tenant to stay temporarily in this town'],
  studies: ['la realización de estudios en esta localidad', 'studies in this town'],
  medical: ['un tratamiento médico en esta localidad', 'medical treatment in this town'],
  works: ['la realización de obras en su vivienda habitual', 'building works in the tenant’s main home'],
  holiday: ['una estancia vacacional o de temporada', 'a holiday or seasonal stay'],
};

/** Seasonal lease (LAU art. 3.2): a temporary need stated in the contract; two months' deposit. */
export function seasonalLease(ctx: TemplateContext): void {
  const { w, facts } = ctx;
  opening(ctx, ['CONTRATO DE ARRENDAMIENTO DE TEMPORADA', 'SEASONAL (TEMPORARY) LEASE AGREEMENT']);
  const reason = facts.seasonalReason;
  if (!reason) {
    w.warn(
      'Falta el motivo de la temporalidad (trabajo, estudios, tratamiento médico, obras en la vivienda habitual…). Es lo que distingue este contrato de un alquiler de vivienda habitual: sin una necesidad temporal real, el arrendamiento puede considerarse de vivienda, con su duración mínima de cinco o siete años (arts. 2, 3 y 9 LAU).',
      'The reason for the temporary need is missing (work, studies, medical treatment, works in the main home…). It is what sets this contract apart from a lease of a main home: without a real temporary need, the lease may be treated as a housing lease with its five- or seven-year minimum term (arts. 2, 3 and 9 LAU).',
    );
  }
  w.paragraph(
    ...propertyRecital(ctx, ['I. Que el arrendador es propietario de la vivienda amueblada sita en ', 'I. The landlord owns the furnished home at ']),
    '.',
  );
  w.paragraph(
    w.t('II. Que el arrendatario necesita la vivienda de forma temporal, por ', 'II. The tenant needs the home temporarily because of '),
    w.field('motivo de la necesidad temporal', 'reason for the temporary need', reason ? w.t(...REASONS[reason]) : undefined),
    w.t(', y mantiene su vivienda habitual y permanente en ', ', and keeps a permanent main home at '),
    w.field('vivienda habitual del arrendatario', "tenant's permanent home"),
    w.t(
      '. Por ello el arrendamiento no satisface una necesidad permanente de vivienda y es un arrendamiento de temporada para uso distinto del de vivienda (art. 3.2 LAU), que se rige por la voluntad de las partes, en su defecto por el título III de la LAU y supletoriamente por el Código Civil (art. 4.3 LAU), conforme a las siguientes',
      '. The lease therefore does not meet a permanent need for housing: it is a seasonal lease for a use other than housing (art. 3.2 LAU), governed by the parties’ agreement, failing that by Title III LAU and in the alternative by the Civil Code (art. 4.3 LAU), as follows:',
    ),
  );
  leaseClausesAndSignatures(ctx, seasonalClauses);
}

function seasonalClauses(ctx: TemplateContext, clause: Clause): void {
  const { w } = ctx;
  clause(
    ['Duración.', 'Term.'],
    w.t('El arrendamiento se pacta ', 'The lease is granted '),
    ...termPieces(ctx),
    w.t(
      ', el tiempo que dura la necesidad temporal del arrendatario. A su término el arrendatario dejará la vivienda libre y entregará las llaves, sin prórroga salvo nuevo acuerdo escrito.',
      ', the length of the tenant’s temporary need. At its end the tenant will vacate the home and return the keys; there is no extension unless agreed anew in writing.',
    ),
  );
  rentClause(ctx, clause, { housing: false });
  depositClause(ctx, clause, 2);
  clause(
    ['Suministros y mobiliario.', 'Utilities and furniture.'],
    w.t(
      'La vivienda se entrega amueblada y equipada según el inventario firmado por las partes como anexo. Los suministros se pagarán ',
      'The home is let furnished and equipped as listed in the inventory signed by the parties as an annex. Utilities will be paid ',
    ),
    w.field('reparto de los suministros (incluidos en la renta o a cargo del arrendatario)', 'utilities arrangement (included in the rent or paid by the tenant)'),
    '.',
  );
  clause(
    ['Cesión y subarriendo.', 'Assignment and subletting.'],
    w.t('El arrendatario no podrá ceder el contrato ni subarrendar la vivienda sin el consentimiento escrito del arrendador.', 'The tenant may not assign the lease or sublet the home without the landlord’s written consent.'),
  );
  clause(
    ['Registro único de arrendamientos.', 'Single rental registry.'],
    w.t('Si la vivienda se ofrece en plataformas en línea de alquiler de corta duración, su número de registro único es ', 'If the home is offered on short-term rental online platforms, its single registration number is '),
    w.field('número de registro único de arrendamiento (si se anuncia en plataformas)', 'single rental registration number (if advertised on platforms)', undefined, { optional: true }),
    w.t(' (arts. 4 y 5 del Real Decreto 1312/2024).', ' (arts. 4 and 5 Royal Decree 1312/2024).'),
  );
  noticesClause(ctx, clause);
}

/** Lease of commercial premises (LAU arts. 3, 4.3 and 29–35): free term, two months' deposit. */
export function commercialLease(ctx: TemplateContext): void {
  const { w, facts } = ctx;
  opening(ctx, ['CONTRATO DE ARRENDAMIENTO DE LOCAL DE NEGOCIO', 'COMMERCIAL LEASE AGREEMENT (BUSINESS PREMISES)']);
  w.paragraph(
    ...propertyRecital(ctx, ['I. Que el arrendador es propietario del local sito en ', 'I. The landlord owns the premises at '], ['dirección del local', 'address of the premises']),
    '.',
  );
  w.paragraph(
    w.t('II. Que el arrendatario desea arrendarlo para ejercer en él la actividad de ', 'II. The tenant wishes to lease it to carry on the business of '),
    w.field('actividad que se ejercerá en el local', 'business to be carried on in the premises', facts.activity),
    w.t(
      ', por lo que el contrato es un arrendamiento para uso distinto del de vivienda (art. 3 LAU) que se rige por la voluntad de las partes, en su defecto por el título III de la LAU y supletoriamente por el Código Civil (art. 4.3 LAU), conforme a las siguientes',
      '. The lease is therefore for a use other than housing (art. 3 LAU), governed by the parties’ agreement, failing that by Title III LAU and in the alternative by the Civil Code (art. 4.3 LAU), as follows:',
    ),
  );
  leaseClausesAndSignatures(ctx, commercialClauses);
}

function commercialClauses(ctx: TemplateContext, clause: Clause): void {
  const { w } = ctx;
  if (!ctx.facts.term && !ctx.facts.dates.end) {
    w.choose('Duración: la de un local es libre (art. 4.3 LAU) y la ley no fija mínimo; la he dejado en blanco para que la pactéis.', 'Term: for commercial premises it is freely agreed (art. 4.3 LAU) with no legal minimum; I left it blank for you to agree.');
  }
  clause(
    ['Duración.', 'Term.'],
    w.t('El arrendamiento se pacta ', 'The lease is granted '),
    ...termPieces(ctx),
    w.t(', sin prórroga obligatoria para el arrendador: la duración es la libremente pactada (art. 4.3 LAU).', '. There is no compulsory extension: the term is the one freely agreed (art. 4.3 LAU).'),
  );
  rentClause(ctx, clause, { housing: false, extra: [' más el IVA aplicable', ' plus applicable VAT'] });
  updateClause(ctx, clause, false);
  depositClause(ctx, clause, 2);
  clause(
    ['Licencias, obras y conservación.', 'Licences, works and repairs.'],
    w.t(
      'Las licencias y autorizaciones de la actividad son a cargo del arrendatario. Se aplican a este contrato los artículos 21, 22, 23 y 26 de la LAU sobre conservación, mejoras y obras del arrendatario, y el artículo 19 desde el comienzo del arrendamiento (art. 30 LAU).',
      'Licences and permits for the business are the tenant’s responsibility. Articles 21, 22, 23 and 26 LAU on repairs, improvements and the tenant’s works apply to this lease, and article 19 from the start of the lease (art. 30 LAU).',
    ),
  );
  clause(
    ['Cesión y subarriendo.', 'Assignment and subletting.'],
    w.t(
      'El arrendatario podrá subarrendar el local o ceder el contrato sin consentimiento del arrendador, que tendrá derecho a elevar la renta en un 10 % en caso de subarriendo parcial y en un 20 % en caso de cesión o subarriendo total; la cesión o el subarriendo se notificarán fehacientemente al arrendador en el plazo de un mes (art. 32 LAU).',
      'The tenant may sublet the premises or assign the lease without the landlord’s consent; the landlord may then raise the rent by 10 % for a partial sublet and by 20 % for an assignment or a full sublet, and the assignment or sublet must be notified to the landlord by verifiable means within one month (art. 32 LAU).',
    ),
  );
  clause(
    ['Venta del local y adquisición preferente.', 'Sale of the premises and pre-emption.'],
    w.t(
      'El adquirente del local quedará subrogado en los derechos y obligaciones del arrendador, salvo que concurran en él los requisitos del artículo 34 de la Ley Hipotecaria (art. 29 LAU). El arrendatario tendrá los derechos de tanteo y retracto del artículo 25 LAU (art. 31 LAU).',
      'A buyer of the premises takes over the landlord’s rights and obligations unless it meets the requirements of article 34 of the Mortgage Law (art. 29 LAU). The tenant has the rights of first refusal and redemption of article 25 LAU (art. 31 LAU).',
    ),
  );
  clause(
    ['Fallecimiento, indemnización y resolución.', 'Death, compensation and termination.'],
    w.t(
      'Si el arrendatario fallece, el heredero o legatario que continúe la actividad podrá subrogarse notificándolo por escrito en dos meses (art. 33 LAU). A la extinción por transcurso del plazo, el arrendatario tendrá derecho a la indemnización del artículo 34 LAU si se dan sus requisitos. El arrendador podrá resolver el contrato por las causas de las letras a), b), d) y e) del artículo 27.2 y por la cesión o el subarriendo que incumplan el artículo 32 (art. 35 LAU).',
      'If the tenant dies, the heir or legatee who carries on the business may take over the lease by written notice within two months (art. 33 LAU). When the lease ends by expiry of its term, the tenant is entitled to the compensation of article 34 LAU if its conditions are met. The landlord may terminate the lease on the grounds of article 27.2 (a), (b), (d) and (e) and for an assignment or sublet in breach of article 32 (art. 35 LAU).',
    ),
  );
  clause(
    ['Gastos.', 'Costs.'],
    w.t('Los gastos de comunidad, el IBI y los suministros del local serán a cargo de ', 'Community charges, IBI and the utilities of the premises will be paid by '),
    w.field('quién paga comunidad, IBI y suministros', 'who pays community charges, IBI and utilities'),
    '.',
  );
  noticesClause(ctx, clause);
}
