import { buildApiUrl, getApiBaseUrl } from '../../../lib/api-client.ts';
import { createUnknownError } from '../../../lib/api-error.ts';
import { getAuthState } from '../../../lib/auth-store.ts';

/**
 * A PDF of one bill, saved as `fileName`. The PDF is not JSON, so it is fetched here with the session's bearer
 * token (a plain link could not carry it) and handed to the browser as a file.
 */
async function downloadBillPdf(path: string, billId: string, fileName: string): Promise<void> {
  const { env } = await import('../../../lib/api-runtime.ts');
  const url = buildApiUrl(getApiBaseUrl(env.VITE_API_URL), path, { billId });
  const { token } = getAuthState();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw createUnknownError(response.status);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** GET /business/bills/:billId/invoice.pdf, saved as 'factura-NUMBER.pdf'. */
export function downloadInvoice(billId: string, invoiceNumber: string): Promise<void> {
  return downloadBillPdf('/business/bills/:billId/invoice.pdf', billId, `factura-${invoiceNumber}.pdf`);
}

/** GET /business/bills/:billId/credit-note.pdf (the bill's latest factura rectificativa), saved as 'factura-rectificativa-NUMBER.pdf'. */
export function downloadCreditNote(billId: string, creditNoteNumber: string): Promise<void> {
  return downloadBillPdf('/business/bills/:billId/credit-note.pdf', billId, `factura-rectificativa-${creditNoteNumber}.pdf`);
}
