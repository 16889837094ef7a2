import type PDFDocument from 'pdfkit';
import type { IssuedCreditNote, IssuedInvoice } from '../../db/schema/index.ts';

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const day = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Madrid' });

const money = (cents: number) => euros.format(cents / 100);
const date = (iso: string | null) => (iso ? day.format(new Date(iso)) : '');

type Doc = InstanceType<typeof PDFDocument>;

function party(doc: Doc, title: string, lines: (string | null)[], x: number, y: number): void {
  doc.font('Helvetica-Bold').fontSize(10).text(title, x, y, { width: 240 });
  doc.font('Helvetica').fontSize(10);
  for (const line of lines) if (line) doc.text(line, { width: 240 });
}

function linesTable(doc: Doc, invoice: IssuedInvoice, top: number): void {
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Concepto', 50, top).text('Periodo', 250, top).text('Plazas', 390, top).text('Base imponible', 440, top, { width: 105, align: 'right' });
  doc.moveTo(50, top + 15).lineTo(545, top + 15).stroke();
  doc.font('Helvetica');
  let y = top + 25;
  for (const line of invoice.lines) {
    const period = line.periodStart ? `${date(line.periodStart)} - ${date(line.periodEnd)}` : '';
    doc.text(line.concept, 50, y, { width: 190 }).text(period, 250, y).text(String(line.quantity), 390, y);
    doc.text(money(line.baseCents), 440, y, { width: 105, align: 'right' });
    y += 30;
  }
  const totals: [string, string][] = [
    ['Base imponible', money(invoice.baseCents)],
    [`IVA (${invoice.vatRate} %)`, money(invoice.vatCents)],
    ['Total factura', money(invoice.totalCents)],
  ];
  y += 10;
  for (const [label, value] of totals) {
    doc.font(label === 'Total factura' ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 300, y, { width: 135, align: 'right' }).text(value, 440, y, { width: 105, align: 'right' });
    y += 18;
  }
}

/**
 * Draws a factura: the title and header lines (number, dates, and what a rectificativa adds), seller and buyer
 * below them, then the lines and totals. Drawn with pdfkit's standard fonts (WinAnsi: accents, ñ and € included);
 * no browser involved.
 */
async function renderDocument(invoice: IssuedInvoice, title: string, header: string[]): Promise<Buffer> {
  // Loaded on the first invoice drawn, not at every start of the server.
  const { default: PdfDocument } = await import('pdfkit');
  const doc = new PdfDocument({ size: 'A4', margin: 50, info: { Title: `${title} ${invoice.number}`, Author: invoice.seller.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text(title, 50, 50);
  doc.font('Helvetica').fontSize(10);
  doc.text(header[0] ?? '', 50, 80, { width: 495 });
  for (const line of header.slice(1)) doc.text(line, { width: 495 });
  const partiesTop = Math.max(140, doc.y + 20);
  party(doc, 'Emisor', [invoice.seller.name, `NIF: ${invoice.seller.taxId}`, invoice.seller.address], 50, partiesTop);
  party(
    doc,
    'Cliente',
    [invoice.buyer.name, invoice.buyer.taxId ? `NIF: ${invoice.buyer.taxId}` : null, invoice.buyer.address, invoice.buyer.email],
    300,
    partiesTop,
  );
  linesTable(doc, invoice, partiesTop + 160);
  doc.end();
  return done;
}

/**
 * The factura as a PDF (Real Decreto 1619/2012, art. 6): number and issue date, seller and buyer with their tax
 * ids and addresses, the line with its period and seats, the tax base, the IVA rate and amount, and the total.
 */
export function renderInvoicePdf(invoice: IssuedInvoice): Promise<Buffer> {
  return renderDocument(invoice, 'FACTURA', [`Número de factura: ${invoice.number}`, `Fecha de expedición: ${date(invoice.issuedAt)}`]);
}

/**
 * The factura rectificativa as a PDF (art. 15): the same content as a factura, under its own number, plus the
 * document it rectifies (number and date), that it substitutes it whole, and the reason.
 */
export function renderCreditNotePdf(creditNote: IssuedCreditNote): Promise<Buffer> {
  return renderDocument(creditNote, 'FACTURA RECTIFICATIVA', [
    `Número de factura rectificativa: ${creditNote.number}`,
    `Fecha de expedición: ${date(creditNote.issuedAt)}`,
    `Factura rectificada: ${creditNote.rectifies.number}, de fecha ${date(creditNote.rectifies.issuedAt)}`,
    'Rectificación por sustitución: sustituye íntegramente a la factura rectificada.',
    `Motivo: ${creditNote.reason}`,
  ]);
}
