import type { ClientUser } from '@mike/contracts';
import type { ClientUserRow } from './accounts.repository.ts';

/** The spec's client user, with whether the email is proven (ADR 009). */
export function toClientUser(row: ClientUserRow): ClientUser {
  return { id: row.id, email: row.email, phone: row.phone, name: row.name, emailVerified: row.emailVerifiedAt !== null };
}
