import { z } from 'zod';
import { DateTimeSchema, IdSchema, OkResponseSchema } from './common.ts';

export const PRICE_PER_SEAT_EUR = 20;
export const MIN_SEATS = 1;
export const MAX_SEATS = 1000;

/** Both spellings the spec mentions are accepted; the server writes CANCELED. */
export const BillStatusSchema = z.enum(['PENDING', 'PAID', 'CANCELED', 'CANCELLED']);
export type BillStatus = z.infer<typeof BillStatusSchema>;

export const BillSchema = z.object({
  id: IdSchema,
  status: BillStatusSchema,
  /** Euros. */
  total: z.number(),
  date: DateTimeSchema,
  url: z.string().optional(),
});
export type Bill = z.infer<typeof BillSchema>;

export const BillsResponseSchema = z.object({ bills: z.array(BillSchema) });
export type BillsResponse = z.infer<typeof BillsResponseSchema>;

export const SubscriptionStatusSchema = z.object({
  cancelAt: z.union([DateTimeSchema, z.string()]).nullable(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const SubscriptionResponseSchema = z.object({ subscriptionStatus: SubscriptionStatusSchema });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

export const SeatQuantitySchema = z.coerce.number().int().min(MIN_SEATS).max(MAX_SEATS);

export const GetPaymentUrlQuerySchema = z.strictObject({ quantity: SeatQuantitySchema });
export const PaymentUrlResponseSchema = z.object({ paymentUrl: z.string() });
export type PaymentUrlResponse = z.infer<typeof PaymentUrlResponseSchema>;

export const CustomerSessionResponseSchema = z.object({ customerSecret: z.string() });
export type CustomerSessionResponse = z.infer<typeof CustomerSessionResponseSchema>;

export const UpdateAllowedMembersQuantityRequestSchema = z.strictObject({ quantity: SeatQuantitySchema });
export type UpdateAllowedMembersQuantityRequest = z.infer<typeof UpdateAllowedMembersQuantityRequestSchema>;

export const CancelSubscriptionUrlResponseSchema = z.object({ cancelSubscriptionUrl: z.string() });
export type CancelSubscriptionUrlResponse = z.infer<typeof CancelSubscriptionUrlResponseSchema>;

export const WebhookResponseSchema = OkResponseSchema;

/*
 * The sandbox billing provider's pages (`/sandbox/checkout/:sessionId`, `/sandbox/portal`): the
 * local stand-in for Stripe Checkout and the Billing Portal, served only with BILLING_PROVIDER=sandbox.
 */

export const SandboxCheckoutParamsSchema = z.strictObject({ sessionId: IdSchema });

export const SandboxCheckoutSessionSchema = z.object({
  id: IdSchema,
  /** open: can be paid; completed: paid; canceled: abandoned; expired: older than 24 hours. */
  status: z.enum(['open', 'completed', 'canceled', 'expired']),
  quantity: z.number().int(),
  /** Euros per seat and month. */
  unitPrice: z.number(),
  /** Euros: unitPrice × quantity. */
  total: z.number(),
  currency: z.literal('EUR'),
  businessName: z.string(),
});
export type SandboxCheckoutSession = z.infer<typeof SandboxCheckoutSessionSchema>;
export const SandboxCheckoutResponseSchema = z.object({ checkoutSession: SandboxCheckoutSessionSchema });

/** The test card is 4242 4242 4242 4242 (spaces allowed); any other number is declined. */
export const SandboxPayRequestSchema = z.strictObject({
  cardNumber: z.string().trim().max(32),
  /** MM/YY or MM/YYYY. */
  expiry: z.string().trim().max(9),
  cvc: z.string().trim().regex(/^[0-9]{3,4}$/, { error: 'CVC inválido' }),
  name: z.string().trim().min(1).max(200),
});
export type SandboxPayRequest = z.infer<typeof SandboxPayRequestSchema>;

/** Where the sandbox page sends the person next (an SPA path). */
export const SandboxRedirectResponseSchema = z.object({ redirectUrl: z.string() });
export type SandboxRedirectResponse = z.infer<typeof SandboxRedirectResponseSchema>;

export const SandboxPortalSchema = z.object({
  businessName: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  /** Euros per month. */
  total: z.number(),
  currentPeriodEnd: DateTimeSchema,
  cancelAt: DateTimeSchema.nullable(),
});
export const SandboxPortalResponseSchema = z.object({ portal: SandboxPortalSchema });
export const SandboxPortalCancelResponseSchema = z.object({ redirectUrl: z.string(), cancelAt: DateTimeSchema });
