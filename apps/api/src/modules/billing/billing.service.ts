import type { Bill, Business } from '@mike/contracts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Executor } from '../../platform/db.ts';
import { countSeatHolders, findBusiness, getBusinessView, getMembership, lockBusiness, type Membership } from '../business/index.ts';
import { withBillingLease } from './billing-lease.ts';
import type { BillingProvider, ProviderSubscriptionState } from './billing-provider.ts';
import * as repository from './billing.repository.ts';

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
      await this.db.transaction((tx) => this.provider.storeQuantity(tx, change.subscription, state, this.ctx.now()));
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

  async findBills(clientUserId: string): Promise<Bill[]> {
    const { businessId } = await this.requireOwner(clientUserId);
    const rows = await this.provider.findBills(businessId);
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      total: row.totalCents / 100,
      date: row.date.toISOString(),
      ...(row.url ? { url: row.url } : {}),
    }));
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
