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

/** An event stream opened with fetch, read in the background: its status, the events so far, and its end. */
export interface OpenStream {
  status: number;
  body: unknown;
  events: ConversationEvent[];
  /** Resolves when the server ends the stream (or the client aborts it). */
  ended: Promise<void>;
  abort(): void;
}

export async function openStream(baseUrl: string, chatId: string, headers: Record<string, string>): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/conversations/${chatId}/events`, { headers, signal: controller.signal });
  const events: ConversationEvent[] = [];
  if (response.status !== 200) {
    return { status: response.status, body: await response.json(), events, ended: Promise.resolve(), abort: () => controller.abort() };
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const taken = takeEvents(buffer + value);
        buffer = taken.rest;
        events.push(...taken.events);
      }
    } catch {
      // aborted by the client
    }
  })();
  return { status: 200, body: undefined, events, ended, abort: () => controller.abort() };
}
