import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWhatsAppPhoneMessenger } from './phone.ts';

describe('WhatsApp Cloud API messenger (at its HTTP boundary)', () => {
  const requests: { url: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(raw) });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 200 ? { messages: [{ id: 'wamid.1' }] } : { error: { message: 'bad' } }));
    });
  });
  let apiUrl = '';
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the code as a WhatsApp message to the phone', async () => {
    const messenger = createWhatsAppPhoneMessenger({ apiUrl, token: 'wa-token', phoneNumberId: '1234567890' });
    await messenger.sendCode('34600111222', '0427');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/v21.0/1234567890/messages');
    expect(requests[0]!.headers.authorization).toBe('Bearer wa-token');
    expect(requests[0]!.body).toMatchObject({ messaging_product: 'whatsapp', to: '34600111222', type: 'text', text: { body: expect.stringContaining('0427') } });
  });

  it('fails when the API refuses the message', async () => {
    status = 401;
    const messenger = createWhatsAppPhoneMessenger({ apiUrl, token: 'expired', phoneNumberId: '1234567890' });
    await expect(messenger.sendCode('34600111222', '1111')).rejects.toThrow(/401/);
  });
});
