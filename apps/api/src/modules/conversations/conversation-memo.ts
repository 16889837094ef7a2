import type { ConversationMemoInput, MemoTurn } from '@mike/assistant';
import type { Conversation } from '@mike/contracts';

/** What the memo of a conversation says (issue 14): its questions, each with the answer that replied to it. */
export function toMemoInput(chat: Conversation, now: Date): ConversationMemoInput {
  const turns: MemoTurn[] = [];
  const byQuestion = new Map<string, MemoTurn>();
  for (const message of chat.messages) {
    if (message.sender === 'USER') {
      const turn: MemoTurn = { question: message.text ?? '', sources: [] };
      turns.push(turn);
      byQuestion.set(message.id, turn);
      continue;
    }
    const turn = (message.replyToMessageId && byQuestion.get(message.replyToMessageId)) || turns.at(-1);
    if (!turn) continue;
    turn.answer = message.text;
    turn.documentName = message.documentName;
    turn.sources = (message.citations ?? []).map((citation) => ({ label: citation.label, url: citation.url }));
  }
  const member = typeof chat.contact === 'string' ? { name: '', email: chat.contact } : { name: chat.contact.name, email: chat.contact.email };
  return { title: chat.title ?? '', date: now, language: chat.language ?? 'SPANISH', member, turns };
}
