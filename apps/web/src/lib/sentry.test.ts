import { describe, expect, it } from 'vitest';
import { getTracePropagationTargets } from './sentry.ts';

const matches = (targets: RegExp[], url: string) => targets.some((target) => target.test(url));

describe('Sentry trace propagation targets', () => {
  it('covers only the same-origin /api base by default', () => {
    const targets = getTracePropagationTargets('/api', 'https://app.mike.es');

    expect(matches(targets, 'https://app.mike.es/api/business/get')).toBe(true);
    expect(matches(targets, '/api/business/get')).toBe(true);
    expect(matches(targets, 'https://app.mike.es/assets/index.js')).toBe(false);
    expect(matches(targets, 'https://js.stripe.com/v3/?u=https://app.mike.es/api')).toBe(false);
  });

  it('adds the origin of a VITE_API_URL on another host', () => {
    const targets = getTracePropagationTargets('https://api.mike.es/api', 'https://app.mike.es');

    expect(matches(targets, 'https://api.mike.es/api/conversations/get-all')).toBe(true);
    expect(matches(targets, 'https://api.mike.es.evil.com/api')).toBe(false);
  });
});
