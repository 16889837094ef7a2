import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, members, outboxMessages } from '../../db/schema/index.ts';
import { BUDGETS } from '../../platform/rate-limit.ts';
import { registerOwner, uniqueAddress, uniqueEmail, uniquePhone, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

type Auth = { authorization: string };

/** SECURITY.md #34: invitations cannot be used to send spam. */
describe('SECURITY.md #34 — invitation emails are budgeted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const invite = (auth: Auth, email: string) =>
    t.app.inject({ method: 'POST', url: '/api/business/invite', headers: auth, payload: { email, phone: uniquePhone(), name: 'Marta Ruiz Ortega', rol: 'AGENT' } });
  const mailsTo = async (email: string) => (await t.database.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.to, email)))[0]!.n;
  const rowsOf = async (businessId: string) => ({
    members: (await t.database.db.select({ n: count() }).from(members).where(eq(members.businessId, businessId)))[0]!.n,
    invitations: (await t.database.db.select({ n: count() }).from(invitations).where(eq(invitations.businessId, businessId)))[0]!.n,
  });

  /** Invite, then cancel, up to 40 times or until refused; returns the answers' statuses. */
  async function cycle(owner: RegisteredOwner, recipient: (round: number) => string): Promise<number[]> {
    const statuses: number[] = [];
    for (let round = 0; round < 40; round++) {
      const response = await invite(owner.auth, recipient(round));
      statuses.push(response.statusCode);
      if (response.statusCode !== 200) {
        expect(response.json()).toEqual({ message: expect.any(String), errorCode: 'RATE_LIMITED' });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
      const pending = await t.app.inject({ method: 'GET', url: `/api/business/${owner.businessId}/invites`, headers: owner.auth });
      for (const { id } of pending.json().invites as { id: string }[]) {
        expect((await t.app.inject({ method: 'DELETE', url: `/api/business/${owner.businessId}/invite/${id}`, headers: owner.auth })).statusCode).toBe(200);
      }
    }
    return statuses;
  }

  it('#34 40 invite/cancel cycles to one mailbox → 429 before 40 emails (per recipient), and the refusal writes nothing', async () => {
    const owner = await registerOwner(t.app);
    const victim = uniqueEmail('victima');
    const statuses = await cycle(owner, () => victim);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200)).toHaveLength(BUDGETS.invitationEmailsPerRecipient.points);
    expect(await mailsTo(victim)).toBe(BUDGETS.invitationEmailsPerRecipient.points);
    expect(await rowsOf(owner.businessId)).toEqual({ members: 1, invitations: BUDGETS.invitationEmailsPerRecipient.points });
  });

  it('#34 (N4) throwaway businesses spending an address’s budget do not block a real business inviting it', async () => {
    const person = uniqueEmail('persona');
    for (let round = 0; round < 3; round++) {
      const throwaway = await registerOwner(t.app);
      const statuses = await cycle(throwaway, () => person);
      expect(statuses.at(-1)).toBe(429);
    }
    const real = await registerOwner(t.app);
    expect((await invite(real.auth, person)).statusCode).toBe(200);
    expect(await mailsTo(person)).toBe(3 * BUDGETS.invitationEmailsPerRecipient.points + 1);
  });

  it('#34 40 invite/cancel cycles to different mailboxes → 429 before 40 emails (per business); another business still invites', async () => {
    const owner = await registerOwner(t.app);
    const recipients = Array.from({ length: 40 }, () => uniqueEmail('destino'));
    const statuses = await cycle(owner, (round) => recipients[round]!);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThan(40);
    let sent = 0;
    for (const recipient of recipients) sent += await mailsTo(recipient);
    expect(sent).toBe(BUDGETS.invitationEmailsPerBusiness.points);
    const other = await registerOwner(t.app);
    expect((await invite(other.auth, uniqueEmail('destino'))).statusCode).toBe(200);
  });
});

