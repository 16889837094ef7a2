import { randomInt } from 'node:crypto';
import type { AuthResponse, Rol } from '@mike/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businesses, clientUsers, invitations, members } from '../db/schema/index.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { waitFor } from '../../../../test-support/index.ts';

let sequence = 0;

/** A valid, unique Spanish mobile number as digits with the country code. */
export function uniquePhone(): string {
  sequence += 1;
  return `346${String(randomInt(10_000_000, 99_999_999)).slice(0, 4)}${String(sequence % 10_000).padStart(4, '0')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomInt(1_000_000)}@inmobiliaria-test.es`;
}

/** A distinct TEST-NET address. */
export function uniqueAddress(): string {
  sequence += 1;
  return `198.51.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`;
}

export const STRONG_PASSWORD = 'Arras-Penitenciales-1454';

export interface RegisteredOwner extends AuthResponse {
  businessId: string;
  email: string;
  password: string;
  auth: { authorization: string };
}

/** Registers a business with its OWNER through the real API. */
/**
 * Registers an OWNER with a password through the API. The factory then marks the email verified, as the link of
 * the registration mail would (an owner who has not clicked it may not invite administrators, SECURITY.md #37);
 * `{ emailVerified: false }` keeps the account as the registration left it.
 */
export async function registerOwner(
  app: FastifyInstance,
  overrides: Partial<Record<string, string>> = {},
  options: { emailVerified?: boolean } = {},
): Promise<RegisteredOwner> {
  const email = overrides.clientEmail ?? uniqueEmail('owner');
  const password = overrides.clientPassword ?? STRONG_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/client-user/register-with-business',
    // Each registration from its own address, so the per-IP registration budget is not what a test measures.
    remoteAddress: uniqueAddress(),
    payload: {
      businessName: 'Inmobiliaria Sol',
      clientEmail: email,
      clientPhone: uniquePhone(),
      clientName: 'Ana García López',
      clientPassword: password,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as AuthResponse;
  const [member] = await app.ctx.database.db.select().from(members).where(eq(members.clientUserId, body.clientUser.id));
  if (options.emailVerified !== false) {
    await app.ctx.database.db.update(clientUsers).set({ emailVerifiedAt: new Date() }).where(eq(clientUsers.id, body.clientUser.id));
  }
  return { ...body, businessId: member!.businessId, email, password, auth: { authorization: `Bearer ${body.token}` } };
}

/** Adds an ACTIVE member with a password straight into the database (a test factory); its email counts as verified. */
export async function addMember(
  app: FastifyInstance,
  businessId: string,
  options: { rol?: Rol; phone?: string; email?: string; password?: string; name?: string; emailVerified?: boolean } = {},
): Promise<{ clientUserId: string; memberId: string; email: string; phone: string; password: string }> {
  const db = app.ctx.database.db;
  const email = options.email ?? uniqueEmail('agent');
  const phone = options.phone ?? uniquePhone();
  const password = options.password ?? STRONG_PASSWORD;
  const [user] = await db
    .insert(clientUsers)
    // Verified unless asked otherwise, as a member who joined through an invitation is (ADR 009).
    .values({ email, phone, name: options.name ?? 'Luis Martín', passwordHash: await hashPassword(password), emailVerifiedAt: options.emailVerified === false ? null : new Date() })
    .returning();
  const [member] = await db
    .insert(members)
    .values({ businessId, clientUserId: user!.id, status: 'ACTIVE', rol: options.rol ?? 'AGENT' })
    .returning();
  return { clientUserId: user!.id, memberId: member!.id, email, phone, password };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<{ authorization: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/client-user/login-with-password', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { authorization: `Bearer ${(response.json() as AuthResponse).token}` };
}

export async function setSeats(app: FastifyInstance, businessId: string, memberAllowedQuantity: number): Promise<void> {
  await app.ctx.database.db.update(businesses).set({ memberAllowedQuantity }).where(eq(businesses.id, businessId));
}

/** A clock tests can move. */
export function createClock(start = new Date()): { now: () => Date; advance: (ms: number) => void; set: (date: Date) => void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export interface InvitedPerson {
  invitationId: string;
  memberId: string;
  email: string;
  phone: string;
  name: string;
  rol: 'AGENT' | 'ADMINISTRATIVE';
}

/** Invites someone through the real API (`business/invite`) and returns the stored invitation's ids. */
export async function inviteMember(
  app: FastifyInstance,
  auth: { authorization: string },
  overrides: Partial<Omit<InvitedPerson, 'invitationId' | 'memberId'>> = {},
): Promise<InvitedPerson> {
  const person = { email: uniqueEmail('invitee'), phone: uniquePhone(), name: 'Marta Ruiz Ortega', rol: 'AGENT' as const, ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/business/invite', headers: auth, payload: person });
  if (response.statusCode !== 200) throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  const [invitation] = await app.ctx.database.db
    .select()
    .from(invitations)
    .where(eq(invitations.email, person.email.toLowerCase()))
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  return { ...person, email: person.email.toLowerCase(), invitationId: invitation!.id, memberId: invitation!.memberId! };
}

/** Starts a conversation as `auth` and waits until the bot's reply is stored; its id. */
export async function startAnsweredConversation(app: FastifyInstance, auth: { authorization: string }, message = 'Hola'): Promise<string> {
  const created = await app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message }, headers: auth });
  const chatId: string = created.json().chat.id;
  await waitFor(
    async () => (await app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: auth })).json().chat.messages.length === 2,
    { timeoutMs: 10_000, intervalMs: 20, what: 'the bot reply' },
  );
  return chatId;
}
