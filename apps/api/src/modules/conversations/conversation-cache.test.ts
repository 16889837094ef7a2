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

describe('the poll cache’s bound in bytes', () => {
  it('drops the oldest bodies past its bytes, keeps none larger than the whole, and counts what it frees', () => {
    const body = (characters: number) => JSON.stringify({ text: 'a'.repeat(characters) });
    // Each body weighs three times its length (its gzip and Brotli forms may join it): 1,000 bytes hold three of 111 (333 each).
    const cache = new ConversationCache(1_000);
    const first = entryOf(body(100));
    cache.set('first', 0, first);
    cache.set('second', 0, entryOf(body(100)));
    cache.set('third', 0, entryOf(body(100)));
    expect(cache.get('first', Date.now())).toBe(first);
    cache.set('fourth', 0, entryOf(body(100)));
    expect(cache.get('first', Date.now())).toBeUndefined();
    expect(first.brotli()).toBeUndefined(); // retired: never compressed
    expect(['second', 'third', 'fourth'].every((id) => cache.get(id, Date.now()))).toBe(true);
    expect(cache.heldBytes).toBeLessThanOrEqual(1_000);

    const huge = entryOf(body(400));
    cache.set('huge', 0, huge);
    expect(cache.get('huge', Date.now())).toBeUndefined();
    expect(cache.get('fourth', Date.now())).toBeDefined();

    for (const id of ['second', 'third', 'fourth']) cache.invalidate(id);
    expect(cache.heldBytes).toBe(0);
    cache.set('again', cache.generation('again'), entryOf(body(100)));
    cache.set('again', cache.generation('again'), entryOf(body(100)));
    expect(cache.heldBytes).toBe(3 * Buffer.byteLength(body(100)));
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
