import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The W3C trace id of a request: from a valid `traceparent` header, or a new random one. */
export function traceIdOf(request: IncomingMessage): string {
  const header = request.headers.traceparent;
  const match = typeof header === 'string' ? TRACEPARENT.exec(header.trim().toLowerCase()) : null;
  const traceId = match?.[1];
  if (traceId && !/^0+$/.test(traceId)) return traceId;
  // A random UUID is 122 random bits from a pooled source: far cheaper per request than randomBytes.
  return randomUUID().replaceAll('-', '');
}
