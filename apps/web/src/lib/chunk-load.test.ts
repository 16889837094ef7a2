import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/server.ts';
import { ChunkLoadError, loadChunk } from './chunk-load.ts';
import { isServerUnreachable, reportServerAnswered } from './connectivity.ts';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/users-AbC123.js');

afterEach(() => {
  sessionStorage.clear();
  reportServerAnswered();
});

describe('loadChunk (issue 14: never blank)', () => {
  it('tries a failed chunk again and goes on when the second attempt loads', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ Page: 'ok' });
    await expect(loadChunk(load)).resolves.toEqual({ Page: 'ok' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads the page once, at the same address, when the server answers but the chunk is gone (a new build)', async () => {
    server.use(http.get('*/api/health', () => HttpResponse.json({ status: 'ok' })));
    const reload = vi.fn();
    const load = vi.fn().mockRejectedValue(chunkError());

    void loadChunk(load, reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    // Just reloaded and still missing: no reload loop, the screen gets the error (and its 'Reintentar').
    await expect(loadChunk(load, reload)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the server does not answer: the error is passed on and the server marked unreachable', async () => {
    server.use(http.get('*/api/health', () => HttpResponse.error()));
    const reload = vi.fn();
    await expect(loadChunk(vi.fn().mockRejectedValue(chunkError()), reload)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).not.toHaveBeenCalled();
    expect(isServerUnreachable()).toBe(true);
  });

  it('passes other errors on at once', async () => {
    const load = vi.fn().mockRejectedValue(new RangeError('bug'));
    await expect(loadChunk(load)).rejects.toThrow('bug');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
