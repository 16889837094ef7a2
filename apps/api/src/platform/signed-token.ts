import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short self-contained tokens: base64url(JSON payload) + '.' + base64url(HMAC-SHA256). Used for
 * the SSO hand-over token and for signed document links. `purpose` is part of the MAC, so a token
 * minted for one use is refused for another.
 */
export function signToken(secret: string, purpose: string, payload: Record<string, unknown>, expiresAt: Date): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `${body}.${mac(secret, purpose, body)}`;
}

/** The payload of a valid, unexpired token of that purpose, or null. */
export function verifyToken<T extends Record<string, unknown>>(secret: string, purpose: string, token: string, now: Date): (T & { exp: number }) | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, purpose, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp: number };
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now.getTime()) return null;
    return payload;
  } catch {
    return null;
  }
}

function mac(secret: string, purpose: string, body: string): string {
  return createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url');
}
