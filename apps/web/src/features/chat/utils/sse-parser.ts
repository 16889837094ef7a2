export interface ServerSentEvent {
  /** The `event:` field; 'message' when the event names none. */
  event: string;
  data: string;
}

/**
 * A small server-sent events parser (the WHATWG event-stream format) for a stream read with fetch: `EventSource`
 * cannot send the bearer token. Feed it decoded text in any pieces; it calls `onEvent` once per complete event.
 * Comments (':' lines, e.g. the server's keep-alives) and `id`/`retry` fields are ignored.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  function dispatch(): void {
    if (dataLines.length > 0) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  }

  function processLine(line: string): void {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  }

  return {
    feed(chunk: string): void {
      buffer += chunk;
      const lineEnd = /\r\n|\r|\n/g;
      let start = 0;
      let match: RegExpExecArray | null;
      while ((match = lineEnd.exec(buffer)) !== null) {
        // A '\r' at the very end may be the first half of '\r\n': wait for the next piece.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        processLine(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
  };
}
