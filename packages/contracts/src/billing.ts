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
