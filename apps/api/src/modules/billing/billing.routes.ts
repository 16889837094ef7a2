import { apiRoutes, BillParamsSchema, sandboxBillingRoutes, type ApiRoute } from '@mike/contracts';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http.ts';
import { getBillingService } from './billing-registry.ts';
import { SandboxBillingProvider } from './sandbox-provider.ts';
import { StripeBillingProvider } from './stripe-provider.ts';

/** An issued invoice as a PDF (OWNER): binary, so it is not one of the contracts' JSON calls. */
const invoicePdfRoute = {
  method: 'GET',
  path: '/business/bills/:billId/invoice.pdf',
  params: BillParamsSchema,
  response: z.unknown(),
  auth: 'user',
} as const satisfies ApiRoute;

export function registerBillingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const billing = getBillingService(ctx);
  const caller = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).clientUserId;

  defineRoute(app, apiRoutes.getPaymentUrl, async ({ query, request }) => ({ paymentUrl: await billing.getPaymentUrl(caller(request), query.quantity) }));
  defineRoute(app, apiRoutes.getPaymentCustomerSession, async ({ request }) => ({ customerSecret: await billing.getCustomerSecret(caller(request)) }));
  defineRoute(app, apiRoutes.updateAllowedMembersQuantity, async ({ body, request }) => ({
    business: await billing.updateAllowedMembersQuantity(caller(request), body.quantity),
  }));
  defineRoute(app, apiRoutes.getSeatChangePreview, async ({ query, request }) => ({
    preview: await billing.previewSeatChange(caller(request), query.quantity),
  }));
  defineRoute(app, apiRoutes.getBills, async ({ request }) => ({ bills: await billing.findBills(caller(request)) }));
  defineRoute(app, invoicePdfRoute, async ({ params, request, reply }) => {
    const { number, pdf } = await billing.getInvoicePdf(caller(request), params.billId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="factura-${number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  defineRoute(app, apiRoutes.getBillingDetails, async ({ request }) => ({ billingDetails: await billing.getBillingDetails(caller(request)) }));
  defineRoute(app, apiRoutes.updateBillingDetails, async ({ body, request }) => ({
    billingDetails: await billing.updateBillingDetails(caller(request), body),
  }));
  defineRoute(app, apiRoutes.getCancelSubscriptionUrl, async ({ request }) => ({
    cancelSubscriptionUrl: await billing.getCancelSubscriptionUrl(caller(request)),
  }));
  defineRoute(app, apiRoutes.getSubscription, async ({ request }) => ({ subscriptionStatus: await billing.getSubscriptionStatus(caller(request)) }));
  defineRoute(app, apiRoutes.syncBusiness, async ({ request }) => ({ business: await billing.syncBusiness(caller(request)) }));

  const provider = billing.provider;
  if (provider instanceof SandboxBillingProvider) registerSandboxRoutes(app, ctx, provider);

  // Stripe signs the exact bytes it sent, so this one route reads its body raw (SECURITY.md #20);
  // the parser is replaced only inside this encapsulated plugin.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    defineRoute(scope, apiRoutes.billingWebhook, async ({ request }) => {
      if (!(provider instanceof StripeBillingProvider)) throw new AppError('NOT_FOUND', 'Los webhooks de pagos solo existen con Stripe.');
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
function registerSandboxRoutes(app: FastifyInstance, ctx: AppContext, sandbox: SandboxBillingProvider): void {
  const billing = getBillingService(ctx);
  const owner = async (request: Parameters<typeof requireAuth>[0]) => billing.requireOwner(requireAuth(request).clientUserId);

  defineRoute(app, sandboxBillingRoutes.getSandboxCheckout, async ({ params, request }) => ({
    checkoutSession: await sandbox.getCheckoutSession((await owner(request)).businessId, params.sessionId),
  }));
  defineRoute(app, sandboxBillingRoutes.paySandboxCheckout, async ({ params, body, request }) => {
    await sandbox.payCheckoutSession((await owner(request)).businessId, params.sessionId, body);
    return { redirectUrl: '/success-payment' };
  });
  defineRoute(app, sandboxBillingRoutes.cancelSandboxCheckout, async ({ params, request }) => {
    await sandbox.cancelCheckoutSession((await owner(request)).businessId, params.sessionId);
    return { redirectUrl: '/cancelled-payment' };
  });
  defineRoute(app, sandboxBillingRoutes.getSandboxPortal, async ({ request }) => {
    const { businessName, subscription } = await sandbox.getPortal((await owner(request)).businessId);
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
  defineRoute(app, sandboxBillingRoutes.cancelSandboxSubscription, async ({ request }) => {
    const membership = await owner(request);
    const cancelAt = await sandbox.cancelAtPeriodEnd(membership.businessId, membership.clientUserId);
    return { redirectUrl: '/pricing', cancelAt: cancelAt.toISOString() };
  });
}
