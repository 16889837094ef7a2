import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ssoProviderEnum } from './enums.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A person who signs in. One business per client user (through `members`). */
export const clientUsers = pgTable('client_users', {
  id: uuid().primaryKey().defaultRandom(),
  /** Lower-cased. */
  email: text().notNull().unique(),
  /** Digits with the country code, no plus sign. */
  phone: text().notNull().unique(),
  name: text().notNull(),
  /** argon2id; null for accounts that only sign in by SSO. */
  passwordHash: text(),
  /**
   * When the person proved they own the email: the link mailed at registration, a completed password reset, an
   * SSO provider that verified it, or an invitation sent to it. Null until then (ADR 009).
   */
  emailVerifiedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    clientUserId: uuid()
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    provider: ssoProviderEnum().notNull(),
    subject: text().notNull(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.provider, t.subject), index().on(t.clientUserId)],
);

/** Bearer sessions. Only the SHA-256 of the token is stored (SECURITY.md #8). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    clientUserId: uuid()
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.clientUserId)],
);

/** Phone sign-in intents: a 4-digit code stored as an HMAC, 3 attempts, 10 minutes. */
export const loginIntents = pgTable(
  'login_intents',
  {
    id: uuid().primaryKey().defaultRandom(),
    clientUserId: uuid()
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    codeHmac: text().notNull(),
    useTrials: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.phone, t.createdAt)],
);

/** The columns of a single-use emailed link's token: only its SHA-256 is stored, and when it was used. */
function singleUseTokenColumns() {
  return {
    id: uuid().primaryKey().defaultRandom(),
    clientUserId: uuid()
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  };
}

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  singleUseTokenColumns(),
  (t) => [index().on(t.clientUserId).where(sql`${t.usedAt} is null`)],
);

/** Links that prove an email (ADR 009): single use, 24 hours, only the SHA-256 of the token stored. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  singleUseTokenColumns(),
  (t) => [index().on(t.clientUserId)],
);

/**
 * `tokenSso` hand-over tokens already used (their `jti`), so a replay fails in every process. A row is useless
 * once the token itself has expired (`expiresAt`), and is deleted then.
 */
export const spentSsoTokens = pgTable(
  'spent_sso_tokens',
  {
    tokenId: uuid().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
