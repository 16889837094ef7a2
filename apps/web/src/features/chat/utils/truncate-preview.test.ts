import { describe, expect, it } from 'vitest';
import { buildConversation, buildMessage } from '../../../test/chat-fixtures.ts';
import { getConversationPreview } from './conversation-preview.ts';
import { truncatePreview } from './truncate-preview.ts';

describe('truncatePreview', () => {
  it('keeps a text of 26 characters or fewer as it is, with no ellipsis', () => {
    expect(truncatePreview('Fianza de alquiler')).toBe('Fianza de alquiler');
    const exactly26 = 'abcdefghijklmnopqrstuvwxyz';
    expect(truncatePreview(exactly26)).toBe(exactly26);
  });

  it('cuts a longer text at 26 characters and adds …', () => {
    const preview = truncatePreview('¿Puedo subir el alquiler antes de que termine el contrato?');
    expect(preview).toBe('¿Puedo subir el alquiler a…');
    expect([...preview.slice(0, -1)]).toHaveLength(26);
  });

  it('counts 27 characters as too long', () => {
    expect(truncatePreview('abcdefghijklmnopqrstuvwxyz1')).toBe('abcdefghijklmnopqrstuvwxyz…');
  });

  it('never splits an emoji or accented letter', () => {
    const text = `${'🏠'.repeat(30)}`;
    expect(truncatePreview(text)).toBe(`${'🏠'.repeat(26)}…`);
  });

  it('shows line breaks and repeated spaces as one space', () => {
    expect(truncatePreview('  Hola\n\nMIKE   qué tal ')).toBe('Hola MIKE qué tal');
  });

  it('drops a trailing space before the ellipsis', () => {
    expect(truncatePreview('abcdefghijklmnopqrstuvwxy zzz')).toBe('abcdefghijklmnopqrstuvwxy…');
  });
});

describe('getConversationPreview', () => {
  it('previews the first message', () => {
    const conversation = buildConversation({
      messages: [buildMessage({ text: '¿Quién paga la derrama aprobada por la comunidad?' }), buildMessage({ sender: 'BOT', text: 'El propietario.' })],
    });
    expect(getConversationPreview(conversation)).toBe('¿Quién paga la derrama apr…');
  });

  it('is empty for a chat with no messages', () => {
    expect(getConversationPreview(buildConversation())).toBe('');
  });
});
