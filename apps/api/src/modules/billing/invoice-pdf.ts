import PDFDocument from 'pdfkit';
import type { IssuedInvoice } from '../../db/schema/index.ts';

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

function linesTable(doc: Doc, invoice: IssuedInvoice): void {
  const top = 300;
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
 * The factura as a PDF (Real Decreto 1619/2012, art. 6): number and issue date, seller and buyer with their tax
 * ids and addresses, the line with its period and seats, the tax base, the IVA rate and amount, and the total.
 * Drawn with pdfkit's standard fonts (WinAnsi: accents, ñ and € included); no browser involved.
 */
export function renderInvoicePdf(invoice: IssuedInvoice): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Factura ${invoice.number}`, Author: invoice.seller.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text('FACTURA', 50, 50);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Número de factura: ${invoice.number}`, 50, 80);
  doc.text(`Fecha de expedición: ${date(invoice.issuedAt)}`);
  party(doc, 'Emisor', [invoice.seller.name, `NIF: ${invoice.seller.taxId}`, invoice.seller.address], 50, 140);
  party(
    doc,
    'Cliente',
    [invoice.buyer.name, invoice.buyer.taxId ? `NIF: ${invoice.buyer.taxId}` : null, invoice.buyer.address, invoice.buyer.email],
    300,
    140,
  );
  linesTable(doc, invoice);
  doc.end();
  return done;
}
