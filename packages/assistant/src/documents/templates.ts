import { AlignmentType, Document, HeadingLevel, Paragraph, TextRun } from 'docx';
import type { DocumentKind } from './document-request.ts';
import type { DealDetails } from './extract-details.ts';

/** The visible blank left wherever the request did not give the datum. */
export const BLANK = '________';

/** A paragraph made of plain text and `{value}` pieces; values are bold, blanks stay visible. */
type Piece = string | { value: string | undefined };

function v(value: string | undefined): Piece {
  return { value };
}

function para(...pieces: Piece[]): Paragraph {
  return new Paragraph({
    spacing: { after: 160 },
    alignment: AlignmentType.JUSTIFIED,
    children: pieces.map((piece) =>
      typeof piece === 'string'
        ? new TextRun(piece)
        : new TextRun({ text: piece.value ?? BLANK, bold: piece.value !== undefined }),
    ),
  });
}

function title(text: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun(text)] });
}

function heading(text: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 120 }, children: [new TextRun(text)] });
}

function signatures(left: string, right: string): Paragraph[] {
  return [
    para('Y en prueba de conformidad, las partes firman el presente documento por duplicado en el lugar y la fecha indicados.'),
    para(`${left}: ${BLANK}                              ${right}: ${BLANK}`),
  ];
}

const DRAFT_NOTE = 'Borrador generado por MIKE como información general; revíselo un profesional antes de firmarlo.';

function note(): Paragraph {
  return new Paragraph({ spacing: { before: 240 }, children: [new TextRun({ text: DRAFT_NOTE, italics: true, size: 18 })] });
}

function place(): Paragraph {
  return para(`En ${BLANK}, a ${BLANK} de ${BLANK} de ${BLANK}.`);
}

function arras(details: DealDetails): Paragraph[] {
  const type = details.arrasType ?? 'penitenciales';
  const arrasClause: Record<typeof type, Piece[]> = {
    penitenciales: [
      'Las partes pactan expresamente que las arras entregadas tienen el carácter de arras penitenciales del artículo 1454 del Código Civil. Si la parte compradora desiste de la compraventa, perderá la cantidad entregada; si desiste la parte vendedora, deberá devolverla duplicada. Ninguna de las partes podrá exigir, en ese caso, otra indemnización ni el cumplimiento forzoso.',
    ],
    confirmatorias: [
      'Las cantidades entregadas tienen el carácter de arras confirmatorias y se imputan al precio. En caso de incumplimiento, la parte cumplidora podrá exigir el cumplimiento del contrato o su resolución, con la indemnización de daños y perjuicios, conforme al artículo 1124 del Código Civil.',
    ],
    penales: [
      'Las cantidades entregadas tienen el carácter de arras penales: si una parte incumple, la otra podrá retenerlas o exigir su devolución duplicada como pena, sin perjuicio de exigir el cumplimiento del contrato.',
    ],
  };
  return [
    title(`CONTRATO DE ARRAS ${type.toUpperCase()}`),
    place(),
    heading('REUNIDOS'),
    para('De una parte, como PARTE VENDEDORA, ', v(details.firstParty), `, mayor de edad, con DNI/NIE ${BLANK} y domicilio en ${BLANK}.`),
    para('De otra parte, como PARTE COMPRADORA, ', v(details.secondParty), `, mayor de edad, con DNI/NIE ${BLANK} y domicilio en ${BLANK}.`),
    para('Ambas partes se reconocen capacidad legal suficiente para otorgar el presente contrato y'),
    heading('EXPONEN'),
    para('I. Que la parte vendedora es propietaria de la vivienda sita en ', v(details.address), `, con referencia catastral ${BLANK}, inscrita en el Registro de la Propiedad de ${BLANK}, finca número ${BLANK}, libre de cargas, arrendatarios y ocupantes, al corriente de pago de impuestos y gastos de comunidad.`),
    para('II. Que ambas partes están interesadas en la compraventa de dicha vivienda y la formalizan mediante este contrato de arras, conforme a las siguientes'),
    heading('ESTIPULACIONES'),
    para('PRIMERA. Precio. El precio total de la compraventa es de ', v(details.price), ' (impuestos aparte).'),
    para('SEGUNDA. Arras. En este acto la parte compradora entrega a la parte vendedora la cantidad de ', v(details.deposit), `, mediante ${BLANK}, que se descontará del precio en el momento de otorgar la escritura pública. La parte vendedora otorga carta de pago por dicha cantidad.`),
    para(...arrasClause[type]),
    para('TERCERA. Escritura pública. La escritura pública de compraventa se otorgará ante el notario que designe la parte compradora no más tarde del ', v(details.date), ', momento en que se abonará el resto del precio y se entregará la posesión de la vivienda.'),
    para('CUARTA. Gastos e impuestos. Los gastos e impuestos de la compraventa se pagarán conforme a la ley: la plusvalía municipal corresponde a la parte vendedora y los impuestos de la transmisión a la parte compradora.'),
    para('QUINTA. Estado de la vivienda. La parte vendedora entregará la vivienda en el estado en que la parte compradora la ha visitado, con el certificado de eficiencia energética y la documentación exigible.'),
    ...signatures('LA PARTE VENDEDORA', 'LA PARTE COMPRADORA'),
    note(),
  ];
}

