import { and, asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, creditNotes, invoiceSeries } from '../../db/schema/index.ts';
import { addMember, createClock, login, registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const START = new Date('2026-06-01T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana García López' };
const DETAILS = { legalName: 'Inmobiliaria Sol S.L.', taxId: 'B12345674', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', email: 'facturas@sol.es' };
const FIXED = { ...DETAILS, legalName: 'Inmobiliaria Sol y Mar S.L.', taxId: 'A58818501' };
const REASON = 'NIF y razón social del cliente erróneos';

type Auth = { authorization: string };

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

describe('#15 facturas rectificativas (credit notes, sandbox provider)', () => {
  const clock = createClock(START);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
  const post = (url: string, auth: Auth, payload?: object) => t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
  const rectify = (billId: string, auth: Auth, reason = REASON) => post(`/api/business/bills/${billId}/rectify`, auth, { reason });
  const sequence = (number: string) => Number(number.split('-').pop());

  /** An owner with billing details and one PAID, invoiced bill of `quantity` seats. */
  async function invoicedOwner(quantity = 1): Promise<{ owner: RegisteredOwner; billId: string; invoiceNumber: string }> {
    const owner = await registerOwner(t.app);
    await post('/api/business/billing-details', owner.auth, DETAILS);
    const url = (await get(`/api/business/get-payment-url?quantity=${quantity}`, owner.auth)).json().paymentUrl as string;
    const pay = await post(`/api/billing/sandbox/checkout/${url.split('/').pop()}/pay`, owner.auth, TEST_CARD);
    expect(pay.statusCode, pay.body).toBe(200);
    const [bill] = (await get('/api/business/get-bills', owner.auth)).json().bills;
    return { owner, billId: bill.id, invoiceNumber: bill.invoiceNumber };
  }

  it('issues a rectificativa por sustitución from its own gap-free series; the original invoice stays as issued', async () => {
    const { owner, billId, invoiceNumber } = await invoicedOwner(3);
    const [original] = await db().select().from(bills).where(eq(bills.id, billId));
    // Nothing to rectify while the details are those the invoice names.
    const same = await rectify(billId, owner.auth);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ errorCode: 'NOTHING_TO_RECTIFY', message: expect.any(String) });

    await post('/api/business/billing-details', owner.auth, FIXED);
    const first = await rectify(billId, owner.auth);
    expect(first.statusCode, first.body).toBe(200);
    const { creditNoteNumber } = first.json() as { creditNoteNumber: string };
    expect(creditNoteNumber).toMatch(/^MIKE-R-2026-\d{6}$/);
    expect(invoiceNumber).toMatch(/^MIKE-2026-\d{6}$/);

    // Another business's next invoice keeps the invoice series: the rectificativa took no invoice number.
    const next = await invoicedOwner();
    expect(sequence(next.invoiceNumber)).toBe(sequence(invoiceNumber) + 1);
    const [after] = await db().select().from(bills).where(eq(bills.id, billId));
    expect(after).toEqual(original);
    const [bill] = (await get('/api/business/get-bills', owner.auth)).json().bills;
    expect(bill).toMatchObject({ invoiceNumber, creditNoteNumber });
  });

  it('the rectificativa PDF names its number, the rectified invoice and date, the reason, the corrected buyer and the amounts', async () => {
    const { owner, billId, invoiceNumber } = await invoicedOwner(3);
    await post('/api/business/billing-details', owner.auth, FIXED);
    clock.advance(3 * DAY_MS);
    try {
      const { creditNoteNumber } = (await rectify(billId, owner.auth)).json() as { creditNoteNumber: string };
      const response = await get(`/api/business/bills/${billId}/credit-note.pdf`, owner.auth);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="factura-rectificativa-${creditNoteNumber}.pdf"`);
      const text = await pdfText(response.rawPayload);
      for (const expected of [
        'FACTURA RECTIFICATIVA',
        `Número de factura rectificativa: ${creditNoteNumber}`,
        'Fecha de expedición: 04/06/2026',
        `Factura rectificada: ${invoiceNumber}, de fecha 01/06/2026`,
        'por sustitución',
        `Motivo: ${REASON}`,
        'MIKE Asistente Legal S.L.',
        'Inmobiliaria Sol y Mar S.L.',
        'NIF: A58818501',
        'Plan MIKE (alta)',
        'IVA (21 %)',
        '49,59 €',
        '10,41 €',
        '60,00 €',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('Inmobiliaria Sol S.L.');
      // The original invoice's PDF still names the buyer it was issued to.
      const original = await pdfText((await get(`/api/business/bills/${billId}/invoice.pdf`, owner.auth)).rawPayload);
      expect(original).toContain('Inmobiliaria Sol S.L.');
      expect(original).not.toContain('Sol y Mar');
    } finally {
      clock.set(START);
    }
  });

  it('a bill may be rectified again: the new rectificativa substitutes the previous one and the series has no gaps', async () => {
    const { owner, billId } = await invoicedOwner();
    await post('/api/business/billing-details', owner.auth, FIXED);
    const first = (await rectify(billId, owner.auth)).json().creditNoteNumber as string;
    expect((await rectify(billId, owner.auth)).json().errorCode).toBe('NOTHING_TO_RECTIFY');
    await post('/api/business/billing-details', owner.auth, { ...FIXED, city: 'Sevilla' });
    const second = (await rectify(billId, owner.auth, 'Domicilio erróneo')).json().creditNoteNumber as string;
    expect(sequence(second)).toBe(sequence(first) + 1);
    expect((await get('/api/business/get-bills', owner.auth)).json().bills[0].creditNoteNumber).toBe(second);
    const text = await pdfText((await get(`/api/business/bills/${billId}/credit-note.pdf`, owner.auth)).rawPayload);
    expect(text).toContain(`Factura rectificada: ${first}`);
    expect(text).toContain('Calle Mayor 1, 28013 Sevilla');

    const all = await db().select({ number: creditNotes.number }).from(creditNotes).orderBy(asc(creditNotes.number));
    const numbers = all.map((row) => sequence(row.number));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const [series] = await db().select().from(invoiceSeries).where(and(eq(invoiceSeries.kind, 'credit_note'), eq(invoiceSeries.year, 2026)));
    expect(series!.lastNumber).toBe(numbers.length);
  });

  it('an issued rectificativa cannot be changed: the database refuses', async () => {
    const { owner, billId } = await invoicedOwner();
    await post('/api/business/billing-details', owner.auth, FIXED);
    const number = (await rectify(billId, owner.auth)).json().creditNoteNumber as string;
    await expect(db().update(creditNotes).set({ number: 'MIKE-R-2026-999999' }).where(eq(creditNotes.number, number))).rejects.toThrow();
    const [row] = await db().select().from(creditNotes).where(eq(creditNotes.number, number));
    await expect(db().update(creditNotes).set({ creditNote: { ...row!.creditNote, totalCents: 1 } }).where(eq(creditNotes.number, number))).rejects.toThrow();
    await expect(db().update(creditNotes).set({ createdAt: START }).where(eq(creditNotes.number, number))).rejects.toThrow();
    expect(await db().select({ number: creditNotes.number }).from(creditNotes).where(eq(creditNotes.number, number))).toHaveLength(1);
  });

  it('is audited: who rectified which invoice, with the buyer before and after and the reason', async () => {
    const { owner, billId, invoiceNumber } = await invoicedOwner();
    await post('/api/business/billing-details', owner.auth, FIXED);
    const number = (await rectify(billId, owner.auth)).json().creditNoteNumber as string;
    const audit = (await get('/api/business/audit-log', owner.auth)).json() as { entries: { action: string; subject: string; before: object; after: object }[] };
    const entries = audit.entries.filter((entry) => entry.action === 'billing.invoice_rectified');
    expect(entries).toEqual([
      expect.objectContaining({
        subject: number,
        actor: { name: expect.any(String) },
        before: { invoice: invoiceNumber, legalName: DETAILS.legalName, taxId: DETAILS.taxId },
        after: { creditNote: number, legalName: FIXED.legalName, taxId: FIXED.taxId, reason: REASON },
      }),
    ]);
  });

  it('owner only, own business only: an ADMINISTRATIVE is 403, another business 404, no reason 400, a bill with no invoice 404', async () => {
    const { owner, billId } = await invoicedOwner();
    await post('/api/business/billing-details', owner.auth, FIXED);
    const administrative = await addMember(t.app, owner.businessId, { rol: 'ADMINISTRATIVE' });
    const adminAuth = await login(t.app, administrative.email, administrative.password);
    expect((await rectify(billId, adminAuth)).statusCode).toBe(403);
    expect((await get(`/api/business/bills/${billId}/credit-note.pdf`, adminAuth)).statusCode).toBe(403);

    const other = await invoicedOwner();
    await post('/api/business/billing-details', other.owner.auth, FIXED);
    const foreign = await rectify(billId, other.owner.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'Factura no encontrada.' });
    expect((await post(`/api/business/bills/${billId}/rectify`, owner.auth, { reason: '  ' })).statusCode).toBe(400);
    // Not rectified yet: no rectificativa to download.
    expect((await get(`/api/business/bills/${billId}/credit-note.pdf`, owner.auth)).statusCode).toBe(404);

    // A bill with no MIKE invoice (a Stripe bill: Stripe's own document is the factura) cannot be rectified here.
    const [plain] = await db().insert(bills).values({ businessId: owner.businessId, status: 'PAID', totalCents: 2000, date: START }).returning();
    expect((await rectify(plain!.id, owner.auth)).json().errorCode).toBe('NOT_FOUND');
    expect(await db().select().from(creditNotes).where(eq(creditNotes.businessId, owner.businessId))).toHaveLength(0);

    const mine = await rectify(billId, owner.auth);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await get(`/api/business/bills/${billId}/credit-note.pdf`, other.owner.auth)).statusCode).toBe(404);
  });
});
