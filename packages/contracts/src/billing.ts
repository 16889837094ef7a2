import { z } from 'zod';
import { DateTimeSchema, EmailSchema, IdSchema, OkResponseSchema, requiredText } from './common.ts';
import { isValidSpanishTaxId, normalizeTaxId } from './tax-id.ts';

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
  /** The provider's own invoice page or PDF (Stripe). */
  url: z.string().optional(),
  /** What was billed: 'Plan MIKE', 'Ampliación de plazas (prorrata)', 'Renovación plan MIKE'. */
  concept: z.string().optional(),
  /** Seats billed. */
  seats: z.number().int().optional(),
  periodStart: DateTimeSchema.optional(),
  periodEnd: DateTimeSchema.optional(),
  /** MIKE's own invoice (factura) of this bill, once issued: its number, downloadable as a PDF. */
  invoiceNumber: z.string().optional(),
  /** The latest factura rectificativa of that invoice (it substitutes the invoice), downloadable as a PDF. */
  creditNoteNumber: z.string().optional(),
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

/** What a seat change would cost, before anything is charged (`GET /business/seat-change-preview`). */
export const SeatChangePreviewSchema = z.object({
  quantity: z.number().int(),
  currentQuantity: z.number().int(),
  /** Euros charged at once for the rest of the period (prorated; 0 for a decrease). */
  amountDueNow: z.number(),
  /** Euros per month from now on. */
  newMonthlyTotal: z.number(),
  periodEnd: DateTimeSchema,
});
export type SeatChangePreview = z.infer<typeof SeatChangePreviewSchema>;
export const SeatChangePreviewResponseSchema = z.object({ preview: SeatChangePreviewSchema });

/** A Spanish NIF, NIE or CIF with its real check character, stored normalised ('B12345674'). */
export const TaxIdSchema = z
  .string()
  .trim()
  .max(20)
  .refine(isValidSpanishTaxId, { error: 'NIF/CIF no válido: revisa el número y la letra de control.' })
  .transform(normalizeTaxId);

/** The business's details for its invoices (the buyer of each factura), set by the OWNER on /pricing. */
export const BillingDetailsSchema = z.strictObject({
  legalName: requiredText(200),
  taxId: TaxIdSchema,
  address: requiredText(300),
  postalCode: z.string().trim().regex(/^\d{5}$/, { error: 'Código postal no válido (5 cifras).' }),
  city: requiredText(100),
  email: EmailSchema,
});
export type BillingDetailsInput = z.input<typeof BillingDetailsSchema>;
/** The details as stored and answered (already checked and normalised). */
export const BillingDetailsViewSchema = z.object({
  legalName: z.string(),
  taxId: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  email: z.string(),
});
export type BillingDetails = z.infer<typeof BillingDetailsViewSchema>;
export const BillingDetailsResponseSchema = z.object({ billingDetails: BillingDetailsViewSchema.nullable() });
export const BillParamsSchema = z.strictObject({ billId: IdSchema });
/** Why an issued invoice is rectified: printed on the factura rectificativa (art. 15). */
export const RectifyInvoiceRequestSchema = z.strictObject({ reason: requiredText(300) });
export type RectifyInvoiceRequest = z.infer<typeof RectifyInvoiceRequestSchema>;
export const RectifyInvoiceResponseSchema = z.object({ creditNoteNumber: z.string() });

export const SeatQuantitySchema = z.coerce.number().int().min(MIN_SEATS).max(MAX_SEATS);

export const SeatChangePreviewQuerySchema = z.strictObject({ quantity: SeatQuantitySchema });

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
