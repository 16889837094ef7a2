import { ConversationEventSchema, type ConversationEvent } from '@mike/contracts';
import { buildApiUrl, getApiBaseUrl } from '../../../lib/api-client.ts';
import { ApiError, createUnknownError } from '../../../lib/api-error.ts';
import { env } from '../../../lib/api-runtime.ts';
import { clearSession, getAuthState } from '../../../lib/auth-store.ts';
import { createSseParser } from '../utils/sse-parser.ts';

export const CONVERSATION_EVENTS_PATH = '/conversations/:id/events';

export interface StreamConversationEventsOptions {
  signal: AbortSignal;
  /** Called once the server has accepted the stream, before any event. */
  onOpen?: () => void;
  onEvent: (event: ConversationEvent) => void;
}

/**
 * GET /conversations/:id/events (DESIGN.md §7), read with fetch because `EventSource` cannot send the bearer
 * token. Resolves when the server ends the stream; rejects when it cannot be opened or breaks (the caller then
 * falls back to polling). Events that fail their contract are skipped.
 */
export async function streamConversationEvents(
  id: string,
  { signal, onOpen, onEvent }: StreamConversationEventsOptions,
): Promise<void> {
  const url = buildApiUrl(getApiBaseUrl(env.VITE_API_URL), CONVERSATION_EVENTS_PATH, { id });
  const { token } = getAuthState();
  const headers = new Headers({ Accept: 'text/event-stream' });
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const response = await fetch(url, { headers, signal, cache: 'no-store' });
  if (!response.ok || !response.body) {
    if (response.status === 401 && token !== null) clearSession();
    await response.body?.cancel().catch(() => undefined);
    throw response.ok ? createUnknownError(response.status) : new ApiError('Event stream unavailable', 'UNKNOWN_ERROR', response.status);
  }
  onOpen?.();

  const parser = createSseParser(({ data }) => {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = ConversationEventSchema.safeParse(json);
    if (parsed.success) onEvent(parsed.data);
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  } finally {
    reader.releaseLock();
  }
}
