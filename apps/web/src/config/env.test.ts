import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('web settings', () => {
  it('defaults the API to the same-origin /api and leaves the optional keys unset', () => {
    expect(parseEnv({ VITE_SENTRY_DSN: '', VITE_API_URL: '' })).toEqual({ VITE_API_URL: '/api' });
  });

  it('rejects a DSN that is not a URL, naming the key', () => {
    expect(() => parseEnv({ VITE_SENTRY_DSN: 'not a url' })).toThrow(/VITE_SENTRY_DSN/);
  });
});
