import { ConversationEventSchema, type ConversationEvent } from '@mike/contracts';

/**
 * Takes the complete server-sent events out of a buffer of stream text: returns them, parsed with the
 * contract, and what is left of the buffer (an event still arriving).
 */
export function takeEvents(buffer: string): { events: ConversationEvent[]; rest: string } {
  const events: ConversationEvent[] = [];
  let rest = buffer;
  let separator: number;
  while ((separator = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, separator);
    rest = rest.slice(separator + 2);
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice(6))
      .join('\n');
    if (data) events.push(ConversationEventSchema.parse(JSON.parse(data)));
  }
  return { events, rest };
}