function lease(details: DealDetails): Paragraph[] {
  return [
    title('CONTRATO DE ARRENDAMIENTO DE VIVIENDA'),
    place(),
    heading('REUNIDOS'),
    para('De una parte, como ARRENDADOR, ', v(details.firstParty), `, mayor de edad, con DNI/NIE ${BLANK} y domicilio a efectos de notificaciones en ${BLANK}.`),
    para('De otra parte, como ARRENDATARIO, ', v(details.secondParty), `, mayor de edad, con DNI/NIE ${BLANK}.`),
    heading('EXPONEN'),
    para('Que el arrendador es propietario de la vivienda sita en ', v(details.address), `, con referencia catastral ${BLANK}, y que ambas partes acuerdan su arrendamiento para uso de vivienda habitual del arrendatario, que se regirá por la Ley 29/1994, de Arrendamientos Urbanos (LAU), y por las siguientes`),
    heading('CLÁUSULAS'),
    para('PRIMERA. Duración. El contrato tiene una duración de ', v(details.duration), ' a contar desde el ', v(details.date), '. Si es inferior a cinco años (siete si el arrendador es persona jurídica), se prorrogará obligatoriamente por plazos anuales hasta alcanzar esa duración, salvo que el arrendatario comunique con treinta días de antelación su voluntad de no renovarlo (art. 9 LAU).'),
    para('SEGUNDA. Renta. La renta mensual es de ', v(details.price), `, pagadera por anticipado dentro de los siete primeros días de cada mes mediante transferencia a la cuenta ${BLANK}.`),
    para('TERCERA. Actualización. La renta se actualizará en cada anualidad conforme al índice que pacten las partes, dentro de los límites legales vigentes (art. 18 LAU).'),
    para('CUARTA. Fianza. El arrendatario entrega en este acto una fianza en metálico de ', v(details.deposit), ', equivalente a una mensualidad de renta (art. 36 LAU), que será devuelta al término del contrato.'),
    para(`QUINTA. Gastos. Los gastos de gestión inmobiliaria y de formalización del contrato son a cargo del arrendador (art. 20 LAU). Los suministros con contador individual son a cargo del arrendatario. Otros gastos: ${BLANK}.`),
    para('SEXTA. Conservación y obras. El arrendador realizará las reparaciones necesarias para conservar la vivienda habitable; las pequeñas reparaciones por el desgaste del uso ordinario corresponden al arrendatario (art. 21 LAU). El arrendatario no podrá hacer obras que modifiquen la configuración de la vivienda sin consentimiento escrito del arrendador (art. 23 LAU).'),
    para('SÉPTIMA. Desistimiento. El arrendatario podrá desistir del contrato una vez transcurridos seis meses, con un preaviso mínimo de treinta días (art. 11 LAU).'),
    para('OCTAVA. Cesión y subarriendo. El arrendatario no podrá ceder ni subarrendar la vivienda sin consentimiento escrito del arrendador (art. 8 LAU).'),
    ...signatures('EL ARRENDADOR', 'EL ARRENDATARIO'),
    note(),
  ];
}

