import { addDays, formatDate } from '../format.ts';
import { dateField, draftNote, nameField, type TemplateContext } from './common.ts';

const ORDINARY_AGENDA: Array<[string, string]> = [
  ['Aprobación, si procede, de las cuentas del ejercicio anterior.', 'Approval, if appropriate, of the accounts for the previous year.'],
  ['Aprobación, si procede, del presupuesto de ingresos y gastos del ejercicio y de las cuotas.', 'Approval, if appropriate, of the budget of income and expenses for the year and of the fees.'],
  ['Nombramiento o renovación de los cargos de la comunidad.', 'Appointment or renewal of the community officers.'],
  ['Ruegos y preguntas.', 'Any other business.'],
];

function addHalfHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const total = hours * 60 + minutes + 30;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** When the notice must be delivered: six clear days before an ordinary meeting (art. 16.3 LPH). */
function noticeTiming(ctx: TemplateContext, kind: 'ordinaria' | 'extraordinaria', meetingIso?: string): void {
  const { w } = ctx;
  if (kind === 'extraordinaria') {
    w.choose(
      'Plazo: para una junta extraordinaria, con la antelación que sea posible para que llegue a todos los propietarios (art. 16.3 LPH).',
      'Notice: for an extraordinary meeting, as early as possible so that it reaches every owner (art. 16.3 LPH).',
    );
    return;
  }
  if (!meetingIso) {
    w.choose('Plazo: la junta ordinaria se convoca con al menos seis días de antelación (art. 16.3 LPH).', 'Notice: an ordinary meeting is called at least six days in advance (art. 16.3 LPH).');
    return;
  }
  const latest = addDays(meetingIso, -7);
  w.choose(
    `Plazo: entrega la convocatoria como tarde el ${formatDate(latest, 'SPANISH')}, para que medien al menos seis días completos antes de la junta (art. 16.3 LPH), en el domicilio que cada propietario haya comunicado o, en su defecto, en su piso; si no es posible, en el tablón de anuncios, con efectos a los tres días (art. 9.1.h LPH).`,
    `Notice: deliver it by ${formatDate(latest, 'ENGLISH')} at the latest, so that at least six full days pass before the meeting (art. 16.3 LPH), at the address each owner has given or otherwise at their flat; if that is impossible, on the notice board, effective after three days (art. 9.1.h LPH).`,
  );
  if (latest < ctx.today) {
    w.warn(
      'Esa fecha ya ha pasado: con menos de seis días de antelación la junta ordinaria podría impugnarse; conviene fijar una fecha posterior.',
      'That date has passed: with less than six days’ notice the ordinary meeting could be challenged; set a later date.',
    );
  }
}

/** Notice of a meeting of the owners (LPH art. 16): who calls it, both calls, agenda, debtors and their vote. */
export function meetingNotice(ctx: TemplateContext): void {
  const { w, facts } = ctx;
  const meeting = facts.meeting;
  const kind = meeting.kind ?? 'ordinaria';
  if (!meeting.kind) w.choose('Junta ordinaria (la anual): si es extraordinaria, dímelo.', 'Ordinary (annual) meeting: tell me if it is an extraordinary one.');
  const date = facts.dates.meeting ?? facts.dates.other;
  w.title(kind === 'ordinaria' ? 'CONVOCATORIA DE JUNTA GENERAL ORDINARIA DE PROPIETARIOS' : 'CONVOCATORIA DE JUNTA GENERAL EXTRAORDINARIA DE PROPIETARIOS', kind === 'ordinaria' ? 'NOTICE OF THE ORDINARY GENERAL MEETING OF OWNERS' : 'NOTICE OF AN EXTRAORDINARY GENERAL MEETING OF OWNERS');
  w.paragraph(w.t('Comunidad de Propietarios de ', 'Owners’ Community of '), w.field('dirección de la comunidad', 'address of the community', facts.property?.full));
  const secondCall = meeting.secondCall ?? (meeting.firstCall ? addHalfHour(meeting.firstCall) : undefined);
  if (meeting.firstCall && !meeting.secondCall) {
    w.choose('Segunda convocatoria: media hora después de la primera, en el mismo lugar, como permite el art. 16.2 LPH.', 'Second call: half an hour after the first, at the same place, as art. 16.2 LPH allows.');
  }
  w.paragraph(
    w.t('Por orden de la presidencia de la comunidad, ejercida por ', 'By order of the president of the community, '),
    nameField(ctx, 'president'),
    w.t(
      `, y conforme al artículo 16 de la Ley de Propiedad Horizontal, se convoca a todos los propietarios a la junta general ${kind}, que se celebrará el `,
      `, and under article 16 of the Horizontal Property Law, all owners are called to the ${kind === 'ordinaria' ? 'ordinary' : 'extraordinary'} general meeting to be held on `,
    ),
    dateField(ctx, 'fecha de la junta', 'date of the meeting', date),
    w.t(' en ', ' at '),
    w.field('lugar de la junta', 'place of the meeting', meeting.place),
    w.t(', a las ', ', at '),
    w.field('hora de la primera convocatoria', 'time of the first call', meeting.firstCall),
    w.t(' en primera convocatoria y, si no se alcanza el quórum necesario, a las ', ' on first call and, if the required quorum is not reached, at '),
    w.field('hora de la segunda convocatoria', 'time of the second call', secondCall),
    w.t(' en segunda convocatoria, en el mismo lugar (art. 16.2 LPH), con el siguiente', ' on second call at the same place (art. 16.2 LPH), with the following'),
  );
  agenda(ctx, kind);
  debtors(ctx);
  w.paragraph(
    w.t(
      'Los propietarios pueden asistir personalmente o representados por otra persona; para acreditar la representación basta un escrito firmado por el propietario (art. 15.1 LPH). Se adjunta un modelo de delegación.',
      'Owners may attend in person or be represented by another person; a document signed by the owner is enough to prove representation (art. 15.1 LPH). A proxy form is attached.',
    ),
  );
  w.paragraph(w.t('En ', 'In '), w.field('lugar de la convocatoria', 'place of the notice', facts.city), w.t(', a ', ', on '), w.field('fecha de la convocatoria', 'date of the notice'), '.');
  w.paragraph(w.t('Fdo.: la presidencia de la comunidad, ', 'Signed: the president of the community, '), nameField(ctx, 'president'));
  proxyForm(ctx, kind);
  noticeTiming(ctx, kind, date?.iso);
  draftNote(ctx);
}

