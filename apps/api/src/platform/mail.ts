import nodemailer from 'nodemailer';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Outbox } from './outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; holds any link in full. */
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Development default: the mail is stored in the outbox and logged, never sent. */
export function createOutboxMailer(outbox: Outbox, logger: Logger): Mailer {
  return {
    async send(message) {
      await outbox.add({ channel: 'email', to: message.to, subject: message.subject, body: message.text });
      logger.info({ to: message.to, subject: message.subject }, 'mail stored in the outbox');
    },
  };
}

/** Production: SMTP through nodemailer (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
