import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mail.ts';

describe('SMTP mailer', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

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
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a mail through SMTP_URL with its UTF-8 subject intact', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'MIKE <no-reply@mike.test>');
    const subject = 'Invitación a MIKE: contraseña y señal ✓';
    await mailer.send({ to: 'ana@inmobiliaria.es', subject, text: 'Hola, únete: http://mike.test/invitation?invitationId=abc' });
    mailer.close();
    expect(received).toHaveLength(1);
    const raw = received[0] ?? '';
    const subjectLine = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
    expect(subjectLine).toMatch(/=\?UTF-8\?/i);
    expect(decodeEncodedWords(subjectLine)).toBe(subject);
    expect(raw).toContain('invitation?invitationId=3Dabc'); // quoted-printable body
  });
});

/** Decodes RFC 2047 encoded words (the form a UTF-8 subject travels in). */
function decodeEncodedWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}
