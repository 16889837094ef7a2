import { and, asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, billingDetails, creditNotes, invoiceSeries } from '../../db/schema/index.ts';
import { addMember, createClock, login, registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { runSandboxRenewals } from './index.ts';
import { splitVat } from './invoices.ts';

const START = new Date('2026-06-01T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana García López' };
const DETAILS = { legalName: 'Inmobiliaria Sol S.L.', taxId: 'b-1234567.4', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', email: 'Facturas@Sol.es' };

type Auth = { authorization: string };

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

describe('#15 invoices (sandbox provider): billing details, seat-change preview, facturas as PDF', () => {
  const clock = createClock(START);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
  const post = (url: string, auth: Auth, payload?: object) => t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
  const billsOf = (businessId: string) => db().select().from(bills).where(eq(bills.businessId, businessId)).orderBy(asc(bills.createdAt));

  async function buyPlan(quantity: number, details?: typeof DETAILS): Promise<RegisteredOwner> {
    const owner = await registerOwner(t.app);
    if (details) await post('/api/business/billing-details', owner.auth, details);
    const url = (await get(`/api/business/get-payment-url?quantity=${quantity}`, owner.auth)).json().paymentUrl as string;
    const pay = await post(`/api/billing/sandbox/checkout/${url.split('/').pop()}/pay`, owner.auth, TEST_CARD);
    expect(pay.statusCode, pay.body).toBe(200);
    return owner;
  }

  it('splits a total that includes IVA into base and IVA that add up to it exactly', () => {
    expect(splitVat(2000, 21)).toEqual({ baseCents: 1653, vatCents: 347 });
    expect(splitVat(12000, 21)).toEqual({ baseCents: 9917, vatCents: 2083 });
    expect(splitVat(1, 21)).toEqual({ baseCents: 1, vatCents: 0 });
    expect(splitVat(5000, 0)).toEqual({ baseCents: 5000, vatCents: 0 });
  });

  it('billing details: a real NIF/CIF is stored normalised; a wrong check letter, a bad postcode or email is 400 and changes nothing', async () => {
    const owner = await registerOwner(t.app);
    expect((await get('/api/business/billing-details', owner.auth)).json()).toEqual({ billingDetails: null });
    const saved = await post('/api/business/billing-details', owner.auth, DETAILS);
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = { ...DETAILS, taxId: 'B12345674', email: 'facturas@sol.es' };
    expect(saved.json()).toEqual({ billingDetails: stored });

    for (const bad of [{ taxId: 'B12345675' }, { taxId: '12345678A' }, { postalCode: '2801' }, { email: 'facturas' }, { legalName: ' ' }]) {
      const refused = await post('/api/business/billing-details', owner.auth, { ...DETAILS, ...bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await post('/api/business/billing-details', owner.auth, { ...DETAILS, taxId: 'B12345675' })).json().message).toMatch(/NIF\/CIF no válido/);
    expect((await get('/api/business/billing-details', owner.auth)).json()).toEqual({ billingDetails: stored });
    expect(await db().select().from(billingDetails).where(eq(billingDetails.businessId, owner.businessId))).toHaveLength(1);
    // The change is in the audit trail once (saving the same details again, or a refused change, records nothing).
    await post('/api/business/billing-details', owner.auth, DETAILS);
    await post('/api/business/billing-details', owner.auth, { ...DETAILS, city: 'Sevilla' });
    const audit = (await get('/api/business/audit-log', owner.auth)).json() as { entries: { action: string; before?: { city?: string }; after?: { city?: string } }[] };
    const changes = audit.entries.filter((entry) => entry.action === 'billing.details_changed');
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({ before: { city: DETAILS.city }, after: { city: 'Sevilla' } });
  });

  it('the seat-change preview is exactly what the change then charges, and previewing charges nothing', async () => {
    const owner = await buyPlan(2);
    clock.advance(12 * DAY_MS);
    try {
      const preview = await get('/api/business/seat-change-preview?quantity=5', owner.auth);
      expect(preview.statusCode, preview.body).toBe(200);
      // 3 seats × 20 € × 18/30 days left = 36 €; from now on 5 × 20 € a month.
      expect(preview.json()).toEqual({ preview: { quantity: 5, currentQuantity: 2, amountDueNow: 36, newMonthlyTotal: 100, periodEnd: '2026-07-01T10:00:00.000Z' } });
      expect(await billsOf(owner.businessId)).toHaveLength(1);

      const down = (await get('/api/business/seat-change-preview?quantity=1', owner.auth)).json().preview;
      expect(down).toMatchObject({ amountDueNow: 0, newMonthlyTotal: 20 });

      await post('/api/business/update-allowed-members-quantity', owner.auth, { quantity: 5 });
      const charged = await billsOf(owner.businessId);
      expect(charged.map((bill) => bill.totalCents)).toEqual([4000, 3600]);
      expect(charged[1]).toMatchObject({ status: 'PAID', quantity: 3, description: 'Ampliación de 3 plaza(s) (prorrata)' });
    } finally {
      clock.set(START);
    }
  });

  it('the preview keeps the change rules: no plan → NO_SUBSCRIPTION; 0 seats → 400', async () => {
    const trial = await registerOwner(t.app);
    expect((await get('/api/business/seat-change-preview?quantity=4', trial.auth)).json().errorCode).toBe('NO_SUBSCRIPTION');
    const owner = await buyPlan(1);
    expect((await get('/api/business/seat-change-preview?quantity=0', owner.auth)).json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('every PAID bill gets the next number of its year, gap-free across businesses; a renewal takes the next one', async () => {
    const first = await buyPlan(1);
    const second = await buyPlan(2);
    const numberOf = async (owner: RegisteredOwner) => (await billsOf(owner.businessId)).map((bill) => bill.invoiceNumber);
    const [a] = await numberOf(first);
    const [b] = await numberOf(second);
    const sequence = (number: string | null | undefined) => Number(number!.split('-')[2]);
    expect(sequence(b)).toBe(sequence(a) + 1);
    const [series] = await db().select().from(invoiceSeries).where(and(eq(invoiceSeries.kind, 'invoice'), eq(invoiceSeries.year, 2026)));
    expect(series!.lastNumber).toBe(sequence(b));

    clock.set(new Date('2026-07-01T10:00:01Z'));
    try {
      await runSandboxRenewals(t.app.ctx, clock.now());
      const renewed = await numberOf(first);
      expect(renewed).toHaveLength(2);
      const all = (await db().select({ n: bills.invoiceNumber }).from(bills)).map((row) => sequence(row.n)).filter(Boolean).sort((x, y) => x - y);
      // No gaps, no repeats: 1..N.
      expect(all).toEqual(all.map((_, index) => index + 1));
    } finally {
      clock.set(START);
    }
  });

  it('the invoice PDF is a factura: number, dates, seller and buyer with NIF, period, seats, base, IVA 21 % and total', async () => {
    const owner = await registerOwner(t.app);
    await post('/api/business/billing-details', owner.auth, DETAILS);
    const url = (await get('/api/business/get-payment-url?quantity=3', owner.auth)).json().paymentUrl as string;
    await post(`/api/billing/sandbox/checkout/${url.split('/').pop()}/pay`, owner.auth, TEST_CARD);
    const [bill] = (await get('/api/business/get-bills', owner.auth)).json().bills;

    const response = await get(`/api/business/bills/${bill.id}/invoice.pdf`, owner.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="factura-${bill.invoiceNumber}.pdf"`);
    const text = await pdfText(response.rawPayload);
    // 60 € including IVA: base 49,59 €, IVA 10,41 €.
    for (const expected of [
      'FACTURA',
      `Número de factura: ${bill.invoiceNumber}`,
      'Fecha de expedición: 01/06/2026',
      'MIKE Asistente Legal S.L.',
      'NIF: B12345674',
      'Inmobiliaria Sol S.L.',
      'Calle Mayor 1, 28013 Madrid',
      'facturas@sol.es',
      'Plan MIKE (alta)',
      '01/06/2026 - 01/07/2026',
      'IVA (21 %)',
      '49,59 €',
      '10,41 €',
      '60,00 €',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('an issued invoice keeps its buyer when the details change later, and the database refuses to alter it', async () => {
    const owner = await registerOwner(t.app);
    await post('/api/business/billing-details', owner.auth, DETAILS);
    const url = (await get('/api/business/get-payment-url?quantity=1', owner.auth)).json().paymentUrl as string;
    await post(`/api/billing/sandbox/checkout/${url.split('/').pop()}/pay`, owner.auth, TEST_CARD);
    await post('/api/business/billing-details', owner.auth, { ...DETAILS, legalName: 'Otro Nombre S.A.', taxId: 'A58818501' });
    const [bill] = await billsOf(owner.businessId);
    const text = await pdfText((await get(`/api/business/bills/${bill!.id}/invoice.pdf`, owner.auth)).rawPayload);
    expect(text).toContain('Inmobiliaria Sol S.L.');
    expect(text).not.toContain('Otro Nombre');

    await expect(db().update(bills).set({ totalCents: 1 }).where(eq(bills.id, bill!.id))).rejects.toThrow();
    await expect(db().update(bills).set({ invoiceNumber: null }).where(eq(bills.id, bill!.id))).rejects.toThrow();
    // A status change of an invoiced bill is not an alteration of the invoice.
    await db().update(bills).set({ status: 'PAID' }).where(eq(bills.id, bill!.id));
    expect((await billsOf(owner.businessId))[0]!.totalCents).toBe(2000);
  });

  it("another business's bill, or a bill with no invoice, is 404 and reveals nothing", async () => {
    const mine = await buyPlan(1);
    const other = await buyPlan(1);
    const [theirs] = await billsOf(other.businessId);
    const response = await get(`/api/business/bills/${theirs!.id}/invoice.pdf`, mine.auth);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'Factura no encontrada.' });
    expect((await get('/api/business/bills/not-a-uuid/invoice.pdf', mine.auth)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/business/bills/${theirs!.id}/invoice.pdf` })).statusCode).toBe(401);
  });

  describe('facturas rectificativas (ADR 030)', () => {
    const FIXED = { ...DETAILS, legalName: 'Inmobiliaria Sol y Mar S.L.', taxId: 'A58818501' };
    const REASON = 'NIF y razón social del cliente erróneos';
    const rectify = (billId: string, auth: Auth, reason = REASON) => post(`/api/business/bills/${billId}/rectify`, auth, { reason });
    const sequence = (number: string) => Number(number.split('-').pop());

    /** An owner with billing details and one PAID, invoiced bill of `quantity` seats. */
    async function invoicedOwner(quantity = 1): Promise<{ owner: RegisteredOwner; billId: string; invoiceNumber: string }> {
      const owner = await buyPlan(quantity, DETAILS);
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
          before: { invoice: invoiceNumber, legalName: DETAILS.legalName, taxId: 'B12345674' },
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
});
