import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { waitFor } from '../../test-support/index.ts';

let sequence = 0;

export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}${sequence}${randomInt(1000)}@agencia-e2e.es`;
}

/** A valid Spanish mobile number: national digits (9, starting with 6) and with the country code. */
export function uniqueMobile(): { national: string; full: string } {
  sequence += 1;
  const national = `6${String(randomInt(1000, 9999))}${String(sequence % 10_000).padStart(4, '0')}`;
  return { national, full: `34${national}` };
}

export const PASSWORD = 'Contrato-De-Arras-2026';

/**
 * A JSON call to the API (`/api<path>`), with a bearer token when given; throws on an error status. `clientIp`
 * makes the call as that client through the trusting server's proxy header (see global-setup.ts).
 */
export async function callApi<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string, clientIp?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

export interface Account {
  email: string;
  password: string;
  phone: string;
  name: string;
  token: string;
  clientUser: { id: string; email: string; phone: string; name: string };
}

/** Registers a business and its owner through the API (a factory for journeys that start signed in). */
export async function registerOwner(baseUrl: string, name = 'Carmen Ruiz Soler'): Promise<Account> {
  const email = uniqueEmail('owner');
  const phone = uniqueMobile().full;
  const { token, clientUser } = await callApi<{ token: string; clientUser: Account['clientUser'] }>(baseUrl, 'POST', '/client-user/register-with-business', {
    businessName: 'Fincas Ruiz',
    clientEmail: email,
    clientPhone: phone,
    clientName: name,
    clientPassword: PASSWORD,
  }, undefined, `198.51.100.${sequence % 250}`);
  return { email, password: PASSWORD, phone, name, token, clientUser };
}

/** Invites a member and accepts the invitation through the API, reading the link from the outbox. */
export async function addAgent(baseUrl: string, owner: Account, name = 'Javier Moreno Gil'): Promise<Account> {
  const email = uniqueEmail('agent');
  const phone = uniqueMobile().full;
  await callApi(baseUrl, 'POST', '/business/invite', { email, phone, name, rol: 'AGENT' }, owner.token);
  const link = await waitForOutbox(baseUrl, email, /invitationId=([0-9a-f-]{36})/);
  const { token, clientUser } = await callApi<{ token: string; clientUser: Account['clientUser'] }>(baseUrl, 'POST', '/client-user/use-invitation', {
    invitationId: link[1],
    email,
    password: PASSWORD,
  });
  return { email, password: PASSWORD, phone, name, token, clientUser };
}

interface OutboxMessage {
  id: string;
  channel: 'email' | 'phone';
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** The newest outbox message to `to` whose body matches, waiting for it to arrive. */
export async function waitForOutbox(baseUrl: string, to: string, pattern: RegExp, after?: string): Promise<RegExpExecArray> {
  return waitFor(
    async () => {
      const { messages } = await callApi<{ messages: OutboxMessage[] }>(baseUrl, 'GET', '/dev/outbox');
      const message = messages.find((candidate) => candidate.to === to && (!after || candidate.id !== after) && pattern.test(candidate.body));
      return (message ? pattern.exec(message.body) : null) ?? undefined;
    },
    { timeoutMs: 15_000, intervalMs: 200, what: `an outbox message to ${to} matching ${pattern}` },
  );
}

export async function latestOutboxId(baseUrl: string, to: string): Promise<string | undefined> {
  const { messages } = await callApi<{ messages: OutboxMessage[] }>(baseUrl, 'GET', '/dev/outbox');
  return messages.find((message) => message.to === to)?.id;
}

/** Puts a session in the browser the way the app stores it (spec §3: localStorage 'authState'). */
export async function signInBrowser(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.evaluate((state) => localStorage.setItem('authState', JSON.stringify(state)), { token: account.token, clientUser: account.clientUser });
}
