import { z } from 'zod';
import { DateTimeSchema } from './common.ts';

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  commit: z.string(),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const ReadyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;

export const OutboxChannelSchema = z.enum(['email', 'phone']);
export type OutboxChannel = z.infer<typeof OutboxChannelSchema>;

/** One message of the development outbox (DESIGN.md §3). */
export const OutboxMessageSchema = z.object({
  id: z.string(),
  channel: OutboxChannelSchema,
  /** The email address, or the phone's digits. */
  to: z.string(),
  subject: z.string(),
  /** The full link or the 4-digit code as plain text. */
  body: z.string(),
  createdAt: DateTimeSchema,
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxResponseSchema = z.object({ messages: z.array(OutboxMessageSchema) });
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>;
