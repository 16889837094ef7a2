import { browserRoutes } from '@mike/contracts';
import { downloadFile } from '../../../lib/download-file.ts';

/** GET /business/bills/:billId/invoice.pdf, saved as 'factura-NUMBER.pdf'. */
export function downloadInvoice(billId: string, invoiceNumber: string): Promise<void> {
  return downloadFile(browserRoutes.downloadInvoice.path, { billId }, `factura-${invoiceNumber}.pdf`);
}

/** GET /business/bills/:billId/credit-note.pdf (the bill's latest factura rectificativa), saved as 'factura-rectificativa-NUMBER.pdf'. */
export function downloadCreditNote(billId: string, creditNoteNumber: string): Promise<void> {
  return downloadFile(browserRoutes.downloadCreditNote.path, { billId }, `factura-rectificativa-${creditNoteNumber}.pdf`);
}
