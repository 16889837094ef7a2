import { describe, expect, it } from 'vitest';
import { buildConversation, buildMessage, buildReply } from '../../../test/chat-fixtures.ts';
import { countMessageCharacters, getSafeHref, isAwaitingReply, upsertMessage } from './messages.ts';

describe('upsertMessage', () => {
  it('appends a new message and replaces a repeated one', () => {
    const question = buildMessage();
    const reply = buildReply(question);
    const chat = buildConversation({ messages: [question] });

    const withReply = upsertMessage(chat, reply);
    expect(withReply.messages).toEqual([question, reply]);
    expect(upsertMessage(withReply, { ...reply, text: 'corregido' }).messages).toEqual([question, { ...reply, text: 'corregido' }]);
  });
});

describe('isAwaitingReply', () => {
  it('is true while the last message is the user’s', () => {
    const question = buildMessage();
    expect(isAwaitingReply(buildConversation({ messages: [question] }))).toBe(true);
    expect(isAwaitingReply(buildConversation({ messages: [question, buildReply(question)] }))).toBe(false);
    expect(isAwaitingReply(undefined)).toBe(false);
  });
});

describe('getSafeHref', () => {
  it('keeps http(s) links and resolves relative ones', () => {
    expect(getSafeHref('https://www.boe.es/eli/es/l/1994/11/24/29/con', 'https://app.mike.es/')).toBe('https://www.boe.es/eli/es/l/1994/11/24/29/con');
    expect(getSafeHref('/api/documents/1/contrato.docx?token=abc', 'https://app.mike.es/chat')).toBe(
      'https://app.mike.es/api/documents/1/contrato.docx?token=abc',
    );
  });

  it('drops other schemes and empty links', () => {
    expect(getSafeHref('javascript:alert(1)', 'https://app.mike.es/')).toBeUndefined();
    expect(getSafeHref('data:text/html,hi', 'https://app.mike.es/')).toBeUndefined();
    expect(getSafeHref(undefined)).toBeUndefined();
  });
});

describe('countMessageCharacters', () => {
  it('counts code points of the trimmed text', () => {
    expect(countMessageCharacters('  hola  ')).toBe(4);
    expect(countMessageCharacters('🏠🏠')).toBe(2);
  });
});
