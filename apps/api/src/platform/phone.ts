import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Outbox } from './outbox.ts';

export interface PhoneMessenger {
  /** Sends a sign-in code to a phone given as digits with the country code, no plus sign. */
  sendCode(phone: string, code: string): Promise<void>;
}

/** Development default: the code is stored in the outbox. */
export function createOutboxPhoneMessenger(outbox: Outbox, logger: Logger): PhoneMessenger {
  return {
    async sendCode(phone, code) {
      await outbox.add({ channel: 'phone', to: phone, subject: 'Código de acceso a MIKE', body: code });
      logger.info({ to: phone }, 'phone code stored in the outbox');
    },
  };
}

export interface WhatsAppOptions {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  fetch?: typeof fetch;
}

/**
 * WhatsApp Cloud API: a text message to the number. (A production account would usually send
 * an approved authentication template; a text is accepted inside the 24-hour service window.)
 */
export function createWhatsAppPhoneMessenger(options: WhatsAppOptions): PhoneMessenger {
  const doFetch = options.fetch ?? fetch;
  return {
    async sendCode(phone, code) {
      const response = await doFetch(`${options.apiUrl.replace(/\/+$/, '')}/${options.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: phone,
          type: 'text',
          text: { body: `Tu código de acceso a MIKE es ${code}. Caduca en 10 minutos.` },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new Error(`WhatsApp Cloud API answered ${response.status}`);
      }
    },
  };
}
