import { pgEnum } from 'drizzle-orm/pg-core';

export const rolEnum = pgEnum('rol', ['OWNER', 'ADMINISTRATIVE', 'AGENT', 'DEVELOPER']);
/**
 * SUSPENDED: what an unverified registrant built, held until the verified owner who claimed the account confirms it
 * (ADR 009, SECURITY.md #37); it restores to ACTIVE when it has a client user, INVITED otherwise.
 */
export const memberStatusEnum = pgEnum('member_status', ['ACTIVE', 'INVITED', 'SUSPENDED']);
export const invitationStatusEnum = pgEnum('invitation_status', ['PENDING', 'USED', 'EXPIRED', 'SUSPENDED']);
export const ssoProviderEnum = pgEnum('sso_provider', ['GOOGLE', 'LINKEDIN']);
export const messageTypeEnum = pgEnum('message_type', ['TEXT', 'DOCUMENT']);
export const messageSenderEnum = pgEnum('message_sender', ['USER', 'BOT']);
export const languageEnum = pgEnum('conversation_language', ['ENGLISH', 'SPANISH']);
export const billStatusEnum = pgEnum('bill_status', ['PENDING', 'PAID', 'CANCELED']);
export const outboxChannelEnum = pgEnum('outbox_channel', ['email', 'phone']);