function agenda(ctx: TemplateContext, kind: 'ordinaria' | 'extraordinaria'): void {
  const { w, facts } = ctx;
  w.heading('ORDEN DEL DÍA', 'AGENDA');
  const items = facts.meeting.agenda;
  if (items.length > 0) {
    items.forEach((item, i) => w.paragraph(`${i + 1}. `, w.field(`punto ${i + 1} del orden del día`, `agenda item ${i + 1}`, `${item.charAt(0).toUpperCase()}${item.slice(1)}.`)));
    return;
  }
  if (kind === 'ordinaria') {
    ORDINARY_AGENDA.forEach(([es, en], i) => w.paragraph(`${i + 1}. ${w.t(es, en)}`));
    w.choose('Orden del día: no me diste los asuntos y he puesto los de una junta anual (cuentas, presupuesto, cargos, ruegos y preguntas); añade los que falten.', 'Agenda: you gave no items, so I used those of an annual meeting (accounts, budget, officers, any other business); add any missing ones.');
    return;
  }
  w.paragraph('1. ', w.field('asuntos a tratar en la junta', 'items to be discussed at the meeting'));
}

function debtors(ctx: TemplateContext): void {
  const { w, facts } = ctx;
  const list = facts.meeting.debtors;
  w.paragraph(
    w.t('Propietarios que no están al corriente en el pago de las deudas vencidas con la comunidad (art. 16.2 LPH): ', 'Owners not up to date with their debts due to the community (art. 16.2 LPH): '),
    w.field('relación de propietarios deudores (o «ninguno»)', 'list of owners in arrears (or "none")', list.length ? list.join(', ') : undefined),
    w.t(
      '. Conforme al artículo 15.2 LPH, los propietarios que al iniciarse la junta no estén al corriente en el pago de todas las deudas vencidas con la comunidad, y no las hayan impugnado judicialmente ni consignado judicial o notarialmente, podrán participar en las deliberaciones, pero no tendrán derecho de voto.',
      '. Under article 15.2 LPH, owners who at the start of the meeting are not up to date with all debts due to the community, and have neither challenged them in court nor deposited the amount with the court or a notary, may take part in the discussion but may not vote.',
    ),
  );
}

/** The proxy form each owner fills in: its lines are left for the owners, not listed as blanks of the draft. */
function proxyForm(ctx: TemplateContext, kind: 'ordinaria' | 'extraordinaria'): void {
  const { w } = ctx;
  w.heading('MODELO DE DELEGACIÓN', 'PROXY FORM');
  w.paragraph(
    w.t(
      `D./Dña. ______________________, propietario/a del piso o local ________, delega en D./Dña. ______________________ para que le represente con voz y voto en la junta general ${kind} convocada. Fecha y firma: ______________________`,
      `I, ______________________, owner of flat or unit ________, appoint ______________________ to represent me, with the right to speak and vote, at the ${kind === 'ordinaria' ? 'ordinary' : 'extraordinary'} general meeting called. Date and signature: ______________________`,
    ),
  );
}
