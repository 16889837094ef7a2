import { describe, expect, it } from 'vitest';
import { toAppPath } from './open-url.ts';

describe('toAppPath', () => {
  const origin = 'http://localhost:3000';

  it('turns a URL of this app into a router path', () => {
    expect(toAppPath('http://localhost:3000/sandbox/checkout/abc?x=1', origin)).toBe('/sandbox/checkout/abc?x=1');
    expect(toAppPath('/pricing', origin)).toBe('/pricing');
  });

  it('leaves another origin alone', () => {
    expect(toAppPath('https://checkout.stripe.com/c/pay/cs_test', origin)).toBeNull();
  });
});
