import { and, desc, eq } from 'drizzle-orm';
import { bills, creditNotes, type IssuedCreditNote } from '../../db/schema/index.ts';
import type { Config } from '../../config.ts';
import type { Executor, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { buyerOf, nextDocumentNumber } from './invoices.ts';

/** What issuing a rectificativa did: the document it substituted and the new one. */
export interface RectifiedInvoice {
  rectified: { number: string; buyer: IssuedCreditNote['buyer'] };
  creditNote: IssuedCreditNote;
}

/** The bill's latest rectificativa (the document in force), or undefined when its invoice was never rectified. */
export async function findLatestCreditNote(executor: Executor, businessId: string, billId: string): Promise<IssuedCreditNote | undefined> {
  const [row] = await executor
    .select({ creditNote: creditNotes.creditNote })
    .from(creditNotes)
    .where(and(eq(creditNotes.billId, billId), eq(creditNotes.businessId, businessId)))
    .orderBy(desc(creditNotes.createdAt), desc(creditNotes.number))
    .limit(1);
  return row?.creditNote;
}

/** The number of each rectified bill's latest rectificativa, by bill id. */
export async function latestCreditNoteNumbers(executor: Executor, businessId: string): Promise<Map<string, string>> {
  const rows = await executor
    .selectDistinctOn([creditNotes.billId], { billId: creditNotes.billId, number: creditNotes.number })
    .from(creditNotes)
    .where(eq(creditNotes.businessId, businessId))
    .orderBy(creditNotes.billId, desc(creditNotes.createdAt), desc(creditNotes.number));
  return new Map(rows.map((row) => [row.billId, row.number]));
}

/**
 * Issues a factura rectificativa por sustitución (Real Decreto 1619/2012, art. 15) of a bill's invoice, in the
 * caller's transaction: the next number of the year's credit-note series (its own, gap-free), a reference to the
 * document it substitutes (the invoice, or the bill's latest rectificativa), the reason, the buyer as the billing
 * details now say, and the invoice's lines and amounts in full. The bill is locked, so two rectifications of one
 * bill are serialised. NOT_FOUND for another business's bill or one without MIKE's invoice (Stripe's bills);
 * NOTHING_TO_RECTIFY when the buyer is already the one the document in force names.
 */
export async function issueCreditNote(tx: Tx, config: Config, businessId: string, billId: string, reason: string, now: Date): Promise<RectifiedInvoice> {
  const [bill] = await tx
    .select({ invoice: bills.invoice })
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.businessId, businessId)))
    .for('update')
    .limit(1);
  const invoice = bill?.invoice;
  if (!invoice) throw new AppError('NOT_FOUND', 'Factura no encontrada.');
  const inForce = (await findLatestCreditNote(tx, businessId, billId)) ?? invoice;
  const buyer = await buyerOf(tx, businessId);
  // Field by field: jsonb does not keep the key order the buyer was stored with.
  if ((['name', 'taxId', 'address', 'email'] as const).every((field) => buyer[field] === inForce.buyer[field])) {
    throw new AppError('NOTHING_TO_RECTIFY', 'La factura ya tiene los datos de facturación actuales: corrígelos antes de rectificarla.');
  }
  const number = await nextDocumentNumber(tx, 'credit_note', `${config.INVOICE_SERIES}-R`, now.getUTCFullYear());
  const creditNote: IssuedCreditNote = {
    ...invoice,
    number,
    issuedAt: now.toISOString(),
    buyer,
    rectifies: { number: inForce.number, issuedAt: inForce.issuedAt },
    reason,
    method: 'substitution',
  };
  await tx.insert(creditNotes).values({ businessId, billId, number, creditNote, createdAt: now });
  return { rectified: { number: inForce.number, buyer: inForce.buyer }, creditNote };
}
