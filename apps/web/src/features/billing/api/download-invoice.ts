import { browserRoutes } from '@mike/contracts';
import { downloadFile } from '../../../lib/download-file.ts';

/** GET /business/bills/:billId/invoice.pdf, saved as 'factura-NUMBER.pdf'. */
export function downloadInvoice(billId: string, invoiceNumber: string): Promise<void> {
  return downloadFile(browserRoutes.downloadInvoice.path, { billId }, `factura-${invoiceNumber}.pdf`);
}
