import { z } from 'zod';
import { RolSchema } from './business.ts';
import { DateTimeSchema, IdSchema, OkResponseSchema } from './common.ts';

/** The days a period may name: no business used MIKE before 2000, and no date beyond 2099 is meant. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

/** A calendar day, YYYY-MM-DD (days are counted in Europe/Madrid time), within FIRST_DAY and LAST_DAY. */
export const DaySchema = z.iso
  .date()
  .refine((day) => day >= FIRST_DAY && day <= LAST_DAY, { error: 'La fecha debe estar entre el 1-1-2000 y el 31-12-2099.' });

/** The longest period usage is asked for at once: a year and a day. */
export const USAGE_MAX_DAYS = 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const UsageQuerySchema = z
  .strictObject({ from: DaySchema, to: DaySchema })
  .refine((query) => query.from <= query.to, { error: 'La fecha inicial debe ser anterior a la final.', path: ['to'] })
  .refine((query) => dayNumber(query.to) - dayNumber(query.from) < USAGE_MAX_DAYS, { error: 'El periodo no puede superar un año.', path: ['to'] });
export type UsageQuery = z.infer<typeof UsageQuerySchema>;

/** One member's activity in the period: counts only, never what was asked. */
export const MemberUsageSchema = z.object({
  memberId: IdSchema,
  name: z.string(),
  rol: RolSchema,
  questions: z.number().int().min(0),
  conversations: z.number().int().min(0),
  documents: z.number().int().min(0),
  thumbsUp: z.number().int().min(0),
  thumbsDown: z.number().int().min(0),
  /** Their last question in the period; null when they asked none. */
  lastActivity: DateTimeSchema.nullable(),
});
export type MemberUsage = z.infer<typeof MemberUsageSchema>;

export const DayUsageSchema = z.object({
  date: DaySchema,
  questions: z.number().int().min(0),
  conversations: z.number().int().min(0),
  documents: z.number().int().min(0),
});
export type DayUsage = z.infer<typeof DayUsageSchema>;

export const UsageResponseSchema = z.object({
  from: DaySchema,
  to: DaySchema,
  members: z.array(MemberUsageSchema),
  /** Every day of the period, in order, with zeros on quiet days. */
  days: z.array(DayUsageSchema),
});
export type UsageResponse = z.infer<typeof UsageResponseSchema>;

export const AUDIT_ACTIONS = [
  'member.invited',
  'invite.cancelled',
  'member.removed',
  'member.role_changed',
  'team.suspended',
  'member.confirmed',
  'plan.seats_changed',
  'plan.cancellation_scheduled',
  'plan.cancellation_withdrawn',
  'plan.ended',
  'billing.details_changed',
  'billing.invoice_rectified',
  'settings.retention_changed',
  'data.exported',
  'account.deleted',
  'retention.purged',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

const AuditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const AuditEntrySchema = z.object({
  id: IdSchema,
  createdAt: DateTimeSchema,
  action: AuditActionSchema,
  /** Who acted; null when MIKE did (the retention job, the billing provider). An erased account has an empty name. */
  actor: z.object({ name: z.string() }).nullable(),
  /** Who or what it was about: a person's email while their account exists, a period, a credit note's number. */
  subject: z.string().nullable(),
  /** It was about a person whose account has since been deleted: their label is erased (ADR 033). */
  subjectErased: z.boolean().optional(),
  before: z.record(z.string(), AuditValueSchema).optional(),
  after: z.record(z.string(), AuditValueSchema).optional(),
  counts: z.record(z.string(), z.number().int()).optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

export const AuditLogQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditLogResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  page: z.number().int().min(1),
  hasMore: z.boolean(),
});
export type AuditLogResponse = z.infer<typeof AuditLogResponseSchema>;

/** How long conversations are kept, in months; null: for ever. */
export const RETENTION_MONTHS = [6, 12, 24, 36] as const;
export const RetentionMonthsSchema = z.union([z.literal(6), z.literal(12), z.literal(24), z.literal(36), z.null()]);
export type RetentionMonths = z.infer<typeof RetentionMonthsSchema>;

export const BusinessSettingsSchema = z.object({ retentionMonths: RetentionMonthsSchema });
export type BusinessSettings = z.infer<typeof BusinessSettingsSchema>;
export const UpdateBusinessSettingsRequestSchema = z.strictObject({ retentionMonths: RetentionMonthsSchema });
export type UpdateBusinessSettingsRequest = z.infer<typeof UpdateBusinessSettingsRequestSchema>;
export const BusinessSettingsResponseSchema = z.object({ settings: BusinessSettingsSchema });
export type BusinessSettingsResponse = z.infer<typeof BusinessSettingsResponseSchema>;

/** Account deletion takes no options: an empty object, so nothing can be smuggled in. */
export const DeleteAccountRequestSchema = z.strictObject({});
export const DeleteAccountResponseSchema = OkResponseSchema;

/** The personal-data export: a ZIP, not JSON, so it is served outside `apiRoutes` (below `/api`). */
export const PERSONAL_DATA_EXPORT_PATH = '/client-user/export';
