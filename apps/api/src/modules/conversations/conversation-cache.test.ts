import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../../../test-support/index.ts';
import { ConversationCache, RecentMessages, encodeBody } from './conversation-cache.ts';

const entryOf = (json: string) => ({ ...encodeBody(json), businessId: 'b', clientUserId: 'u', storedAt: Date.now() });

describe('Brotli bodies of the poll cache', () => {
  it('are made off the event loop for the cached body, and dropped for one that is no longer cached before its turn', async () => {
    const json = JSON.stringify({ chat: { messages: Array.from({ length: 20 }, (_, index) => ({ text: `La fianza de una mensualidad, consulta ${index}` })) } });
    const cache = new ConversationCache();
    const kept = entryOf(json);
    cache.set('kept', cache.generation('kept'), kept);
    const dropped = entryOf(json);
    cache.set('dropped', cache.generation('dropped'), dropped);

    // Asked first: nothing is ready when the request that asks is answered.
    expect(dropped.brotli()).toBeUndefined();
    cache.invalidate('dropped'); // a write, before the compression's turn
    expect(kept.brotli()).toBeUndefined();
    const made = await waitFor(() => kept.brotli(), { what: 'the Brotli body' });
    expect(brotliDecompressSync(made).toString('utf8')).toBe(json);
    // The retired body was never compressed, and is not compressed when asked again.
    expect(dropped.brotli()).toBeUndefined();

    // A body the cache refuses (a write raced its read) is retired too.
    const generation = cache.generation('raced');
    cache.invalidate('raced');
    const raced = entryOf(json);
    cache.set('raced', generation, raced);
    expect(raced.brotli()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(raced.brotli()).toBeUndefined();
  });
});

describe('the messages this process wrote lately', () => {
  const row = (id: string) => ({ id, text: 'respuesta' });

  it('wait for a row announced before its statement returned, and give nothing for one abandoned or evicted unstored', async () => {
    const recent = new RecentMessages<{ id: string; text: string }>();
    recent.expect('stored');
    const waiting = recent.get('stored');
    expect(waiting).toBeInstanceOf(Promise);
    recent.add(row('stored'));
    await expect(waiting).resolves.toEqual(row('stored'));
    expect(recent.get('stored')).toEqual(row('stored'));

    const abandon = recent.expect('rolled-back');
    const abandoned = recent.get('rolled-back');
    abandon();
    await expect(abandoned).resolves.toBeUndefined();
    expect(recent.get('rolled-back')).toBeUndefined();

    recent.expect('oldest');
    const evicted = recent.get('oldest');
    for (let index = 0; index < 2_048; index++) recent.add(row(`r${index}`));
    await expect(evicted).resolves.toBeUndefined();
    expect(recent.get('oldest')).toBeUndefined();
    expect(recent.get('r2047')).toEqual(row('r2047'));
  });
});
