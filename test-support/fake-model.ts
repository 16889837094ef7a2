// An OpenAI-compatible chat-completions endpoint for tests: it streams its answer piece by piece, as slowly as a
// test needs, and counts the answers a client abandoned part-way (the stream a stopped reply must cut).
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeModel {
  /** The base URL to configure (`…/v1`). */
  baseUrl: string;
  /** The pieces of the next answers, and the pause before each one. */
  answer(pieces: string[], pauseMs?: number): void;
  /** Requests received so far. */
  requests(): number;
  /** Pieces written so far, over every answer. */
  piecesSent(): number;
  /** Answers whose client went away before the last piece. */
  abandoned(): number;
  close(): Promise<void>;
}

export async function startFakeModel(): Promise<FakeModel> {
  let pieces = ['La fianza es ', 'de una mensualidad ', 'de renta (Art. 36 LAU).'];
  let pauseMs = 0;
  let counts = { requests: 0, pieces: 0, abandoned: 0 };
  const stream = async (response: ServerResponse, answer: string[], pause: number) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    for (const piece of answer) {
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      if (response.destroyed) {
        counts.abandoned += 1;
        return;
      }
      response.write(`data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
      counts.pieces += 1;
    }
    response.end('data: [DONE]\n\n');
  };
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      counts.requests += 1;
      void stream(response, pieces, pauseMs);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    answer(next, pause = 0) {
      pieces = next;
      pauseMs = pause;
    },
    requests: () => counts.requests,
    piecesSent: () => counts.pieces,
    abandoned: () => counts.abandoned,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      counts = { requests: 0, pieces: 0, abandoned: 0 };
    },
  };
}