function reservation(details: DealDetails): Paragraph[] {
  return [
    title('DOCUMENTO DE RESERVA DE VIVIENDA'),
    place(),
    para('Quien reserva (en adelante, el interesado): ', v(details.secondParty), `, con DNI/NIE ${BLANK}.`),
    para('Propietario o agencia que recibe la reserva: ', v(details.firstParty), `, con DNI/NIF ${BLANK}.`),
    para('Vivienda: ', v(details.address), `, referencia catastral ${BLANK}.`),
    heading('CONDICIONES'),
    para('PRIMERA. Oferta. El interesado ofrece adquirir la vivienda por un precio de ', v(details.price), '.'),
    para('SEGUNDA. Cantidad de reserva. El interesado entrega la cantidad de ', v(details.deposit), ' para que la vivienda se retire del mercado mientras dure la reserva. Si la oferta es aceptada, la cantidad se imputará al precio y a las arras que se firmen.'),
    para('TERCERA. Vigencia. La reserva estará vigente hasta el ', v(details.date), `. Si el propietario no acepta la oferta en ese plazo, la cantidad se devolverá íntegra al interesado en ${BLANK} días.`),
    para(`CUARTA. Contrato de arras. Aceptada la oferta, las partes firmarán un contrato de arras en el plazo de ${BLANK} días. Si el interesado no lo firma por causa que le sea imputable, ${BLANK}.`),
    ...signatures('EL INTERESADO', 'EL PROPIETARIO O LA AGENCIA'),
    note(),
  ];
}

function nonRenewal(details: DealDetails): Paragraph[] {
  return [
    title('COMUNICACIÓN DE NO RENOVACIÓN DEL CONTRATO DE ARRENDAMIENTO'),
    place(),
    para('Remitente: ', v(details.firstParty), `, con DNI/NIE ${BLANK}, en su condición de ${BLANK} (arrendador / arrendatario).`),
    para('Destinatario: ', v(details.secondParty), `, con domicilio en ${BLANK}.`),
    para('Vivienda arrendada: ', v(details.address), '.'),
    para(`Por medio de la presente le comunico que, conforme a los artículos 9 y 10 de la Ley 29/1994, de Arrendamientos Urbanos, es mi voluntad no renovar el contrato de arrendamiento de la vivienda indicada, firmado el ${BLANK}, que quedará extinguido a su vencimiento el `, v(details.date), '.'),
    para('Esta comunicación se hace con la antelación que exige la ley: al menos cuatro meses antes del vencimiento si la envía el arrendador y al menos dos meses si la envía el arrendatario.'),
    para(`En la fecha de extinción deberá procederse a la entrega de las llaves y a la liquidación de la fianza en ${BLANK}.`),
    para(`Atentamente, ${BLANK}`),
    note(),
  ];
}

const BUILDERS: Record<DocumentKind, (details: DealDetails) => Paragraph[]> = {
  arras,
  lease,
  reservation,
  'non-renewal': nonRenewal,
};

/** Builds the document of a kind, filled with the details given. */
export function buildDocument(kind: DocumentKind, details: DealDetails): Document {
  return new Document({
    creator: 'MIKE',
    title: FILE_NAMES[kind].replace(/\.docx$/, ''),
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{ children: BUILDERS[kind](details) }],
  });
}

export const FILE_NAMES: Record<DocumentKind, string> = {
  arras: 'contrato-de-arras.docx',
  lease: 'contrato-de-arrendamiento-de-vivienda.docx',
  reservation: 'documento-de-reserva.docx',
  'non-renewal': 'comunicacion-de-no-renovacion.docx',
};
