import type { Bill, Business } from '@mike/contracts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { countSeatHolders, findBusiness, lockBusiness } from '../business/business.repository.ts';
import { getBusinessView, getMembership, type Membership } from '../business/business.service.ts';
import type { BillingProvider } from './billing-provider.ts';
import * as repository from './billing.repository.ts';

const NO_SUBSCRIPTION_MESSAGE = 'Tu empresa no tiene una suscripción activa. Contrata un plan para gestionar usuarios y facturas.';

/**
 * The billing calls of spec §7 (DESIGN.md §5: OWNER only). Rules that do not depend on the
 * provider live here: who may call, seats never below the members holding them, and that a
 * business with a live plan is never sent to a second checkout.
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
  async requireOwner(clientUserId: string): Promise<Membership> {
    const membership = await getMembership(this.db, clientUserId);
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
    return this.provider.getPaymentUrl(await this.getBusinessRef(businessId), quantity);
  }

  async getCustomerSecret(clientUserId: string): Promise<string> {
    const { businessId } = await this.requireOwner(clientUserId);
    return this.provider.getCustomerSecret(await this.getBusinessRef(businessId));
  }

  /**
   * Changes the seats of a live plan. The business row stays locked from the member count to the
   * stored result, so an invite cannot take a seat that is being removed.
   */
  async updateAllowedMembersQuantity(clientUserId: string, quantity: number): Promise<Business> {
    const { businessId } = await this.requireOwner(clientUserId);
    await this.db.transaction(async (tx) => {
      await lockBusiness(tx, businessId);
      const subscription = await repository.lockSubscription(tx, businessId);
      if (!subscription || !repository.isPlanHolding(subscription.status)) throw new AppError('NO_SUBSCRIPTION', NO_SUBSCRIPTION_MESSAGE);
      const holders = await countSeatHolders(tx, businessId);
      if (quantity < holders) {
        throw new AppError('SEATS_BELOW_MEMBERS', `Tu equipo ocupa ${holders} usuarios (miembros e invitaciones). Elimina alguno antes de bajar a ${quantity}.`);
      }
      if (quantity === subscription.quantity) return;
      await this.provider.updateQuantity(tx, subscription, quantity, this.ctx.now());
    });
    return getBusinessView(this.db, businessId, this.ctx.now());
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
    await this.provider.sync(businessId);
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
