import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The W3C trace id of a request: from a valid `traceparent` header, or a new random one. */
export function traceIdOf(request: IncomingMessage): string {
  const header = request.headers.traceparent;
  const match = typeof header === 'string' ? TRACEPARENT.exec(header.trim().toLowerCase()) : null;
  const traceId = match?.[1];
  if (traceId && !/^0+$/.test(traceId)) return traceId;
  return nextTraceId();
}

/**
 * New trace ids: 64 random bits fixed per process, then a counter. Unique across processes and requests
 * (the W3C format's 128 bits), and costing nothing per request; a trace id identifies, it does not protect.
 */
const processPrefix = randomBytes(8).toString('hex');
let counter = BigInt(`0x${randomBytes(4).toString('hex')}`);
function nextTraceId(): string {
  counter += 1n;
  return processPrefix + counter.toString(16).padStart(16, '0').slice(-16);
}
