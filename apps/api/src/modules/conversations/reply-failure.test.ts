import type { AssistantEngine } from '@mike/assistant';
import type { Conversation } from '@mike/contracts';
import { describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/factories.ts';
import { createTestApp } from '../../test/helpers.ts';

const failingAssistant: AssistantEngine = {
  detectLanguage: (text) => (/\b(the|what|who)\b/i.test(text) ? 'ENGLISH' : 'SPANISH'),
  answer: async () => {
    throw new Error('provider unavailable');
  },
};

describe('replies that keep failing', () => {
  it('#25 a provider that always fails ends in an apology in the conversation’s language after the retries', async () => {
    const t = await createTestApp({ overrides: { assistant: failingAssistant } });
    try {
      const owner = await registerOwner(t.app);
      const spanish = await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: '¿Quién paga la plusvalía?' }, headers: owner.auth });
      const english = await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: 'Who pays the agent fee?' }, headers: owner.auth });
      const read = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/conversations/${id}`, headers: owner.auth })).json().chat as Conversation;
      const deadline = Date.now() + 45_000;
      let chats: Conversation[] = [];
      while (Date.now() < deadline) {
        chats = [await read(spanish.json().chat.id), await read(english.json().chat.id)];
        if (chats.every((chat) => chat.messages.length === 2)) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(chats[0]!.messages[1]).toMatchObject({ sender: 'BOT', text: expect.stringMatching(/^Lo siento/) });
      expect(chats[1]!.messages[1]).toMatchObject({ sender: 'BOT', text: expect.stringMatching(/^I'm sorry/) });
    } finally {
      await t.close();
    }
  }, 60_000);
});
