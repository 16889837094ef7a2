import { apiRoutes, browserRoutes, sandboxBillingRoutes } from '@mike/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { defineBrowserRoute, defineRoute } from '../../platform/http.ts';
import type { BillingService } from './billing.service.ts';
import { SandboxBillingProvider } from './sandbox-provider.ts';
import type { BillingProvider } from './billing-provider.ts';
import type { StripeBillingProvider } from './stripe-provider.ts';

export function registerBillingRoutes(app: FastifyInstance, ctx: AppContext, billing: BillingService): void {
  defineRoute(app, apiRoutes.getPaymentUrl, async ({ query, caller }) => ({ paymentUrl: await billing.getPaymentUrl(caller.clientUserId, query.quantity) }));
  defineRoute(app, apiRoutes.getPaymentCustomerSession, async ({ caller }) => ({ customerSecret: await billing.getCustomerSecret(caller.clientUserId) }));
  defineRoute(app, apiRoutes.updateAllowedMembersQuantity, async ({ body, caller }) => ({
    business: await billing.updateAllowedMembersQuantity(caller.clientUserId, body.quantity),
  }));
  defineRoute(app, apiRoutes.getSeatChangePreview, async ({ query, caller }) => ({
    preview: await billing.previewSeatChange(caller.clientUserId, query.quantity),
  }));
  defineRoute(app, apiRoutes.getBills, async ({ caller }) => ({ bills: await billing.findBills(caller.clientUserId) }));
  defineBrowserRoute(app, browserRoutes.downloadInvoice, async ({ params, caller, reply }) => {
    const { number, pdf } = await billing.getInvoicePdf(caller.clientUserId, params.billId);
    return sendPdf(reply, `factura-${number}.pdf`, pdf);
  });
  defineRoute(app, apiRoutes.rectifyInvoice, async ({ params, body, caller }) => ({
    creditNoteNumber: await billing.rectifyInvoice(caller.clientUserId, params.billId, body.reason),
  }));
  defineBrowserRoute(app, browserRoutes.downloadCreditNote, async ({ params, caller, reply }) => {
    const { number, pdf } = await billing.getCreditNotePdf(caller.clientUserId, params.billId);
    return sendPdf(reply, `factura-rectificativa-${number}.pdf`, pdf);
  });
  defineRoute(app, apiRoutes.getBillingDetails, async ({ caller }) => ({ billingDetails: await billing.getBillingDetails(caller.clientUserId) }));
  defineRoute(app, apiRoutes.updateBillingDetails, async ({ body, caller }) => ({
    billingDetails: await billing.updateBillingDetails(caller.clientUserId, body),
  }));
  defineRoute(app, apiRoutes.getCancelSubscriptionUrl, async ({ caller }) => ({
    cancelSubscriptionUrl: await billing.getCancelSubscriptionUrl(caller.clientUserId),
  }));
  defineRoute(app, apiRoutes.getSubscription, async ({ caller }) => ({ subscriptionStatus: await billing.getSubscriptionStatus(caller.clientUserId) }));
  defineRoute(app, apiRoutes.syncBusiness, async ({ caller }) => ({ business: await billing.syncBusiness(caller.clientUserId) }));

  const provider = billing.provider;
  if (provider instanceof SandboxBillingProvider) registerSandboxRoutes(app, ctx, billing, provider);
  registerStripeWebhook(app, provider);
}

/** A PDF download: saved under `fileName`, never cached by a shared cache. */
function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply {
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(pdf);
}

const isStripe = (provider: BillingProvider): provider is StripeBillingProvider => provider.name === 'stripe';

/** Stripe's webhook: NOT_FOUND with any other provider. */
function registerStripeWebhook(app: FastifyInstance, provider: BillingService['provider']): void {
  // Stripe signs the exact bytes it sent, so this one route reads its body raw (SECURITY.md #20);
  // the parser is replaced only inside this encapsulated plugin.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    defineRoute(scope, apiRoutes.billingWebhook, async ({ request }) => {
      if (!isStripe(provider)) throw new AppError('NOT_FOUND', 'Los webhooks de pagos solo existen con Stripe.');
      if (!Buffer.isBuffer(request.body)) throw new AppError('VALIDATION_ERROR', 'Petición no válida.');
      const signature = request.headers['stripe-signature'];
      const event = provider.constructEvent(request.body, typeof signature === 'string' ? signature : undefined);
      const outcome = await provider.applyEvent(event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
      return { ok: true as const };
    });
  });
}

/** The sandbox checkout and portal pages' calls (OWNER only, like every billing call). */
function registerSandboxRoutes(app: FastifyInstance, ctx: AppContext, billing: BillingService, sandbox: SandboxBillingProvider): void {
  const owner = async (caller: { clientUserId: string }) => billing.requireOwner(caller.clientUserId);

  defineRoute(app, sandboxBillingRoutes.getSandboxCheckout, async ({ params, caller }) => ({
    checkoutSession: await sandbox.getCheckoutSession((await owner(caller)).businessId, params.sessionId),
  }));
  defineRoute(app, sandboxBillingRoutes.paySandboxCheckout, async ({ params, body, caller }) => {
    await sandbox.payCheckoutSession((await owner(caller)).businessId, params.sessionId, body);
    return { redirectUrl: '/success-payment' };
  });
  defineRoute(app, sandboxBillingRoutes.cancelSandboxCheckout, async ({ params, caller }) => {
    await sandbox.cancelCheckoutSession((await owner(caller)).businessId, params.sessionId);
    return { redirectUrl: '/cancelled-payment' };
  });
  defineRoute(app, sandboxBillingRoutes.getSandboxPortal, async ({ caller }) => {
    const { businessName, subscription } = await sandbox.getPortal((await owner(caller)).businessId);
    const unitPrice = ctx.config.PRICE_PER_SEAT_EUR;
    return {
      portal: {
        businessName,
        quantity: subscription.quantity,
        unitPrice,
        total: Math.round(unitPrice * 100 * subscription.quantity) / 100,
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
        cancelAt: subscription.cancelAt ? subscription.cancelAt.toISOString() : null,
      },
    };
  });
  defineRoute(app, sandboxBillingRoutes.cancelSandboxSubscription, async ({ caller }) => {
    const membership = await owner(caller);
    const cancelAt = await sandbox.cancelAtPeriodEnd(membership.businessId, membership.clientUserId);
    return { redirectUrl: '/pricing', cancelAt: cancelAt.toISOString() };
  });
}