const HOSTILE_NAME = '<a href="https://evil.example/login">Pulsa</a><img src=x onerror=alert(1)> www.evil.example\r\nBcc: x@evil.example';
const HOSTILE_BUSINESS = '<b>Banco</b> https://evil.example/pago <script>alert(1)</script>';

/** The tags of an HTML document, and the targets of its links. */
function markupOf(html: string): { tags: string[]; hrefs: string[] } {
  return {
    tags: [...html.matchAll(/<\s*([a-z][a-z0-9]*)/gi)].map((match) => match[1]!.toLowerCase()),
    hrefs: [...html.matchAll(/\bhref\s*=\s*"([^"]*)"/gi)].map((match) => match[1]!),
  };
}

/** What every mail MIKE sends must be: our markup and our link only; the hostile values present, as text. */
function expectInert(mail: { html: string; text: string; subject: string }, ownLink: RegExp): void {
  const { tags, hrefs } = markupOf(mail.html);
  expect(new Set(tags)).toEqual(new Set(['html', 'head', 'meta', 'title', 'body', 'p', 'a']));
  expect(hrefs).toHaveLength(1);
  expect(hrefs[0]).toMatch(ownLink);
  expect(mail.html).toContain('&lt;a href=&quot;https[:]//evil[.]example/login&quot;&gt;');
  expect(mail.html).not.toMatch(/evil\.example/);
  expect(mail.text).not.toMatch(/evil\.example|https:\/\/evil/);
  expect(mail.text).toContain('<a href="https[:]//evil[.]example/login">Pulsa</a><img src=x onerror=alert(1)> www[.]evil[.]example Bcc: x@evil[.]example');
  expect(mail.subject).not.toMatch(/[\r\n]/);
}

describe('SECURITY.md #34 — emails are rendered from fixed templates that escape every field (SMTP)', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const lastMail = async () => {
    const parsed = await simpleParser(received.at(-1)!);
    return { html: typeof parsed.html === 'string' ? parsed.html : '', text: parsed.text ?? '', subject: parsed.subject ?? '', bcc: parsed.bcc };
  };

  it('#34 HTML and links in the invitee’s and the business’s names arrive as inert text, in the HTML and the text part', async () => {
    const owner = await registerOwner(t.app, { businessName: HOSTILE_BUSINESS });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/business/invite',
      headers: owner.auth,
      payload: { email: uniqueEmail('invitada'), phone: uniquePhone(), name: HOSTILE_NAME, rol: 'AGENT' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await lastMail();
    expectInert(mail, /^http:\/\/mike\.test\/invitation\?invitationId=[0-9a-f-]{36}$/);
    expect(mail.bcc).toBeUndefined();
    expect(mail.html).toContain('&lt;b&gt;Banco&lt;/b&gt; https[:]//evil[.]example/pago &lt;script&gt;');
    expect(mail.subject).toBe('Te han invitado a unirte a <b>Banco</b> https[:]//evil[.]example/pago <script>alert(1)</script> en MIKE');
    expect(mail.text).toMatch(/invitation\?invitationId=[0-9a-f-]{36}/);
  });

  it('#34 the password-reset email comes from the same templates: a hostile name arrives as inert text', async () => {
    const owner = await registerOwner(t.app, { clientName: HOSTILE_NAME });
    const response = await t.app.inject({ method: 'POST', url: '/api/password-reset/request', remoteAddress: uniqueAddress(), payload: { email: owner.email } });
    expect(response.statusCode).toBe(200);
    const mail = await lastMail();
    expectInert(mail, /^http:\/\/mike\.test\/reset-password\?token=[A-Za-z0-9_-]+&amp;email=/);
  });

  it('#34 the email-verification mail comes from the same templates: a hostile name arrives as inert text', async () => {
    await registerOwner(t.app, { clientName: HOSTILE_NAME });
    const mail = await lastMail();
    expect(mail.subject).toBe('Verifica tu email en MIKE');
    expectInert(mail, /^http:\/\/mike\.test\/verify-email\?token=[A-Za-z0-9_-]+$/);
  });
});
