import type { Conversation } from '@mike/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { addMember, login, registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { docxLines } from '../../../../../test-support/index.ts';

const ANSWER = [
  'La fianza es de **una mensualidad** de renta (art. 36 LAU).',
  '',
  '- Se deposita en la comunidad autónoma',
  '',
  '_Información general, no asesoramiento jurídico: para tu caso concreto, consulta con un profesional._',
].join('\n');
const CITATION = { label: 'Art. 36 LAU', lawId: 'BOE-A-1994-26003', article: '36', url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36', versionDate: '2023-05-25' };

/** Issue 14: a member exports one of their conversations as a .docx memo. */
describe('GET /conversations/:id/export.docx', () => {
  let t: TestApp;
  let owner: RegisteredOwner;
  let chatId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RUN_WORKERS: 'false' } });
    owner = await registerOwner(t.app);
    const created = await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: '¿Qué fianza hay que pagar al alquilar un piso?' }, headers: owner.auth });
    const chat = created.json().chat as Conversation;
    chatId = chat.id;
    await t.database.db
      .insert(messages)
      .values({ businessId: owner.businessId, conversationId: chat.id, sender: 'BOT', text: ANSWER, citations: [CITATION], replyToMessageId: chat.messages[0]!.id });
  });
  afterAll(() => t.close());

  const exportUrl = (id: string) => `/api/conversations/${id}/export.docx`;

  it('answers a .docx named after the title, with the title, date, member, question, answer without markdown, the BOE address and the notice', async () => {
    const response = await t.app.inject({ method: 'GET', url: exportUrl(chatId), headers: owner.auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(response.headers['content-disposition']).toBe('attachment; filename="que-fianza-hay-que-pagar-al-alquilar-un-piso.docx"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lines = docxLines(new Uint8Array(response.rawPayload));
    expect(lines[0]).toBe('¿Qué fianza hay que pagar al alquilar un piso?');
    expect(lines[1]).toMatch(/^Fecha: \d{1,2} de [a-z]+ de \d{4}$/);
    expect(lines).toContain(`Consultado por: Ana García López (${owner.email})`);
    expect(lines).toContain('La fianza es de una mensualidad de renta (art. 36 LAU).');
    expect(lines).toContain('Se deposita en la comunidad autónoma');
    expect(lines).toContain('Art. 36 LAU: https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36');
    expect(lines.at(-1)).toBe('Información general, no asesoramiento jurídico: para tu caso concreto, consulta con un profesional.');
    expect(lines.join('\n')).not.toMatch(/\*\*|^- |_Información/m);
  });

  it("answers 404 for a colleague's conversation, an unknown one and without a session", async () => {
    const member = await addMember(t.app, owner.businessId);
    const colleague = await login(t.app, member.email, member.password);
    const other = await registerOwner(t.app, { businessName: 'Inmobiliaria B' });
    for (const auth of [colleague, other.auth]) {
      const response = await t.app.inject({ method: 'GET', url: exportUrl(chatId), headers: auth });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errorCode: 'NOT_FOUND', message: expect.any(String) });
    }
    expect((await t.app.inject({ method: 'GET', url: exportUrl('00000000-0000-4000-8000-000000000000'), headers: owner.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: exportUrl(chatId) })).statusCode).toBe(401);
  });
});
