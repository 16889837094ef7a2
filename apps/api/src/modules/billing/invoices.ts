import { and, eq, sql } from 'drizzle-orm';
import { bills, invoiceSeries, type IssuedInvoice } from '../../db/schema/index.ts';
import type { Config } from '../../config.ts';
import type { Executor, Tx } from '../../platform/db.ts';
import { findBusiness } from '../business/index.ts';
import { findBillingDetails, type BillRow } from './billing.repository.ts';

/**
 * The base and IVA of a total that includes IVA (ADR 030: the seat price includes it). The base is rounded to
 * the cent and the IVA is the rest, so base + IVA is always exactly the total charged.
 */
export function splitVat(totalCents: number, vatRate: number): { baseCents: number; vatCents: number } {
  const baseCents = Math.round((totalCents * 100) / (100 + vatRate));
  return { baseCents, vatCents: totalCents - baseCents };
}

/**
 * The next number of the year's series of this kind (facturas, or rectificativas: distinct series), taken in the
 * caller's transaction: a rolled-back issue takes none (no gaps).
 */
export async function nextDocumentNumber(tx: Tx, kind: 'invoice' | 'credit_note', series: string, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceSeries.kind, invoiceSeries.year], set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  if (!row) throw new Error('invoice series not moved');
  return `${series}-${year}-${String(row.lastNumber).padStart(6, '0')}`;
}

/** The buyer as the invoice names it: the billing details when set, otherwise the business's name alone. */
export async function buyerOf(executor: Executor, businessId: string): Promise<IssuedInvoice['buyer']> {
  const details = await findBillingDetails(executor, businessId);
  if (details) {
    return { name: details.legalName, taxId: details.taxId, address: `${details.address}, ${details.postalCode} ${details.city}`, email: details.email };
  }
  const business = await findBusiness(executor, businessId);
  return { name: business?.name ?? '', taxId: null, address: null, email: null };
}

/**
 * Issues MIKE's factura for a PAID bill, in the transaction that made it PAID: the next number of the year's
 * gap-free series, and everything the invoice says (seller from configuration, buyer from the billing details,
 * line, base, IVA, total) frozen in the bill. A bill is invoiced once: a bill that has its number keeps it
 * (and the database refuses any change to an issued invoice: a correction is a credit note).
 */
export async function issueInvoice(tx: Tx, config: Config, bill: BillRow, now: Date): Promise<void> {
  if (bill.invoiceNumber || bill.status !== 'PAID') return;
  const number = await nextDocumentNumber(tx, 'invoice', config.INVOICE_SERIES, now.getUTCFullYear());
  const { baseCents, vatCents } = splitVat(bill.totalCents, config.VAT_RATE);
  const invoice: IssuedInvoice = {
    number,
    issuedAt: now.toISOString(),
    seller: { name: config.INVOICE_SELLER_NAME, taxId: config.INVOICE_SELLER_TAX_ID, address: config.INVOICE_SELLER_ADDRESS },
    buyer: await buyerOf(tx, bill.businessId),
    lines: [
      {
        concept: bill.description ?? 'Plan MIKE',
        quantity: bill.quantity ?? 0,
        periodStart: bill.periodStart?.toISOString() ?? null,
        periodEnd: bill.periodEnd?.toISOString() ?? null,
        baseCents,
      },
    ],
    vatRate: config.VAT_RATE,
    baseCents,
    vatCents,
    totalCents: bill.totalCents,
  };
  // Through the function of migration 0014: the application's database role may not write an invoice's columns (ADR 047).
  await tx.execute(sql`select issue_bill_invoice(${bill.id}::uuid, ${number}, ${JSON.stringify(invoice)}::jsonb)`);
}

/** A bill of the business with its issued invoice; undefined when it is another business's or has none. */
export async function findIssuedInvoice(executor: Executor, businessId: string, billId: string): Promise<IssuedInvoice | undefined> {
  const [row] = await executor
    .select({ invoice: bills.invoice })
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.businessId, businessId)))
    .limit(1);
  return row?.invoice ?? undefined;
}
