import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser.ts';

function parse(...chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  return events;
}

describe('createSseParser', () => {
  it('reads named events and skips comments', () => {
    expect(parse(': connected\n\nevent: message.delta\ndata: {"a":1}\n\n: keep-alive\n\n')).toEqual([
      { event: 'message.delta', data: '{"a":1}' },
    ]);
  });

  it('joins an event split across pieces, even inside a line', () => {
    expect(parse('event: message.comp', 'leted\nda', 'ta: {"b":', '2}\n', '\n')).toEqual([{ event: 'message.completed', data: '{"b":2}' }]);
  });

  it('accepts \\r\\n line ends, also split between pieces', () => {
    expect(parse('data: x\r', '\n\r\n')).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('joins several data lines with a line break', () => {
    expect(parse('data: uno\ndata: dos\n\n')).toEqual([{ event: 'message', data: 'uno\ndos' }]);
  });

  it('waits for the blank line before dispatching', () => {
    expect(parse('event: x\ndata: y\n')).toEqual([]);
  });
});
