import type { Bill, BillingDetails, Business, SeatChangePreview } from '@mike/contracts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Executor } from '../../platform/db.ts';
import { recordAudit } from '../audit/index.ts';
import { countSeatHolders, findBusiness, getBusinessView, getMembership, lockBusiness, type Membership } from '../business/index.ts';
import { withBillingLease } from './billing-lease.ts';
import type { BillingProvider, ProviderSubscriptionState } from './billing-provider.ts';
import * as repository from './billing.repository.ts';
import { findLatestCreditNote, issueCreditNote, latestCreditNoteNumbers } from './credit-notes.ts';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.ts';
import { findIssuedInvoice } from './invoices.ts';

const NO_SUBSCRIPTION_MESSAGE = 'Tu empresa no tiene una suscripción activa. Contrata un plan para gestionar usuarios y facturas.';

/**
 * The billing calls of spec §7 (DESIGN.md §5: OWNER only). Rules that do not depend on the
 * provider live here: who may call, seats never below the members holding them, and that a
 * business with a live plan is never sent to a second checkout. Mutations run one at a time per
 * business under its billing lease, and the provider is never called inside a database
 * transaction (ADR 011): one tenant's slow provider calls hold no lock and no connection.
 */
export class BillingService {
  constructor(
    private readonly ctx: AppContext,
    readonly provider: BillingProvider,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** The caller's membership; FORBIDDEN unless they are the business's OWNER. */
  async requireOwner(clientUserId: string, executor: Executor = this.db): Promise<Membership> {
    const membership = await getMembership(executor, clientUserId);
    if (membership.rol !== 'OWNER') throw new AppError('FORBIDDEN', 'Solo el director puede gestionar la suscripción.');
    return membership;
  }

  /**
   * The checkout page for a first purchase. With a live plan no checkout is made (it would start a
   * second subscription and bill twice): the answer is the Subscripción page, where seats change.
   */
  async getPaymentUrl(clientUserId: string, quantity: number): Promise<string> {
    const { businessId } = await this.requireOwner(clientUserId);
    const subscription = await repository.findSubscription(this.db, businessId);
    if (subscription && repository.isPlanHolding(subscription.status)) return `${this.ctx.config.PUBLIC_URL}/pricing`;
    await this.assertSeatsCoverMembers(businessId, quantity);
    const business = await this.getBusinessRef(businessId);
    return withBillingLease(this.ctx, businessId, (operationId) => this.provider.getPaymentUrl(business, quantity, operationId));
  }

  async getCustomerSecret(clientUserId: string): Promise<string> {
    const { businessId } = await this.requireOwner(clientUserId);
    return this.provider.getCustomerSecret(await this.getBusinessRef(businessId));
  }

  /**
   * Changes the seats of a live plan: checked and, for a decrease, reserved in one short transaction
   * (the seats go down at once, so no invite takes a seat being removed); then the provider is asked,
   * with no transaction open; then its answer is stored in another short one. A refused or failed
   * provider call gives the reserved seats back.
   */
  async updateAllowedMembersQuantity(clientUserId: string, quantity: number): Promise<Business> {
    const { businessId } = await this.requireOwner(clientUserId);
    await withBillingLease(this.ctx, businessId, async (operationId) => {
      const change = await this.prepareQuantityChange(clientUserId, businessId, quantity);
      if (!change) return;
      let state: ProviderSubscriptionState;
      try {
        state = await this.provider.requestQuantity(change.subscription, quantity, operationId);
      } catch (error) {
        if (change.seatsBefore !== undefined) await this.restoreSeats(businessId, change.seatsBefore);
        throw error;
      }
      await this.db.transaction(async (tx) => {
        await this.provider.storeQuantity(tx, change.subscription, state, this.ctx.now());
        await recordAudit(tx, {
          businessId,
          actorClientUserId: clientUserId,
          action: 'plan.seats_changed',
          details: { before: { seats: change.subscription.quantity }, after: { seats: quantity } },
          createdAt: this.ctx.now(),
        });
      });
    });
    return getBusinessView(this.db, businessId, this.ctx.now());
  }

  /** The checks of a seat change, in its own transaction; undefined when nothing changes. `seatsBefore` is set when seats were reserved. */
  private async prepareQuantityChange(clientUserId: string, businessId: string, quantity: number) {
    return this.db.transaction(async (tx) => {
      // Checked again in the transaction: ownership may have changed since the call began (SECURITY.md #30).
      if ((await this.requireOwner(clientUserId, tx)).businessId !== businessId) throw new AppError('FORBIDDEN');
      const business = await lockBusiness(tx, businessId);
      const subscription = await repository.findSubscription(tx, businessId);
      if (!business || !subscription || !repository.isPlanHolding(subscription.status)) throw new AppError('NO_SUBSCRIPTION', NO_SUBSCRIPTION_MESSAGE);
      const holders = await countSeatHolders(tx, businessId);
      if (quantity < holders) {
        throw new AppError('SEATS_BELOW_MEMBERS', `Tu equipo ocupa ${holders} usuarios (miembros e invitaciones). Elimina alguno antes de bajar a ${quantity}.`);
      }
      if (quantity === subscription.quantity) return undefined;
      if (quantity >= business.memberAllowedQuantity) return { subscription, seatsBefore: undefined };
      await repository.setBusinessSeats(tx, businessId, quantity, false);
      return { subscription, seatsBefore: business.memberAllowedQuantity };
    });
  }

  /** Gives back seats reserved for a decrease the provider did not make (the lease is still held: nothing else changed them). */
  private async restoreSeats(businessId: string, seats: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockBusiness(tx, businessId);
      await repository.setBusinessSeats(tx, businessId, seats, false);
    });
  }

  /**
   * What a seat change would charge now (prorated) and the new monthly total, asked of the provider the same
   * way the change itself is made; nothing is charged or changed. The same checks as the change.
   */
  async previewSeatChange(clientUserId: string, quantity: number): Promise<SeatChangePreview> {
    const { businessId } = await this.requireOwner(clientUserId);
    const subscription = await repository.findSubscription(this.db, businessId);
    if (!subscription || !repository.isPlanHolding(subscription.status)) throw new AppError('NO_SUBSCRIPTION', NO_SUBSCRIPTION_MESSAGE);
    await this.assertSeatsCoverMembers(businessId, quantity);
    const quote = await this.provider.previewQuantity(subscription, quantity, this.ctx.now());
    return {
      quantity,
      currentQuantity: subscription.quantity,
      amountDueNow: quote.amountDueNowCents / 100,
      newMonthlyTotal: quote.newMonthlyTotalCents / 100,
      periodEnd: quote.periodEnd.toISOString(),
    };
  }

  async findBills(clientUserId: string): Promise<Bill[]> {
    const { businessId } = await this.requireOwner(clientUserId);
    const rows = await this.provider.findBills(businessId);
    const creditNoteNumbers = await latestCreditNoteNumbers(this.db, businessId);
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      total: row.totalCents / 100,
      date: row.date.toISOString(),
      ...(row.url ? { url: row.url } : {}),
      ...(row.description ? { concept: row.description } : {}),
      ...(row.quantity !== null ? { seats: row.quantity } : {}),
      ...(row.periodStart ? { periodStart: row.periodStart.toISOString() } : {}),
      ...(row.periodEnd ? { periodEnd: row.periodEnd.toISOString() } : {}),
      ...(row.invoiceNumber ? { invoiceNumber: row.invoiceNumber } : {}),
      ...(creditNoteNumbers.has(row.id) ? { creditNoteNumber: creditNoteNumbers.get(row.id) } : {}),
    }));
  }

  /** The PDF of one of the business's issued invoices; NOT_FOUND for another business's bill or one without an invoice. */
  async getInvoicePdf(clientUserId: string, billId: string): Promise<{ number: string; pdf: Buffer }> {
    const { businessId } = await this.requireOwner(clientUserId);
    const invoice = await findIssuedInvoice(this.db, businessId, billId);
    if (!invoice) throw new AppError('NOT_FOUND', 'Factura no encontrada.');
    return { number: invoice.number, pdf: await renderInvoicePdf(invoice) };
  }

  /**
   * Rectifies one of the business's issued invoices (ADR 030): a factura rectificativa por sustitución with the
   * current billing details, issued and audited in one transaction. The original invoice is never touched.
   */
  async rectifyInvoice(clientUserId: string, billId: string, reason: string): Promise<string> {
    const { businessId } = await this.requireOwner(clientUserId);
    const now = this.ctx.now();
    return this.db.transaction(async (tx) => {
      const { rectified, creditNote } = await issueCreditNote(tx, this.ctx.config, businessId, billId, reason, now);
      const partyOf = (buyer: typeof creditNote.buyer) => ({ legalName: buyer.name, taxId: buyer.taxId });
      await recordAudit(tx, {
        businessId,
        actorClientUserId: clientUserId,
        action: 'billing.invoice_rectified',
        subject: creditNote.number,
        details: { before: { invoice: rectified.number, ...partyOf(rectified.buyer) }, after: { creditNote: creditNote.number, ...partyOf(creditNote.buyer), reason } },
        createdAt: now,
      });
      return creditNote.number;
    });
  }

  /** The PDF of the latest rectificativa of one of the business's bills; NOT_FOUND when there is none. */
  async getCreditNotePdf(clientUserId: string, billId: string): Promise<{ number: string; pdf: Buffer }> {
    const { businessId } = await this.requireOwner(clientUserId);
    const creditNote = await findLatestCreditNote(this.db, businessId, billId);
    if (!creditNote) throw new AppError('NOT_FOUND', 'Factura rectificativa no encontrada.');
    return { number: creditNote.number, pdf: await renderCreditNotePdf(creditNote) };
  }

  async getBillingDetails(clientUserId: string): Promise<BillingDetails | null> {
    const { businessId } = await this.requireOwner(clientUserId);
    const row = await repository.findBillingDetails(this.db, businessId);
    return row ? detailsOf(row) : null;
  }

  /**
   * Sets the business's invoice details (the buyer of its next invoices; issued ones keep theirs) and copies them
   * to the provider, outside the transaction (ADR 011).
   */
  async updateBillingDetails(clientUserId: string, details: BillingDetails): Promise<BillingDetails> {
    const { businessId } = await this.requireOwner(clientUserId);
    const now = this.ctx.now();
    const row = await this.db.transaction(async (tx) => {
      const previous = await repository.findBillingDetails(tx, businessId);
      const saved = await repository.upsertBillingDetails(tx, { businessId, ...details, updatedAt: now });
      const before = previous ? detailsOf(previous) : null;
      const after = detailsOf(saved);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await recordAudit(tx, { businessId, actorClientUserId: clientUserId, action: 'billing.details_changed', details: { ...(before ? { before: { ...before } } : {}), after: { ...after } }, createdAt: now });
      }
      return saved;
    });
    await this.provider.syncBillingDetails(businessId, row);
    return detailsOf(row);
  }

  async getCancelSubscriptionUrl(clientUserId: string): Promise<string> {
    const { businessId } = await this.requireOwner(clientUserId);
    const subscription = await repository.findSubscription(this.db, businessId);
    if (!subscription || !repository.isPlanHolding(subscription.status)) throw new AppError('NO_SUBSCRIPTION', NO_SUBSCRIPTION_MESSAGE);
    return this.provider.getCancelUrl(subscription);
  }

  /** The scheduled cancellation of the live plan; null when none is scheduled or there is no plan. */
  async getSubscriptionStatus(clientUserId: string): Promise<{ cancelAt: string | null }> {
    const { businessId } = await this.requireOwner(clientUserId);
    const subscription = await repository.findSubscription(this.db, businessId);
    const isLive = subscription && repository.isPlanHolding(subscription.status);
    return { cancelAt: isLive && subscription.cancelAt ? subscription.cancelAt.toISOString() : null };
  }

  async syncBusiness(clientUserId: string): Promise<Business> {
    const { businessId } = await this.requireOwner(clientUserId);
    await withBillingLease(this.ctx, businessId, () => this.provider.sync(businessId));
    return getBusinessView(this.db, businessId, this.ctx.now());
  }

  private async assertSeatsCoverMembers(businessId: string, quantity: number): Promise<void> {
    const holders = await countSeatHolders(this.db, businessId);
    if (quantity < holders) {
      throw new AppError('SEATS_BELOW_MEMBERS', `Tu equipo ocupa ${holders} usuarios (miembros e invitaciones): elige al menos ${holders}.`);
    }
  }

  private async getBusinessRef(businessId: string): Promise<{ id: string; name: string }> {
    const business = await findBusiness(this.db, businessId);
    if (!business) throw new AppError('NOT_FOUND', 'Empresa no encontrada.');
    return { id: business.id, name: business.name };
  }
}

function detailsOf(row: repository.BillingDetailsRow): BillingDetails {
  return { legalName: row.legalName, taxId: row.taxId, address: row.address, postalCode: row.postalCode, city: row.city, email: row.email };
}
